import type { Context } from "hono";
import { CODE_REQUIRED_MESSAGE, SECOND_STEP_BLOCKED_MESSAGE, WRONG_CODE_MESSAGE } from "~/schemas/secondStep";
import { clearAttempts, isWithinLimit, recordAttempt, SECOND_STEP_FAILURES } from "~/server/directory/attemptLimits";
import { findTotp, redeemSecondStepCode, type CodeKind } from "~/server/directory/totp";
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

/** Whether the person has an authenticator turned on, so that a destructive step asks for a code again. */
export async function hasSecondStep(db: D1Database, userId: string) {
  return Boolean((await findTotp(db, userId))?.confirmedAt);
}

/**
 * A signed-in person's second step again before something not lightly undone (deleting their account,
 * the organisation): an app code or a recovery code, counted like a sign-in's. Nothing is asked of a
 * person without an authenticator; `missing` is said when they gave no code.
 */
export async function requireSecondStepAgain(c: Context<ApiEnv>, userId: string, code: string | undefined, usedFor: string, missing = CODE_REQUIRED_MESSAGE) {
  if (!(await hasSecondStep(c.env.DIRECTORY, userId))) return;
  if (!code) throw new ApiError(400, missing, { fields: { code: [missing] } });
  await proveSecondStep(c, userId, code, Date.now(), usedFor);
}
