import type { UpdateProfileInput } from "~/schemas/profile";

/** The profile of spec §3, as the directory holds it. */
export type ProfileRecord = {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  designation: string | null;
  mobileNumber: string | null;
  city: string | null;
  birthday: string | null;
  workAnniversary: string | null;
  imageKey: string | null;
  dateFormatPreference: string;
  timeFormatPreference: string;
};

export function findProfile(db: D1Database, userId: string) {
  return db
    .prepare(
      `SELECT id AS userId, email AS username, first_name AS firstName, last_name AS lastName, designation,
         mobile_number AS mobileNumber, city, birthday, work_anniversary AS workAnniversary, image_key AS imageKey,
         date_format AS dateFormatPreference, time_format AS timeFormatPreference
       FROM users WHERE id = ?`,
    )
    .bind(userId)
    .first<ProfileRecord>();
}

export function updateProfile(db: D1Database, userId: string, profile: UpdateProfileInput) {
  return db
    .prepare(
      `UPDATE users SET first_name = ?, last_name = ?, designation = ?, mobile_number = ?, city = ?, birthday = ?,
         work_anniversary = ?, date_format = ?, time_format = ?
       WHERE id = ?`,
    )
    .bind(
      profile.firstName,
      profile.lastName,
      profile.designation ?? null,
      profile.mobileNumber ?? null,
      profile.city ?? null,
      profile.birthday ?? null,
      profile.workAnniversary ?? null,
      profile.dateFormatPreference,
      profile.timeFormatPreference,
      userId,
    )
    .run();
}

export function updatePasswordHash(db: D1Database, userId: string, passwordHash: string, now = Date.now()) {
  return db
    .prepare("UPDATE credentials SET password_hash = ?, updated_at = ? WHERE user_id = ?")
    .bind(passwordHash, now, userId)
    .run();
}

export function updateImageKey(db: D1Database, userId: string, imageKey: string) {
  return db.prepare("UPDATE users SET image_key = ? WHERE id = ?").bind(imageKey, userId).run();
}
