import { DELETED_USER, erasedEmail } from "~/schemas/account";

/**
 * A person leaving this organisation, or their account being deleted (issue 38 §3, decision 0089).
 * Their member copy stays, so their past work still names them (workspace/people.ts marks them as
 * no longer here); status 'LEFT' keeps them out of the pickers, Settings › Users and sign-in.
 */

export function markLeft(sql: SqlStorage, userId: string, now: number) {
  sql.exec("UPDATE members SET status = 'LEFT', updated_at = ? WHERE user_id = ?", now, userId);
}

/** A person who left and was invited back is active again, with the role the directory gives them. */
export function rejoinIfLeft(sql: SqlStorage, userId: string, role: string, roleName: string, now: number) {
  sql.exec("UPDATE members SET status = 'ACTIVE', role = ?, role_name = ?, updated_at = ? WHERE user_id = ? AND status = 'LEFT'", role, roleName, now, userId);
}

export function setEraseAt(sql: SqlStorage, userId: string, at: number | null) {
  sql.exec("UPDATE members SET erase_at = ? WHERE user_id = ?", at, userId);
}

/** Renames every member whose erasure is due to "Deleted user" and forgets their details; answers their ids. */
export function eraseDueMembers(sql: SqlStorage, now: number): string[] {
  const due = sql.exec<{ user_id: string }>("SELECT user_id FROM members WHERE erase_at IS NOT NULL AND erase_at <= ?", now).toArray().map((row) => row.user_id);
  for (const userId of due) {
    sql.exec(
      `UPDATE members SET first_name = ?, last_name = ?, email = ?, image_key = NULL, designation = NULL, mobile_number = NULL,
         city = NULL, birthday = NULL, work_anniversary = NULL, status = 'LEFT', erase_at = NULL, updated_at = ?
       WHERE user_id = ?`,
      DELETED_USER.firstName,
      DELETED_USER.lastName,
      erasedEmail(userId),
      now,
      userId,
    );
  }
  return due;
}

/** The next erasure this workspace waits for, or null. */
export function nextEraseAt(sql: SqlStorage): number | null {
  return sql.exec<{ at: number | null }>("SELECT MIN(erase_at) AS at FROM members WHERE erase_at IS NOT NULL").one().at;
}
