import { BIN_MS } from "~/schemas/archive";
import { defineSystem } from "../../operations";
import { HIDEABLE } from "../../kindRegistry";
import { hiddenTables, purge, type HiddenType } from "./store";
import { limitTo } from "../../sql";

/** Roots deleted in one run; more due ones are left to the next run, which follows at once. */
const PURGE_BATCH = 20;

/**
 * Every hideable table's bin roots that entered the bin at or before `?`, with
 * their type: the kind registered for the table, or for a table of several
 * kinds (tasks and subtasks) the one whose `rows` the row matches.
 */
function typedRoots() {
  const tables = hiddenTables();
  const selects = tables.map((table) => {
    const kinds = [...HIDEABLE.values()].filter((kind) => kind.table === table);
    const type =
      kinds.length === 1 ? `'${kinds[0].type}'` : `CASE ${kinds.map((kind) => `WHEN ${kind.rows ?? "1 = 1"} THEN '${kind.type}'`).join(" ")} END`;
    return `SELECT ${type} AS type, x.id, x.hidden_at FROM ${table} x WHERE x.hidden_with = x.id AND x.hidden_in = 'bin' AND x.hidden_at <= ?`;
  });
  return { sql: selects.join(" UNION ALL "), tables: tables.length };
}

/** Bin roots that entered the bin at or before `before`, oldest first. */
function binRoots(sql: SqlStorage, before: number, limit: number) {
  const roots = typedRoots();
  return sql
    .exec<{ type: HiddenType; id: string; hidden_at: number }>(
      `SELECT type, id, hidden_at FROM (${roots.sql}) ORDER BY hidden_at ${limitTo(limit)}`,
      ...Array<number>(roots.tables).fill(before),
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
