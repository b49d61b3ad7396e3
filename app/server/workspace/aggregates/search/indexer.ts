import { docToText } from "~/schemas/richText";
import { SEARCH_TEXT_COLUMN_TYPES, type SearchGroup } from "~/schemas/search";
import { HIGHLIGHT_CLOSE, HIGHLIGHT_OPEN } from "~/lib/search/highlight";

/**
 * Keeps the search index (decision record 32) in step with the base tables.
 * Triggers mark each changed team, project, task group, task and member in
 * search_dirty; `drainSearchIndex` turns those marks into FTS5 rows in the same
 * transaction. The core calls it after every command and system operation, so
 * no operation has to remember the index. A member who is not active is not found.
 */
type Kind = "team" | "project" | "group" | "task" | "member";

/** What one item contributes to the index, and where it lives (what decides who may find it). */
type Doc = {
  id: string;
  group: SearchGroup;
  team_id: string | null;
  project_id: string | null;
  name: string;
  first_name: string;
  last_name: string;
  body: string;
};

type Placed = { id: string; name: string; team_id?: string | null; project_id?: string | null; body?: string };

const IN_IDS = "IN (SELECT value FROM json_each(?))";
const TEXT_TYPES = SEARCH_TEXT_COLUMN_TYPES.map((type) => `'${type}'`).join(", ");

/** The markers highlight() puts around a match may never be part of the text itself. */
const MARKERS = new RegExp(`[${HIGHLIGHT_OPEN}${HIGHLIGHT_CLOSE}]`, "g");
const clean = (text: string | null | undefined) => (text ?? "").replace(MARKERS, " ");

function descriptionText(json: string | null): string {
  if (!json) return "";
  try {
    return docToText(JSON.parse(json) as Parameters<typeof docToText>[0]);
  } catch {
    return "";
  }
}

const named = (group: SearchGroup, { id, name, team_id = null, project_id = null, body = "" }: Placed): Doc => ({
  id, group, team_id, project_id, name, first_name: "", last_name: "", body,
});

/** How each kind of item reads the text it is found by, for a list of ids. */
const SOURCES: Record<Kind, (sql: SqlStorage, ids: string) => Doc[]> = {
  team: (sql, ids) =>
    sql
      .exec<Placed>(`SELECT id, name, id AS team_id FROM teams WHERE id ${IN_IDS}`, ids)
      .toArray()
      .map((row) => named("teams", row)),
  project: (sql, ids) =>
    sql
      .exec<Placed>(`SELECT id, name, id AS project_id, description AS body FROM projects WHERE id ${IN_IDS}`, ids)
      .toArray()
      .map((row) => named("projects", row)),
  group: (sql, ids) =>
    sql
      .exec<Placed>(`SELECT id, name, project_id FROM task_groups WHERE id ${IN_IDS}`, ids)
      .toArray()
      .map((row) => named("groups", row)),
  task: (sql, ids) =>
    sql
      .exec<{ id: string; name: string; project_id: string; parent_id: string | null; description_json: string | null; values_text: string | null }>(
        `SELECT t.id, t.name, t.project_id, t.parent_id, t.description_json,
                (SELECT group_concat(v.value_json ->> '$', char(10)) FROM task_values v JOIN columns c ON c.id = v.column_id
                  WHERE v.task_id = t.id AND c.type IN (${TEXT_TYPES})) AS values_text
           FROM tasks t WHERE t.id ${IN_IDS}`,
        ids,
      )
      .toArray()
      .map((row) =>
        named(row.parent_id ? "subTasks" : "tasks", {
          id: row.id,
          name: row.name,
          project_id: row.project_id,
          body: [descriptionText(row.description_json), row.values_text ?? ""].join("\n"),
        }),
      ),
  member: (sql, ids) =>
    sql
      .exec<{ id: string; first_name: string; last_name: string }>(
        `SELECT user_id AS id, first_name, last_name FROM members WHERE user_id ${IN_IDS} AND status = 'ACTIVE'`,
        ids,
      )
      .toArray()
      .map((row) => ({ ...named("owner", { id: row.id, name: `${row.first_name} ${row.last_name}` }), first_name: row.first_name, last_name: row.last_name })),
};

function write(sql: SqlStorage, kind: Kind, doc: Doc, now: number) {
  const { rowid } = sql
    .exec<{ rowid: number }>(
      `INSERT INTO search_items (kind, item_id, result_group, team_id, project_id, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (kind, item_id) DO UPDATE SET result_group = excluded.result_group, team_id = excluded.team_id,
         project_id = excluded.project_id, updated_at = excluded.updated_at
       RETURNING rowid`,
      kind, doc.id, doc.group, doc.team_id, doc.project_id, now,
    )
    .one();
  sql.exec("DELETE FROM search_index WHERE rowid = ?", rowid);
  sql.exec(
    "INSERT INTO search_index (rowid, name, first_name, last_name, body) VALUES (?, ?, ?, ?, ?)",
    rowid, clean(doc.name), clean(doc.first_name), clean(doc.last_name), clean(doc.body),
  );
}

function forget(sql: SqlStorage, kind: Kind, ids: string) {
  sql.exec(`DELETE FROM search_index WHERE rowid IN (SELECT rowid FROM search_items WHERE kind = ? AND item_id ${IN_IDS})`, kind, ids);
  sql.exec(`DELETE FROM search_items WHERE kind = ? AND item_id ${IN_IDS}`, kind, ids);
}

/** Indexes every marked item again (or forgets it when it is gone) and clears the marks. */
export function drainSearchIndex(sql: SqlStorage, now: number) {
  const marked = sql.exec<{ kind: Kind; item_id: string }>("SELECT kind, item_id FROM search_dirty").toArray();
  if (marked.length === 0) return;
  const byKind = new Map<Kind, string[]>();
  for (const { kind, item_id } of marked) {
    const ids = byKind.get(kind) ?? [];
    ids.push(item_id);
    byKind.set(kind, ids);
  }
  for (const [kind, ids] of byKind) {
    const list = JSON.stringify(ids);
    const docs = SOURCES[kind](sql, list);
    const found = new Set(docs.map((doc) => doc.id));
    const gone = ids.filter((id) => !found.has(id));
    if (gone.length) forget(sql, kind, JSON.stringify(gone));
    for (const doc of docs) write(sql, kind, doc, now);
  }
  sql.exec("DELETE FROM search_dirty");
}
