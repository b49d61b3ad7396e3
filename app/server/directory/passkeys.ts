/** Passkeys (WebAuthn credentials) of a person, usable in every organisation (issue 38 §1). */
export type PasskeyRecord = { id: string; name: string; createdAt: number; lastUsedAt: number | null };
export type StoredPasskey = PasskeyRecord & { userId: string; publicKey: string; counter: number; transports: string };

export const MAX_PASSKEYS = 20;

const COLUMNS = `id, user_id AS userId, name, public_key AS publicKey, counter, transports, created_at AS createdAt, last_used_at AS lastUsedAt`;

export async function listPasskeys(db: D1Database, userId: string) {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM passkeys WHERE user_id = ? ORDER BY created_at`).bind(userId).all<StoredPasskey>();
  return results;
}

export const publicPasskey = ({ id, name, createdAt, lastUsedAt }: StoredPasskey): PasskeyRecord => ({ id, name, createdAt, lastUsedAt });

export function findPasskey(db: D1Database, id: string) {
  return db.prepare(`SELECT ${COLUMNS} FROM passkeys WHERE id = ?`).bind(id).first<StoredPasskey>();
}

type NewPasskey = { id: string; userId: string; name: string; publicKey: string; counter: number; transports: string[] };

export async function addPasskey(db: D1Database, passkey: NewPasskey, now: number) {
  await db
    .prepare("INSERT INTO passkeys (id, user_id, name, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(passkey.id, passkey.userId, passkey.name, passkey.publicKey, passkey.counter, JSON.stringify(passkey.transports), now)
    .run();
}

/** Renames one of the person's passkeys; answers the name it had, or null when it is not theirs. */
export async function renamePasskey(db: D1Database, userId: string, id: string, name: string) {
  const before = await db.prepare("SELECT name FROM passkeys WHERE id = ? AND user_id = ?").bind(id, userId).first<{ name: string }>();
  if (!before) return null;
  const { meta } = await db.prepare("UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?").bind(name, id, userId).run();
  return meta.changes === 1 ? before.name : null;
}

/** Removes one of the person's passkeys; answers its name, or null when it is not theirs. */
export async function removePasskey(db: D1Database, userId: string, id: string) {
  const removed = await db.prepare("DELETE FROM passkeys WHERE id = ? AND user_id = ? RETURNING name").bind(id, userId).first<{ name: string }>();
  return removed?.name ?? null;
}

/** Records a use: the authenticator's new signature counter and when. */
export async function touchPasskey(db: D1Database, id: string, counter: number, now: number) {
  await db.prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?").bind(counter, now, id).run();
}

/** Whether the person has any second step: a confirmed authenticator app or a passkey. */
export async function secondStepMethods(db: D1Database, userId: string) {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM totp_credentials WHERE user_id = ?1 AND confirmed_at IS NOT NULL) AS totp,
              (SELECT COUNT(*) FROM passkeys WHERE user_id = ?1) AS passkeys`,
    )
    .bind(userId)
    .first<{ totp: number; passkeys: number }>();
  return { totp: (row?.totp ?? 0) > 0, passkey: (row?.passkeys ?? 0) > 0 };
}

export async function requiresSecondStep(db: D1Database, tenantId: string) {
  const row = await db.prepare("SELECT require_second_step AS required FROM tenants WHERE id = ?").bind(tenantId).first<{ required: number }>();
  return row?.required === 1;
}

export async function setSecondStepRequirement(db: D1Database, tenantId: string, required: boolean) {
  await db.prepare("UPDATE tenants SET require_second_step = ? WHERE id = ?").bind(required ? 1 : 0, tenantId).run();
}

/** Whether the organisation requires a second step the person does not have. */
export async function lacksRequiredSecondStep(db: D1Database, userId: string, tenantId: string) {
  if (!(await requiresSecondStep(db, tenantId))) return false;
  const methods = await secondStepMethods(db, userId);
  return !methods.totp && !methods.passkey;
}
