import { seesEverything } from "~/lib/permissions";
import { HIGHLIGHT_CLOSE, HIGHLIGHT_OPEN, highlightMarkup } from "~/lib/search/highlight";
import { SEARCH_GROUPS, type GlobalSearchResult, type SearchGroup, type SearchHit } from "~/schemas/search";
import { visibleProjects } from "../../access";
import type { MemberContext } from "../../operations";

/**
 * A search in three statements (decision record 32). (1) One pass over the
 * FTS5 match, joined to search_items and kept only where the caller may open
 * the item, counts each result group and ranks its hits (window functions), so
 * counts never include what the caller cannot see. (2) The best hits' base
 * rows: names, places, STATUS, and archived or deleted state from hidden_in.
 * (3) Their highlights.
 */
const IN_IDS = "IN (SELECT value FROM json_each(?))";
const DAY_MS = 86_400_000;
/** Relevance (bm25: names weigh ten times the descriptions and values), up to twice as strong for what changed lately. */
const RANK = `bm25(search_index, 10.0, 10.0, 10.0, 1.0) * (1.0 + 1.0 / (1.0 + (? - i.updated_at) / ${DAY_MS}.0))`;

/** Which index rows the caller may open: people, their teams (all for tenant admins), and items of the projects they see. */
function openable(context: MemberContext): { where: string; params: unknown[] } {
  if (seesEverything(context.viewer.member.role)) return { where: "1 = 1", params: [] };
  const projects = visibleProjects(context, "p");
  return {
    where: `(i.result_group = 'owner'
      OR i.result_group = 'teams' AND i.team_id IN (SELECT team_id FROM team_members WHERE user_id = ?)
      OR i.project_id IN (SELECT p.id FROM projects p WHERE ${projects.where}))`,
    params: [context.viewer.member.userId, ...projects.params],
  };
}

type Ranked = { rowid: number; result_group: SearchGroup; item_id: string; count: number };

function rankedHits(context: MemberContext, match: string, groups: readonly SearchGroup[], limit: number): Ranked[] {
  const { where, params } = openable(context);
  return context.sql
    .exec<Ranked>(
      `SELECT rowid, result_group, item_id, count FROM (
         SELECT i.rowid AS rowid, i.result_group AS result_group, i.item_id AS item_id,
                COUNT(*) OVER (PARTITION BY i.result_group) AS count,
                ROW_NUMBER() OVER (PARTITION BY i.result_group ORDER BY ${RANK}) AS place
           FROM search_index JOIN search_items i ON i.rowid = search_index.rowid
          WHERE search_index MATCH ? AND i.result_group ${IN_IDS} AND ${where}
       ) WHERE place <= ? ORDER BY result_group, place`,
      context.now, match, JSON.stringify(groups), ...params, limit,
    )
    .toArray();
}

type Details = {
  id: string;
  name: string;
  team_id: string | null;
  project_id: string | null;
  task_id: string | null;
  hidden_in: string | null;
  project_type: "PRIVATE" | "PUBLIC" | null;
  status: string | null;
};

const PROJECT_PART = "p.team_id AS team_id, p.id AS project_id, p.visibility AS project_type";
const TASK_DETAILS = `SELECT t.id, t.name, ${PROJECT_PART}, COALESCE(t.parent_id, t.id) AS task_id, t.hidden_in, s.name AS status
  FROM tasks t JOIN projects p ON p.id = t.project_id LEFT JOIN statuses s ON s.id = t.status_id WHERE t.id ${IN_IDS}`;

/** Each group's base rows, by item id; a task's link needs its top-level task (a subtask's parent) and its row shows its status. */
const DETAILS: Record<SearchGroup, string> = {
  teams: `SELECT id, name, id AS team_id, NULL AS project_id, NULL AS task_id, hidden_in, NULL AS project_type, NULL AS status
    FROM teams WHERE id ${IN_IDS}`,
  projects: `SELECT p.id, p.name, ${PROJECT_PART}, NULL AS task_id, p.hidden_in, NULL AS status FROM projects p WHERE p.id ${IN_IDS}`,
  groups: `SELECT g.id, g.name, ${PROJECT_PART}, NULL AS task_id, g.hidden_in, NULL AS status
    FROM task_groups g JOIN projects p ON p.id = g.project_id WHERE g.id ${IN_IDS}`,
  tasks: TASK_DETAILS,
  subTasks: TASK_DETAILS,
  owner: `SELECT user_id AS id, first_name || ' ' || last_name AS name, NULL AS team_id, NULL AS project_id, NULL AS task_id,
    NULL AS hidden_in, NULL AS project_type, NULL AS status FROM members WHERE user_id ${IN_IDS}`,
};

type Marked = { rowid: number; name: string; first_name: string; last_name: string };

const mark = (column: number) => `highlight(search_index, ${column}, '${HIGHLIGHT_OPEN}', '${HIGHLIGHT_CLOSE}')`;

function highlightsOf(sql: SqlStorage, match: string, rowids: number[]): Map<number, Marked> {
  const rows = sql
    .exec<Marked>(
      `SELECT rowid, ${mark(0)} AS name, ${mark(1)} AS first_name, ${mark(2)} AS last_name
         FROM search_index WHERE search_index MATCH ? AND rowid ${IN_IDS}`,
      match, JSON.stringify(rowids),
    )
    .toArray();
  return new Map(rows.map((row) => [row.rowid, row]));
}

function hitOf(row: Details, marked: Marked | undefined): SearchHit {
  const highlight = { name: highlightMarkup(marked?.name), firstName: highlightMarkup(marked?.first_name), lastName: highlightMarkup(marked?.last_name) };
  return {
    source: {
      id: row.id,
      name: row.name,
      teamId: row.team_id,
      projectId: row.project_id,
      taskId: row.task_id,
      isDeleted: row.hidden_in === "bin",
      isArchived: row.hidden_in === "archive",
      projectType: row.project_type,
      columns: row.status === null ? [] : [{ columnType: "STATUS", value: row.status }],
    },
    highlight: Object.fromEntries(Object.entries(highlight).filter(([, markup]) => markup !== undefined)),
  };
}

/** Each of `groups` with the count of hits the caller may open and the best `limit` of them. */
export function search(context: MemberContext, match: string, groups: readonly SearchGroup[], limit: number): GlobalSearchResult {
  const ranked = rankedHits(context, match, groups, limit);
  const marks = highlightsOf(context.sql, match, ranked.map((hit) => hit.rowid));
  const result: GlobalSearchResult = {};
  for (const group of SEARCH_GROUPS.filter((name) => groups.includes(name))) {
    const hits = ranked.filter((hit) => hit.result_group === group);
    const details = new Map(
      hits.length === 0
        ? []
        : context.sql.exec<Details>(DETAILS[group], JSON.stringify(hits.map((hit) => hit.item_id))).toArray().map((row) => [row.id, row]),
    );
    const response = hits.flatMap((hit) => {
      const row = details.get(hit.item_id);
      return row ? [hitOf(row, marks.get(hit.rowid))] : [];
    });
    result[group] = { count: hits[0]?.count ?? 0, response };
  }
  return result;
}
