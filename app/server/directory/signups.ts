import { numberedSubdomain, isReservedSubdomain, subdomainBase } from "~/lib/subdomains";
import { SIGNUP_SESSION_TTL_SECONDS } from "~/schemas/signup";
import { randomToken, sha256 } from "../auth/crypto";
import { verifyOtpChallenge } from "./otp";
import { insertMembershipStatement, insertTenantStatement } from "./tenants";
import type { TenantRecord } from "./types";
import { insertUserStatements } from "./users";

/**
 * Sign-up sessions: the user identifier token a verified OTP earns (stored
 * hashed) and the pending account createAccount attaches to it. The account
 * becomes a user, a tenant and a membership only in createSubdomain's single
 * batch, so an abandoned sign-up leaves no half-made user behind.
 */
export const SIGNUP_SESSION_TTL_MS = SIGNUP_SESSION_TTL_SECONDS * 1000;

export type PendingAccount = { firstName: string; lastName: string; organisationName: string; passwordHash: string };
export type SignupSession = { email: string; account: PendingAccount | null };

/** A new token and the statement that stores it; run the statement in the batch that consumes the OTP. */
async function newSignupSession(db: D1Database, email: string, now: number) {
  const token = randomToken();
  const statements = [
    db.prepare("DELETE FROM signup_sessions WHERE expires_at < ?").bind(now),
    db
      .prepare("INSERT INTO signup_sessions (token_hash, email, expires_at) VALUES (?, ?, ?)")
      .bind(await sha256(token), email, now + SIGNUP_SESSION_TTL_MS),
  ];
  return { token, statements };
}

/** Checks a sign-up OTP; a right code earns a new session token, stored in the batch that consumes the code. */
export async function verifySignupOtp(db: D1Database, email: string, otp: string, now: number) {
  const session = await newSignupSession(db, email, now);
  const outcome = await verifyOtpChallenge(db, email, otp, now, session.statements);
  return outcome.ok ? { ok: true as const, token: session.token } : outcome;
}

type SessionRow = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  organisationName: string | null;
  passwordHash: string | null;
};

export async function findSignupSession(db: D1Database, token: string, now: number): Promise<SignupSession | null> {
  const row = await db
    .prepare(
      `SELECT email, first_name AS firstName, last_name AS lastName, organisation_name AS organisationName,
         password_hash AS passwordHash
       FROM signup_sessions WHERE token_hash = ? AND expires_at > ?`,
    )
    .bind(await sha256(token), now)
    .first<SessionRow>();
  if (!row) return null;
  const { email, firstName, lastName, organisationName, passwordHash } = row;
  const account =
    firstName && lastName && organisationName && passwordHash ? { firstName, lastName, organisationName, passwordHash } : null;
  return { email, account };
}

/** Attaches the pending account to the session; false when the token is unknown or expired. */
export async function savePendingAccount(db: D1Database, token: string, account: PendingAccount, now: number) {
  const { meta } = await db
    .prepare(
      `UPDATE signup_sessions SET first_name = ?, last_name = ?, organisation_name = ?, password_hash = ?
       WHERE token_hash = ? AND expires_at > ?`,
    )
    .bind(account.firstName, account.lastName, account.organisationName, account.passwordHash, await sha256(token), now)
    .run();
  return meta.changes === 1;
}

/** A free, unreserved sub-domain for an organisation name: its base, else the base with 2, 3, … appended. */
export async function suggestSubdomain(db: D1Database, organisationName: string): Promise<string> {
  const base = subdomainBase(organisationName);
  const { results } = await db
    .prepare("SELECT subdomain FROM tenants WHERE subdomain LIKE ? ESCAPE '\\'")
    .bind(`${base.slice(0, 20)}%`)
    .all<{ subdomain: string }>();
  const taken = new Set(results.map((row) => row.subdomain.toLowerCase()));
  const isFree = (candidate: string) => !taken.has(candidate) && !isReservedSubdomain(candidate);
  if (isFree(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = numberedSubdomain(base, n);
    if (isFree(candidate)) return candidate;
  }
}

/** Turns a session's pending account into user, tenant and SUPER_ADMIN membership, consuming the token: one batch. */
export async function createOrganisation(
  db: D1Database,
  token: string,
  session: SignupSession & { account: PendingAccount },
  subdomain: string,
  now: number,
): Promise<{ userId: string; tenant: TenantRecord }> {
  const userId = crypto.randomUUID();
  const tenant = { id: crypto.randomUUID(), name: session.account.organisationName, subdomain };
  await db.batch([
    ...insertUserStatements(db, userId, { email: session.email, ...session.account }, now),
    insertTenantStatement(db, tenant, now),
    insertMembershipStatement(db, tenant.id, userId, "SUPER_ADMIN", now),
    db.prepare("DELETE FROM signup_sessions WHERE token_hash = ?").bind(await sha256(token)),
  ]);
  return { userId, tenant };
}
