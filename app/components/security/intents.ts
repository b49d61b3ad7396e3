/** The posts of Profile › Security's Sessions section (issue 38 §2). */
export const SESSION_INTENTS = { endOne: "end-session", endOthers: "end-other-sessions" } as const;

/** The address that asks before every other session is signed out (works without JavaScript). */
export const CONFIRM_END_OTHERS_PARAM = "confirmSignOutOthers";

/** The forms of Profile › Security, told apart by their intent. */
export const SECURITY_INTENTS = {
  totpStart: "totp-start",
  totpConfirm: "totp-confirm",
  totpDisable: "totp-disable",
  recoveryRegenerate: "recovery-codes-regenerate",
  passkeyRename: "passkey-rename",
  passkeyRemove: "passkey-remove",
  requirement: "second-step-requirement",
} as const;

/** The address parameter that asks before a passkey is removed (works without script). */
export const CONFIRM_REMOVE_PARAM = "confirmRemovePasskey";
