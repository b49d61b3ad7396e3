/** The posts of Profile › Security's Sessions section (issue 38 §2). */
export const SESSION_INTENTS = { endOne: "end-session", endOthers: "end-other-sessions" } as const;

/** The address that asks before every other session is signed out (works without JavaScript). */
export const CONFIRM_END_OTHERS_PARAM = "confirmSignOutOthers";
