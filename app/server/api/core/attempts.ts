import { lockRemaining, recordAttempt, type AttemptPolicy } from "~/server/directory/attemptLimits";
import { tooManyRequests } from "./envelope";

export const TOO_MANY_LOGINS = "Too many failed login attempts. Please try again in 15 minutes or reset your password.";
export const TOO_MANY_MAILS = "Too many requests for this email. Please try again in an hour.";

/** Answers 429 (with the wait) while `subject` is locked under `policy`. */
export async function refuseWhileLocked(db: D1Database, policy: AttemptPolicy, subject: string, message: string, now = Date.now()) {
  const locked = await lockRemaining(db, policy, subject, now);
  if (locked > 0) throw tooManyRequests(message, locked);
}

/** Refuses while locked, otherwise counts this request: for calls limited however they turn out. */
export async function countRequest(db: D1Database, policy: AttemptPolicy, subject: string, message: string) {
  const now = Date.now();
  await refuseWhileLocked(db, policy, subject, message, now);
  await recordAttempt(db, policy, subject, now);
}
