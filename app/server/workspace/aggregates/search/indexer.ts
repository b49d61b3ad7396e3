import { HIGHLIGHT_CLOSE, HIGHLIGHT_OPEN } from "~/lib/search/highlight";
import { SEARCHABLE } from "../../kindRegistry";
import { IN_IDS, type SearchDoc } from "../../searchable";

/**
 * Keeps the search index (decision record 32) in step with the base tables.
 * Triggers mark each changed team, project, task group, task and member in
 * search_dirty; `drainSearchIndex` turns those marks into FTS5 rows in the same
 * transaction. The core calls it after every command and system operation, so
 * no operation has to remember the index. Which kinds there are and how each
 * reads its text is the aggregates' business: each registers its `searchable`
 * kinds in its definition (decision record 41), gathered in SEARCHABLE
 * (kindRegistry.ts). A member who is not active is not found.
 */
/** The markers highlight() puts around a match may never be part of the text itself. */
const MARKERS = new RegExp(`[${HIGHLIGHT_OPEN}${HIGHLIGHT_CLOSE}]`, "g");
const clean = (text: string | null | undefined) => (text ?? "").replace(MARKERS, " ");

/** The source of a kind some trigger marks; a kind no aggregate registers is a programming error. */
function sourceOf(kind: string) {
  const searchable = SEARCHABLE.get(kind);
  if (!searchable) throw new Error(`No aggregate registers the search kind ${kind}`);
  return searchable.source;
}

function write(sql: SqlStorage, kind: string, doc: SearchDoc, now: number) {
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

function forget(sql: SqlStorage, kind: string, ids: string) {
  sql.exec(`DELETE FROM search_index WHERE rowid IN (SELECT rowid FROM search_items WHERE kind = ? AND item_id ${IN_IDS})`, kind, ids);
  sql.exec(`DELETE FROM search_items WHERE kind = ? AND item_id ${IN_IDS}`, kind, ids);
}

/** Indexes every marked item again (or forgets it when it is gone) and clears the marks. */
export function drainSearchIndex(sql: SqlStorage, now: number) {
  const marked = sql.exec<{ kind: string; item_id: string }>("SELECT kind, item_id FROM search_dirty").toArray();
  if (marked.length === 0) return;
  const byKind = new Map<string, string[]>();
  for (const { kind, item_id } of marked) {
    const ids = byKind.get(kind) ?? [];
    ids.push(item_id);
    byKind.set(kind, ids);
  }
  for (const [kind, ids] of byKind) {
    const list = JSON.stringify(ids);
    const docs = sourceOf(kind)(sql, list);
    const found = new Set(docs.map((doc) => doc.id));
    const gone = ids.filter((id) => !found.has(id));
    if (gone.length) forget(sql, kind, JSON.stringify(gone));
    for (const doc of docs) write(sql, kind, doc, now);
  }
  sql.exec("DELETE FROM search_dirty");
}
