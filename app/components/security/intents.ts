/** The forms of Profile › Security, told apart by their intent. */
export const SECURITY_INTENTS = {
  totpStart: "totp-start",
  totpConfirm: "totp-confirm",
  totpDisable: "totp-disable",
  passkeyRename: "passkey-rename",
  passkeyRemove: "passkey-remove",
  requirement: "second-step-requirement",
} as const;

/** The address parameter that asks before a passkey is removed (works without script). */
export const CONFIRM_REMOVE_PARAM = "confirmRemovePasskey";
