import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, type DatePreferences } from "~/lib/dates";
import type { MemberCopy, MemberProfile, ProfileChange, ProfileDetails } from "../../types";

/** Inserts a member this workspace does not hold; `onConflict` says what happens to one it holds. */
function insertMember(sql: SqlStorage, member: MemberCopy, now: number, onConflict: string) {
  sql.exec(
    `INSERT INTO members (user_id, email, first_name, last_name, image_key, role, role_name, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) ${onConflict}`,
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

/**
 * Writes the directory's view of a member into this tenant's copy. A member already here keeps
 * the role and state this workspace holds (the one source of truth for them, decision record 46);
 * a new one starts with the directory's role, active.
 */
export const upsertMember = (sql: SqlStorage, member: MemberCopy, now: number) =>
  insertMember(
    sql,
    member,
    now,
    `DO UPDATE SET email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
       image_key = excluded.image_key, updated_at = excluded.updated_at`,
  );

/** Adds a member this workspace does not hold yet (active, with the directory's role); one it holds stays as it is. */
export const enrolMember = (sql: SqlStorage, member: MemberCopy, now: number) => insertMember(sql, member, now, "DO NOTHING");

/** Copies a member's profile details; absent members stay absent. */
export function updateProfileDetails(sql: SqlStorage, userId: string, details: ProfileDetails) {
  sql.exec(
    `UPDATE members SET designation = ?, mobile_number = ?, city = ?, birthday = ?, work_anniversary = ?,
       date_format = ?, time_format = ?
     WHERE user_id = ?`,
    details.designation,
    details.mobileNumber,
    details.city,
    details.birthday,
    details.workAnniversary,
    details.dateFormatPreference,
    details.timeFormatPreference,
    userId,
  );
}

/** Refreshes the copy of a member after a profile change; absent members stay absent. */
export function applyProfileChange(sql: SqlStorage, userId: string, change: ProfileChange, now: number) {
  const { firstName, lastName, imageKey, ...details } = change;
  sql.exec(
    "UPDATE members SET first_name = ?, last_name = ?, image_key = ?, updated_at = ? WHERE user_id = ?",
    firstName,
    lastName,
    imageKey,
    now,
    userId,
  );
  updateProfileDetails(sql, userId, details);
}

export type MemberRow = {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  image_key: string | null;
  role: MemberCopy["role"];
  role_name: string;
};

type MemberProfileRow = MemberRow & {
  designation: string | null;
  mobile_number: string | null;
  city: string | null;
  birthday: string | null;
  work_anniversary: string | null;
  date_format: string | null;
  time_format: string | null;
};

const MEMBER_COLUMNS = "user_id, email, first_name, last_name, image_key, role, role_name";

export const toMember = (row: MemberRow): MemberCopy => ({
  userId: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  imageKey: row.image_key,
  role: row.role,
  roleName: row.role_name,
});

/** Whether this workspace holds the person as deactivated (issue 20 §1): they may not sign in here. */
export function isDeactivated(sql: SqlStorage, userId: string): boolean {
  return sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM members WHERE user_id = ? AND status = 'DEACTIVATED'", userId).one().n > 0;
}

/** An active member of this tenant. */
export function findMember(sql: SqlStorage, userId: string): MemberCopy | null {
  const row = sql
    .exec<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE user_id = ? AND status = 'ACTIVE'`, userId)
    .toArray()[0];
  return row ? toMember(row) : null;
}

/** A member's date and time preferences (spec §3), the defaults until their profile reaches this workspace. */
export function datePreferencesOf(sql: SqlStorage, userId: string): DatePreferences {
  const row = sql
    .exec<{ date_format: string | null; time_format: string | null }>("SELECT date_format, time_format FROM members WHERE user_id = ?", userId)
    .toArray()[0];
  return { dateFormat: row?.date_format ?? DEFAULT_DATE_FORMAT, timeFormat: row?.time_format ?? DEFAULT_TIME_FORMAT };
}

/** An active member with their profile details; null too when the copy predates the details (workspace migration 3). */
export function findMemberProfile(sql: SqlStorage, userId: string): MemberProfile | null {
  const row = sql
    .exec<MemberProfileRow>(
      `SELECT ${MEMBER_COLUMNS}, designation, mobile_number, city, birthday, work_anniversary, date_format, time_format
       FROM members WHERE user_id = ? AND status = 'ACTIVE'`,
      userId,
    )
    .toArray()[0];
  if (!row || row.date_format === null || row.time_format === null) return null;
  return {
    ...toMember(row),
    designation: row.designation,
    mobileNumber: row.mobile_number,
    city: row.city,
    birthday: row.birthday,
    workAnniversary: row.work_anniversary,
    dateFormatPreference: row.date_format,
    timeFormatPreference: row.time_format,
  };
}
