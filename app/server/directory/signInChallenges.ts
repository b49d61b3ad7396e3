import { randomToken, sha256 } from "../auth/crypto";

/**
 * Sign-in challenges (issue 38 §1, decision 0088): the pending state between a right password and
 * the second step, an organisation's required setup, and the WebAuthn challenges of a passkey
 * ceremony (signing in, adding one, confirming a deletion). They live here, short-lived and single use; the client holds only a random reference.
 */
export type ChallengeKind = "second-step" | "setup" | "passkey" | "register" | "confirm";

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export type SignInChallenge = {
  kind: ChallengeKind;
  userId: string | null;
  tenantId: string | null;
  webauthnChallenge: string | null;
  passedAt: number | null;
};

type NewChallenge = { kind: ChallengeKind; userId?: string | null; tenantId?: string | null; webauthnChallenge?: string | null };

export async function openChallenge(db: D1Database, challenge: NewChallenge, now: number): Promise<string> {
  const token = randomToken();
  await db.batch([
    db.prepare("DELETE FROM sign_in_challenges WHERE expires_at < ?").bind(now),
    db
      .prepare(
        "INSERT INTO sign_in_challenges (token_hash, kind, user_id, tenant_id, webauthn_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .bind(await sha256(token), challenge.kind, challenge.userId ?? null, challenge.tenantId ?? null, challenge.webauthnChallenge ?? null, now + CHALLENGE_TTL_MS),
  ]);
  return token;
}

/** The live challenge of one of `kinds` behind `token`, or null. */
export async function findChallenge(db: D1Database, token: string, kinds: readonly ChallengeKind[], now: number) {
  const row = await db
    .prepare(
      `SELECT kind, user_id AS userId, tenant_id AS tenantId, webauthn_challenge AS webauthnChallenge, passed_at AS passedAt
       FROM sign_in_challenges WHERE token_hash = ? AND expires_at >= ?`,
    )
    .bind(await sha256(token), now)
    .first<SignInChallenge>();
  return row && kinds.includes(row.kind) ? row : null;
}

/** Sets the WebAuthn challenge of a ceremony about to start under this sign-in challenge. */
export async function setWebauthnChallenge(db: D1Database, token: string, webauthnChallenge: string) {
  await db.prepare("UPDATE sign_in_challenges SET webauthn_challenge = ? WHERE token_hash = ?").bind(webauthnChallenge, await sha256(token)).run();
}

/** Marks a setup challenge as done (the app confirmed), so it can be closed once the recovery codes are read. */
export async function passChallenge(db: D1Database, token: string, now: number) {
  await db.prepare("UPDATE sign_in_challenges SET passed_at = ? WHERE token_hash = ?").bind(now, await sha256(token)).run();
}

/** Uses the challenge up: answers whether this call was the one that did (a racing call gets false). */
export async function closeChallenge(db: D1Database, token: string, now: number) {
  const { meta } = await db
    .prepare("DELETE FROM sign_in_challenges WHERE token_hash = ? AND expires_at >= ?")
    .bind(await sha256(token), now)
    .run();
  return meta.changes === 1;
}
