import type { UserRecord } from "./types";

const USER_COLUMNS = `id, email, first_name AS firstName, last_name AS lastName, image_key AS imageKey,
  date_format AS dateFormat, time_format AS timeFormat`;

export function findUserByEmail(db: D1Database, email: string) {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`).bind(email).first<UserRecord>();
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
