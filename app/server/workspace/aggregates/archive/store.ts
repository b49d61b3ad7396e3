import type { HiddenIn } from "../../hidden";
import { hideItem, type Contents, type HiddenType, type HideableKind } from "../../hideable";
import { HIDEABLE } from "../../kindRegistry";
import { requireWithinPlanLimit } from "../subscription/limits";

export type { HiddenType };

/**
 * Archive and bin in set-based SQL (decision record 28). An item that is
 * archived or deleted is a root (hidden_with = its own id); everything under it
 * that was still in the working views goes with it (hidden_with = the root's
 * id), so restoring the root brings back exactly those rows. An item hidden
 * before, with a root of its own, keeps it. Each type's table, descendants,
 * purge and contents are its aggregate's registration (hideable.ts), looked up
 * in HIDEABLE.
 */
export function kindOf(type: HiddenType): HideableKind {
  const kind = HIDEABLE.get(type);
  if (!kind) throw new Error(`No aggregate registers the hideable type ${type}`);
  return kind;
}

/** The hideable tables, each once, in the registrations' order. */
export const hiddenTables = () => [...new Set([...HIDEABLE.values()].map((kind) => kind.table))];

/** An item and everything under it go to the archive or the bin (an archived root moves to the bin with its rows). */
export function hide(sql: SqlStorage, type: HiddenType, id: string, place: HiddenIn, by: string, now: number) {
  hideItem(sql, kindOf(type), id, place, by, now);
}

/**
 * Before `unhide`: the rows of a plan-capped kind (its `planLimit`, a
 * project) that would come back with the root must fit under the cap of their
 * team, next to those already in the working views; 402 with the limit's
 * message otherwise. Called per root inside the command, so a selection is
 * counted as it is restored.
 */
export function requireRoomToRestore(sql: SqlStorage, rootId: string) {
  for (const kind of HIDEABLE.values()) {
    if (!kind.planLimit || !kind.teamColumn) continue;
    const rows = kind.rows ? ` AND ${kind.rows}` : "";
    const returning = sql
      .exec<{ teamId: string; n: number }>(
        `SELECT x.${kind.teamColumn} AS teamId, COUNT(*) AS n FROM ${kind.table} x WHERE x.hidden_with = ?${rows} GROUP BY x.${kind.teamColumn}`,
        rootId,
      )
      .toArray();
    for (const { teamId, n } of returning) requireWithinPlanLimit(sql, kind.planLimit.key, kind.planLimit.used(sql, teamId), n);
  }
}

/** Back into the working views: the root and exactly the rows that went with it. */
export function unhide(sql: SqlStorage, rootId: string) {
  for (const table of hiddenTables()) {
    sql.exec(`UPDATE ${table} SET hidden_in = NULL, hidden_with = NULL, hidden_by = NULL, hidden_at = NULL WHERE hidden_with = ?`, rootId);
  }
}

/**
 * Deletes an item and everything under it, children first (the kind's
 * `purge`); assignees, values, dependencies, members, pins, visits, statuses
 * and columns go by their foreign keys (ON DELETE CASCADE), the search index
 * by its own triggers. Files go by triggers too, with no hook to call: a task
 * or group deleted takes its messages and attachment rows, and each attachment
 * row deleted queues its R2 object's deletion, run by the alarm once this
 * transaction has committed (migrations/triggers.ts, decision record 44).
 */
export function purge(sql: SqlStorage, type: HiddenType, id: string) {
  for (const statement of kindOf(type).purge) sql.exec(statement, id);
}

export type { Contents };

export function contentsOf(sql: SqlStorage, type: HiddenType, id: string): Contents {
  const contents: Contents = { folders: 0, projects: 0, taskGroups: 0, tasks: 0, subtasks: 0 };
  for (const [key, query] of Object.entries(kindOf(type).contents)) {
    contents[key as keyof Contents] = sql.exec<{ n: number }>(query, id).one().n;
  }
  return contents;
}
