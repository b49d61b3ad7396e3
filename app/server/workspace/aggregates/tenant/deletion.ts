/**
 * An organisation scheduled for deletion (issue 38 §3, decision 0091): the tenant row says when a
 * super admin asked, and when the alarm removes it for good; once that purge has started it cannot
 * be restored.
 */
export type ScheduledDeletion = { requestedAt: number; requestedBy: string | null; purgeAt: number; purgeStartedAt: number | null };

export function scheduledDeletion(sql: SqlStorage): ScheduledDeletion | null {
  const row = sql
    .exec<ScheduledDeletion>(
      `SELECT deletion_requested_at AS requestedAt, deletion_requested_by AS requestedBy, purge_at AS purgeAt, purge_started_at AS purgeStartedAt
       FROM tenant WHERE purge_at IS NOT NULL`,
    )
    .toArray()[0];
  return row ?? null;
}

export const isScheduledForDeletion = (sql: SqlStorage) => scheduledDeletion(sql) !== null;

export function scheduleDeletion(sql: SqlStorage, by: string, now: number, purgeAt: number) {
  sql.exec("UPDATE tenant SET deletion_requested_at = ?, deletion_requested_by = ?, purge_at = ?, purge_started_at = NULL", now, by, purgeAt);
}

export function cancelDeletion(sql: SqlStorage) {
  sql.exec("UPDATE tenant SET deletion_requested_at = NULL, deletion_requested_by = NULL, purge_at = NULL, purge_started_at = NULL");
}

/** Marks the purge as started when it is due and has not started; answers whether it did. */
export function startPurgeIfDue(sql: SqlStorage, now: number): boolean {
  return sql.exec("UPDATE tenant SET purge_started_at = ? WHERE purge_at IS NOT NULL AND purge_at <= ? AND purge_started_at IS NULL", now, now).rowsWritten > 0;
}

/** The addresses of the organisation's active members, whom its deletion is told to. */
export function activeMemberAddresses(sql: SqlStorage): string[] {
  return sql.exec<{ email: string }>("SELECT email FROM members WHERE status = 'ACTIVE' ORDER BY email").toArray().map((row) => row.email);
}
