import type { Context } from "hono";
import {
  clearAttempts,
  isWithinLimit,
  LOGIN_FAILURES,
  LOGIN_FAILURES_PER_EMAIL,
  LOOKUPS_PER_ADDRESS,
  LOOKUPS_PER_EMAIL,
  recordAttempt,
  refundAttempt,
  UPGRADE_REQUESTS,
  type AttemptPolicy,
} from "~/server/directory/attemptLimits";
import { tooManyRequests } from "./envelope";

export const TOO_MANY_LOGINS = "Too many failed login attempts. Please try again in 15 minutes or reset your password.";
export const TOO_MANY_MAILS = "Too many requests for this email. Please try again in an hour.";
export const TOO_MANY_LOOKUPS = "Too many requests. Please try again in 15 minutes.";
export const TOO_MANY_UPGRADE_REQUESTS = `You have already asked your super admin to upgrade ${UPGRADE_REQUESTS.max} times today. Please try again tomorrow.`;

/** The client address of a request, as Cloudflare reports it; one shared address where nothing sets it (tests). */
export function clientAddress(c: Context): string {
  return addressKey(c.req.header("cf-connecting-ip") ?? "local");
}

/** An IPv6 client controls its whole /64, so it counts as one address. */
export function addressKey(address: string): string {
  if (!address.includes(":") || address.includes(".")) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const groups = head.split(":").filter(Boolean);
  const missing = 8 - groups.length - tail.split(":").filter(Boolean).length;
  const full = [...groups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tail.split(":").filter(Boolean)];
  return `${full.slice(0, 4).join(":")}::/64`;
}

/** Counts this request under `policy` before it is served, and answers 429 (with the wait) once the limit is passed. */
export async function countRequest(db: D1Database, policy: AttemptPolicy, subject: string, message: string) {
  const now = Date.now();
  const counted = await recordAttempt(db, policy, subject, now);
  if (!isWithinLimit(policy, counted)) throw tooManyRequests(message, counted.lockedUntil - now);
}

const loginSubject = (email: string, address: string) => `${email}|${address}`;

/**
 * Counts a login before its password is checked: per e-mail and client
 * address, then (only for attempts that address may still make) against the
 * e-mail's ceiling, so a stranger's failures do not lock the owner out.
 */
export async function countLoginAttempt(db: D1Database, email: string, address: string) {
  await countRequest(db, LOGIN_FAILURES, loginSubject(email, address), TOO_MANY_LOGINS);
  await countRequest(db, LOGIN_FAILURES_PER_EMAIL, email, TOO_MANY_LOGINS);
}

/** After the right password: this address starts afresh, and the owner's own attempt no longer counts towards the ceiling. */
export async function forgiveLoginAttempt(db: D1Database, email: string, address: string) {
  await Promise.all([
    clearAttempts(db, LOGIN_FAILURES, loginSubject(email, address)),
    refundAttempt(db, LOGIN_FAILURES_PER_EMAIL, email),
  ]);
}

/** Counts an account lookup without sign-in, per client address and then per e-mail asked about. */
export async function countLookup(db: D1Database, email: string, address: string) {
  await countRequest(db, LOOKUPS_PER_ADDRESS, address, TOO_MANY_LOOKUPS);
  await countRequest(db, LOOKUPS_PER_EMAIL, email, TOO_MANY_LOOKUPS);
}

/** Counts a member's request to the super admins for an upgrade, per organisation, before anyone is notified. */
export async function countUpgradeRequest(db: D1Database, tenantId: string, userId: string) {
  await countRequest(db, UPGRADE_REQUESTS, `${tenantId}|${userId}`, TOO_MANY_UPGRADE_REQUESTS);
}
