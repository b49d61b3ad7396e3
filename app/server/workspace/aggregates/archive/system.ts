import { BIN_MS } from "~/schemas/archive";
import { defineSystem } from "../../operations";
import { purge, type HiddenType } from "./store";

/** Roots deleted in one run; more due ones are left to the next run, which follows at once. */
const PURGE_BATCH = 20;

const TYPED_ROOTS = `
  SELECT 'team' AS type, id, hidden_at FROM teams WHERE hidden_with = id AND hidden_in = 'bin' AND hidden_at <= ?
  UNION ALL SELECT 'folder', id, hidden_at FROM folders WHERE hidden_with = id AND hidden_in = 'bin' AND hidden_at <= ?
  UNION ALL SELECT 'project', id, hidden_at FROM projects WHERE hidden_with = id AND hidden_in = 'bin' AND hidden_at <= ?
  UNION ALL SELECT 'taskGroup', id, hidden_at FROM task_groups WHERE hidden_with = id AND hidden_in = 'bin' AND hidden_at <= ?
  UNION ALL SELECT CASE WHEN parent_id IS NULL THEN 'task' ELSE 'subtask' END, id, hidden_at FROM tasks
    WHERE hidden_with = id AND hidden_in = 'bin' AND hidden_at <= ?`;

/** Bin roots that entered the bin at or before `before`, oldest first. */
function binRoots(sql: SqlStorage, before: number, limit: number) {
  return sql
    .exec<{ type: HiddenType; id: string; hidden_at: number }>(
      `SELECT type, id, hidden_at FROM (${TYPED_ROOTS}) ORDER BY hidden_at LIMIT ?`,
      before, before, before, before, before, limit,
    )
    .toArray();
}

export const archiveSystem = {
  /**
   * The bin's purge (TenantWorkspace.alarm): items in the bin for 30 days are
   * deleted permanently, oldest first; answers when the next one is due.
   */
  "archive.purgeDue": defineSystem({
    handler: ({ sql }, { now }: { now: number }) => {
      const due = binRoots(sql, now - BIN_MS, PURGE_BATCH + 1);
      const purged = due.slice(0, PURGE_BATCH);
      for (const root of purged) purge(sql, root.type, root.id);
      const [next] = due.length > PURGE_BATCH ? [due[PURGE_BATCH]] : binRoots(sql, Number.MAX_SAFE_INTEGER, 1);
      return { purged: purged.map(({ type, id }) => ({ type, id })), nextDueAt: next ? Math.max(now, next.hidden_at + BIN_MS) : null };
    },
    activity: (_input, { purged }) =>
      purged.length === 0
        ? undefined
        : {
            actorId: null,
            verb: "deleted_permanently",
            itemType: purged[0].type,
            itemId: purged[0].id,
            detail: { count: purged.length, reason: "bin_expired", ids: purged.map((item) => item.id).join(",") },
          },
  }),
};
