/**
 * The trust actions of issue 38 that happen in the directory (the second step and passkeys are
 * the person's, not the organisation's), as the audit log names them. Sessions, leaving and an
 * account's deletion are the workspace's own commands and name themselves.
 */
export const TRUST_ACTIONS = [
  "second_step_turned_on",
  "second_step_turned_off",
  "recovery_codes_regenerated",
  "recovery_code_used",
  "passkey_added",
  "passkey_renamed",
  "passkey_removed",
] as const;

export type TrustAction = (typeof TRUST_ACTIONS)[number];

/** A little of what the action was about (a passkey's name, what a recovery code was used for); said by the audit log as it is. */
export type TrustDetail = Record<string, string | number | boolean>;
