/** The posts of Profile › Account (issue 38 §3). */
export const ACCOUNT_INTENTS = { leave: "leave-organization", delete: "delete-account" } as const;

/** The address that asks before the person leaves the organisation (works without JavaScript). */
export const CONFIRM_LEAVE_PARAM = "confirmLeave";
