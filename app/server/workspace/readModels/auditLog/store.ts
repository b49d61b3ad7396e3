import type { AuditLogQuery } from "~/schemas/auditLog";
import { ACTIVITY_COLUMNS, ACTIVITY_JOINS, activityView, type ActivityRow } from "../../activity";
import { decodeCursor, pageOf } from "../../keysetCursor";
import { limitTo } from "../../sql";
import { idsOf, namesOf } from "./names";

const DAY_END = "T23:59:59.999Z";

/** The conditions of the filters that are set, with their parameters, in a fixed order. */
function filtersOf(query: AuditLogQuery): { where: string[]; params: Array<string | number> } {
  const parts: Array<[string, string | number | undefined]> = [
    ["a.actor_id = ?", query.actorId],
    ["a.item_type = ?", query.itemType],
    ["a.item_id = ?", query.itemId],
    ["a.created_at >= ?", query.from && Date.parse(`${query.from}T00:00:00Z`)],
    ["a.created_at <= ?", query.to && Date.parse(`${query.to}${DAY_END}`)],
  ];
  const set = parts.filter((part): part is [string, string | number] => part[1] !== undefined);
  return { where: set.map(([condition]) => condition), params: set.map(([, value]) => value) };
}

/** Every entry of the activity log that matches, newest first, a page at a time (keyset on the entry's id), with the names of what it names. */
export function auditEntries(sql: SqlStorage, query: AuditLogQuery, limit: number) {
  const before = query.cursor ? decodeCursor(query.cursor, 1) : null;
  const { where, params } = filtersOf(query);
  const conditions = [...where, ...(before ? ["a.id < ?"] : [])];
  const rows = sql
    .exec<ActivityRow>(
      `SELECT ${ACTIVITY_COLUMNS} FROM activity a ${ACTIVITY_JOINS}
       ${conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : ""}
       ORDER BY a.id DESC ${limitTo(limit + 1)}`,
      ...params, ...(before ?? []),
    )
    .toArray();
  const page = pageOf(rows, limit, (row) => [row.id], activityView);
  const names = namesOf(sql, page.items);
  return {
    ...page,
    items: page.items.map((entry) => ({ ...entry, names: Object.fromEntries(idsOf(entry).flatMap((id) => (names[id] ? [[id, names[id]]] : []))) })),
  };
}
