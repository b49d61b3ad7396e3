import type { Context } from "hono";
import {
  CODE_REQUIRED_MESSAGE,
  PASSKEY_CONFIRMATION_EXPIRED_MESSAGE,
  PASSKEY_CONFIRMATION_REQUIRED_MESSAGE,
  SECOND_STEP_BLOCKED_MESSAGE,
  WRONG_CODE_MESSAGE,
} from "~/schemas/secondStep";
import { clearAttempts, isWithinLimit, recordAttempt, SECOND_STEP_FAILURES } from "~/server/directory/attemptLimits";
import { secondStepMethods } from "~/server/directory/passkeys";
import { closeChallenge, findChallenge } from "~/server/directory/signInChallenges";
import { redeemSecondStepCode, type CodeKind } from "~/server/directory/totp";
import { ApiError, tooManyRequests } from "../../core/envelope";
import type { ApiEnv } from "../../core/types";
import { recordTrust } from "./trustAudit";

/** A wrong code, said under the form's code field. */
export const wrongCode = () => new ApiError(400, WRONG_CODE_MESSAGE, { fields: { code: [WRONG_CODE_MESSAGE] } });

/**
 * Counts a code before it is checked, per person (spec §4's OTP limits: the 5th wrong code in a row
 * blocks for 5 minutes, a right one included), and answers whether `check` found it right; a right
 * one clears the count.
 */
export async function countedCode(c: Context<ApiEnv>, userId: string, now: number, check: () => Promise<boolean>) {
  const db = c.env.DIRECTORY;
  const counted = await recordAttempt(db, SECOND_STEP_FAILURES, userId, now);
  if (!isWithinLimit(SECOND_STEP_FAILURES, counted)) throw tooManyRequests(SECOND_STEP_BLOCKED_MESSAGE, counted.lockedUntil - now);
  const right = await check();
  if (right) await clearAttempts(db, SECOND_STEP_FAILURES, userId);
  else if (counted.attempts >= SECOND_STEP_FAILURES.max) throw tooManyRequests(SECOND_STEP_BLOCKED_MESSAGE, counted.lockedUntil - now);
  return right;
}

/** Uses a code of the person's second step (the app's or a recovery code), counted; 400 when wrong. Answers which kind it was. */
export async function redeemCountedCode(c: Context<ApiEnv>, userId: string, code: string, now: number): Promise<CodeKind> {
  let kind: CodeKind | null = null;
  const right = await countedCode(c, userId, now, async () => (kind = await redeemSecondStepCode(c.env.DIRECTORY, userId, code, now)) !== null);
  if (!right || kind === null) throw wrongCode();
  return kind;
}

/** A signed-in person proves their second step again (turning it off, deleting the account); a recovery code used is audited. */
export async function proveSecondStep(c: Context<ApiEnv>, userId: string, code: string, now: number, usedFor: string) {
  if ((await redeemCountedCode(c, userId, code, now)) === "recovery") await recordTrust(c, "recovery_code_used", { usedFor });
}

/** What a person gives to prove their second step again: a code (the app's or a recovery code), or a passkey's confirmation. */
export type SecondStepProof = { code?: string; passkeyConfirmation?: string };

/** Uses up a passkey confirmation (user/passkeys/confirm) of this person: once, within its ten minutes. */
async function spendPasskeyConfirmation(c: Context<ApiEnv>, userId: string, token: string, now: number) {
  const db = c.env.DIRECTORY;
  const confirmation = await findChallenge(db, token, ["confirm"], now);
  const usable = confirmation?.userId === userId && confirmation.passedAt !== null && (await closeChallenge(db, token, now));
  if (!usable) throw new ApiError(400, PASSKEY_CONFIRMATION_EXPIRED_MESSAGE, { fields: { passkeyConfirmation: [PASSKEY_CONFIRMATION_EXPIRED_MESSAGE] } });
}

/**
 * A signed-in person's second step again before something not lightly undone (deleting their account,
 * the organisation): an app code or a recovery code, counted like a sign-in's, or a passkey's
 * confirmation. Nothing is asked of a person without a second step; `missing` is said when they
 * gave neither (a person with passkeys only is asked for a passkey).
 */
export async function requireSecondStepAgain(c: Context<ApiEnv>, userId: string, proof: SecondStepProof, usedFor: string, missing = CODE_REQUIRED_MESSAGE) {
  const methods = await secondStepMethods(c.env.DIRECTORY, userId);
  const now = Date.now();
  if (proof.passkeyConfirmation && methods.passkey) return spendPasskeyConfirmation(c, userId, proof.passkeyConfirmation, now);
  if (methods.totp && proof.code) return proveSecondStep(c, userId, proof.code, now, usedFor);
  if (!methods.totp && !methods.passkey) return;
  if (methods.totp) throw new ApiError(400, missing, { fields: { code: [missing] } });
  throw new ApiError(400, PASSKEY_CONFIRMATION_REQUIRED_MESSAGE, { fields: { passkeyConfirmation: [PASSKEY_CONFIRMATION_REQUIRED_MESSAGE] } });
}
