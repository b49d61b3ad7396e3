import type { SearchGroup } from "~/schemas/search";

/**
 * What one item contributes to the search index (decision record 32), and
 * where it lives: its team and project decide who may find it.
 */
export type SearchDoc = {
  id: string;
  group: SearchGroup;
  team_id: string | null;
  project_id: string | null;
  name: string;
  first_name: string;
  last_name: string;
  body: string;
};

/**
 * How an aggregate's kind of item is searchable (decision record 41): `kind` is
 * the name its search triggers mark in search_dirty (migrations/triggers.ts);
 * `source` reads the documents of the marked ids (a JSON list, for `IN_IDS`).
 * An id it does not answer is gone from the index.
 */
export type Searchable = {
  readonly kind: string;
  source(sql: SqlStorage, ids: string): SearchDoc[];
  /**
   * How its hits are shown, when not as the base row of their group (a message shows its item):
   * SQL reading the hit ids with `IN_IDS` (the JSON list once per `IN_IDS`), answering the search's
   * hit columns and, for a message, item_id, item_type, conversation_id and reply_id.
   */
  readonly details?: string;
};

/** The condition a source reads its marked ids with (one `?`, the JSON list). */
export { IN_IDS } from "./sql";

export type Placed = { id: string; name: string; team_id?: string | null; project_id?: string | null; body?: string };

/** A document found by its name (and body), with no person's names. */
export const named = (group: SearchGroup, { id, name, team_id = null, project_id = null, body = "" }: Placed): SearchDoc => ({
  id, group, team_id, project_id, name, first_name: "", last_name: "", body,
});
