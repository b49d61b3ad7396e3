/** The three forms of the profile page post to one action, told apart by their intent. */
export const PROFILE_INTENTS = { details: "details", password: "password", picture: "picture" } as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[keyof typeof PROFILE_INTENTS];
export const PICTURE_FIELD = "picture";
