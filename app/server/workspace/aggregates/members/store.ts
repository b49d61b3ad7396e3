import type { MemberCopy } from "../../types";

export type MemberDisplay = Pick<MemberCopy, "firstName" | "lastName" | "imageKey">;

/** Writes the directory's view of a member into this tenant's copy, re-activating it. */
export function upsertMember(sql: SqlStorage, member: MemberCopy, now: number) {
  sql.exec(
    `INSERT INTO members (user_id, email, first_name, last_name, image_key, role, role_name, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, first_name = excluded.first_name,
       last_name = excluded.last_name, image_key = excluded.image_key, role = excluded.role,
       role_name = excluded.role_name, status = 'ACTIVE', updated_at = excluded.updated_at`,
    member.userId,
    member.email,
    member.firstName,
    member.lastName,
    member.imageKey,
    member.role,
    member.roleName,
    now,
  );
}

/** Refreshes the display copy of a member after a profile change; absent members stay absent. */
export function updateMemberDisplay(sql: SqlStorage, userId: string, display: MemberDisplay, now: number) {
  sql.exec(
    "UPDATE members SET first_name = ?, last_name = ?, image_key = ?, updated_at = ? WHERE user_id = ?",
    display.firstName,
    display.lastName,
    display.imageKey,
    now,
    userId,
  );
}

type MemberRow = {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  image_key: string | null;
  role: MemberCopy["role"];
  role_name: string;
};

/** An active member of this tenant. */
export function findMember(sql: SqlStorage, userId: string): MemberCopy | null {
  const row = sql
    .exec<MemberRow>(
      "SELECT user_id, email, first_name, last_name, image_key, role, role_name FROM members WHERE user_id = ? AND status = 'ACTIVE'",
      userId,
    )
    .toArray()[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    imageKey: row.image_key,
    role: row.role,
    roleName: row.role_name,
  };
}
