import type { QueuedEffect } from "./types";
import { limitTo } from "../sql";

/**
 * The tenant's effect queue (decision record 40): effects written in the transaction of the
 * command that caused them, with its activity entry's id (where a client catches up from), run
 * by the alarm after the commit (table: migrations/0018_effect_queue.ts). At least once: an
 * effect that ran just before a crash runs again.
 */

/** Tries before an effect is kept as failed (for the audit) instead of tried again. */
export const MAX_ATTEMPTS = 8;
const BATCH = 50;
const MINUTE = 60_000;

/** Half a minute after the first failure, doubling, at most an hour apart. */
export const retryDelay = (attempts: number) => Math.min(MINUTE / 2 * 2 ** (attempts - 1), 60 * MINUTE);

export function enqueueEffects(sql: SqlStorage, effects: readonly QueuedEffect[], activityId: number | null, now: number) {
  for (const { kind, ...payload } of effects) {
    const runAt = "runAt" in payload && payload.runAt !== undefined ? payload.runAt : now;
    sql.exec(
      "INSERT INTO effect_queue (kind, payload_json, activity_id, run_at, created_at) VALUES (?, ?, ?, ?, ?)",
      kind, JSON.stringify(payload), activityId, runAt, now,
    );
  }
}

/** When the alarm should next run for the queue, never before `now` (a trigger queues with run_at 0: due at once, and setAlarm refuses a time <= 0). */
export function nextEffectAt(sql: SqlStorage, now: number): number | null {
  const { at } = sql.exec<{ at: number | null }>("SELECT MIN(run_at) AS at FROM effect_queue WHERE failed_at IS NULL").one();
  return at === null ? null : Math.max(at, now);
}

/** How many effects of `kind` are queued: waiting to run, and (with `failedToo`) kept as failed. */
export function queuedOfKind(sql: SqlStorage, kind: QueuedEffect["kind"], failedToo = false): number {
  const failed = failedToo ? "" : " AND failed_at IS NULL";
  return sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM effect_queue WHERE kind = ?${failed}`, kind).one().n;
}

type Row = { id: number; kind: QueuedEffect["kind"]; payload_json: string; attempts: number };

/**
 * Runs the effects due by `now`, oldest first: one that succeeds leaves the queue; one that throws
 * waits longer before its next try, and after MAX_ATTEMPTS stays as failed. Answers how many ran.
 */
export async function runDueEffects(sql: SqlStorage, run: (effect: QueuedEffect) => Promise<void>, now: number) {
  const due = sql
    .exec<Row>(`SELECT id, kind, payload_json, attempts FROM effect_queue WHERE failed_at IS NULL AND run_at <= ? ORDER BY run_at, id ${limitTo(BATCH)}`, now)
    .toArray();
  let ran = 0;
  for (const row of due) {
    try {
      await run({ kind: row.kind, ...JSON.parse(row.payload_json) } as QueuedEffect);
      sql.exec("DELETE FROM effect_queue WHERE id = ?", row.id);
      ran += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      sql.exec(
        "UPDATE effect_queue SET attempts = ?, last_error = ?, run_at = ?, failed_at = ? WHERE id = ?",
        attempts, String(error).slice(0, 500), now + retryDelay(attempts), attempts >= MAX_ATTEMPTS ? now : null, row.id,
      );
    }
  }
  return ran;
}
