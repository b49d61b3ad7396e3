import { AUDIT_ID_KEYS, type AuditName } from "~/lib/auditLog";
import { IN_IDS } from "../../sql";

type Row = { id: string; name: string; team_id: string | null; project_id: string | null; parent_id: string | null };

/**
 * Where each kind of id is looked up, and where its name links to (issue 43 §5: the audit log names
 * what it shows, server-side). An id found in none of them (purged, or no id at all) gets no name.
 */
const LOOKUPS: ReadonlyArray<{ kind: string; sql: string; href: (row: Row) => string | null }> = [
  {
    kind: "task",
    sql: `SELECT t.id, t.name, p.team_id, t.project_id, t.parent_id FROM tasks t JOIN projects p ON p.id = t.project_id WHERE t.id ${IN_IDS}`,
    href: (row) => `/projects/${row.team_id}/${row.project_id}?taskId=${row.parent_id ?? row.id}&scrollTaskId=${row.id}`,
  },
  {
    kind: "project",
    sql: `SELECT id, name, team_id, id AS project_id, NULL AS parent_id FROM projects WHERE id ${IN_IDS}`,
    href: (row) => `/projects/${row.team_id}/${row.id}`,
  },
  {
    kind: "task group",
    sql: `SELECT g.id, g.name, p.team_id, g.project_id, NULL AS parent_id FROM task_groups g JOIN projects p ON p.id = g.project_id WHERE g.id ${IN_IDS}`,
    href: (row) => `/projects/${row.team_id}/${row.project_id}?groupId=${row.id}`,
  },
  { kind: "team", sql: `SELECT id, name, id AS team_id, NULL AS project_id, NULL AS parent_id FROM teams WHERE id ${IN_IDS}`, href: (row) => `/projects/${row.id}` },
  {
    kind: "person",
    sql: `SELECT user_id AS id, TRIM(first_name || ' ' || last_name) AS name, NULL AS team_id, NULL AS project_id, NULL AS parent_id FROM members WHERE user_id ${IN_IDS}`,
    href: (row) => `/people/${encodeURIComponent(row.id)}?back=${encodeURIComponent("/settings/audit-log")}`,
  },
  { kind: "dashboard", sql: `SELECT id, name, NULL AS team_id, NULL AS project_id, NULL AS parent_id FROM dashboards WHERE id ${IN_IDS}`, href: (row) => `/dashboard/${row.id}` },
  { kind: "folder", sql: `SELECT id, name, team_id, NULL AS project_id, NULL AS parent_id FROM folders WHERE id ${IN_IDS}`, href: () => null },
  { kind: "status", sql: `SELECT id, name, team_id, NULL AS project_id, NULL AS parent_id FROM statuses WHERE id ${IN_IDS}`, href: () => null },
  { kind: "column", sql: `SELECT id, name, NULL AS team_id, project_id, NULL AS parent_id FROM columns WHERE id ${IN_IDS}`, href: () => null },
];

type Entry = { itemId: string; parentId: string | null; detail: Record<string, string | number | boolean | null> };

/** The ids an entry names: its item, the item it is on, and the detail's ids (some a comma list). */
export function idsOf(entry: Entry): string[] {
  const fromDetail = AUDIT_ID_KEYS.flatMap((key) => {
    const value = entry.detail[key];
    return typeof value === "string" ? value.split(",") : [];
  });
  return [entry.itemId, ...(entry.parentId ? [entry.parentId] : []), ...fromDetail].filter((id) => id !== "");
}

/** The names (and links) of every id a page of entries names, in one statement per kind of item. */
export function namesOf(sql: SqlStorage, entries: readonly Entry[]): Record<string, AuditName> {
  let unknown = [...new Set(entries.flatMap(idsOf))];
  const names: Record<string, AuditName> = {};
  for (const lookup of LOOKUPS) {
    if (unknown.length === 0) break;
    for (const row of sql.exec<Row>(lookup.sql, JSON.stringify(unknown)).toArray()) names[row.id] = { name: row.name, kind: lookup.kind, href: lookup.href(row) };
    unknown = unknown.filter((id) => !(id in names));
  }
  return names;
}
