import type { UserRecord } from "./types";

const USER_COLUMNS = `id, email, first_name AS firstName, last_name AS lastName, image_key AS imageKey,
  date_format AS dateFormat, time_format AS timeFormat`;

export function findUserByEmail(db: D1Database, email: string) {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`).bind(email).first<UserRecord>();
}

/** The accounts of these addresses (any case): e-mail in lower case → user id; a hundred to a statement. */
export async function userIdsByEmail(db: D1Database, emails: readonly string[]): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (let start = 0; start < emails.length; start += 100) {
    const { results } = await db
      .prepare("SELECT id, email FROM users WHERE email IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(emails.slice(start, start + 100)))
      .all<{ id: string; email: string }>();
    for (const row of results) found[row.email.toLowerCase()] = row.id;
  }
  return found;
}

export async function findPasswordHash(db: D1Database, userId: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT password_hash AS hash FROM credentials WHERE user_id = ?")
    .bind(userId)
    .first<{ hash: string }>();
  return row?.hash ?? null;
}

export type NewUser = { email: string; firstName: string; lastName: string; passwordHash: string };

/** Statements that create a user with a password; run them in one batch with whatever else must land with them. */
export function insertUserStatements(db: D1Database, id: string, user: NewUser, now = Date.now()) {
  return [
    db
      .prepare("INSERT INTO users (id, email, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?)")
      .bind(id, user.email, user.firstName, user.lastName, now),
    db
      .prepare("INSERT INTO credentials (user_id, password_hash, updated_at) VALUES (?, ?, ?)")
      .bind(id, user.passwordHash, now),
  ];
}
