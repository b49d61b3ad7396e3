import { DAY_MS } from "~/lib/days";
import { seesEverything } from "~/lib/permissions";
import { HIGHLIGHT_CLOSE, HIGHLIGHT_OPEN, highlightMarkup } from "~/lib/search/highlight";
import { SEARCH_GROUPS, type GlobalSearchResult, type SearchGroup, type SearchHit } from "~/schemas/search";
import { visibleProjects } from "../../access";
import type { MemberContext } from "../../operations";
import { SEARCHABLE } from "../../kindRegistry";
import { IN_IDS } from "../../sql";

/**
 * A search in a few statements (decision record 32). (1) The FTS5 match,
 * joined to search_items and kept only where the caller may open the item,
 * counted per result group, so counts never include what the caller cannot
 * see. (2) One more pass ranks each group's hits (a window per group). (3) The
 * best hits' base rows: names, places, STATUS, and archived or deleted state
 * from hidden_in. (4) Their highlights.
 */
/** Relevance (bm25: names weigh ten times the descriptions and values), up to twice as strong for what changed lately. */
const RANK = `bm25(search_index, 10.0, 10.0, 10.0, 1.0) * (1.0 + 1.0 / (1.0 + (? - i.updated_at) / ${DAY_MS}.0))`;

/** Which index rows the caller may open: people, their teams (all for tenant admins), and items of the projects they see. */
function openable(context: MemberContext): { where: string; params: unknown[] } {
  if (seesEverything(context.viewer.member.role)) return { where: "1 = 1", params: [] };
  const projects = visibleProjects(context, "p");
  return {
    where: `(i.result_group = 'owner'
      OR i.result_group = 'teams' AND i.team_id IN (SELECT team_id FROM team_members WHERE user_id = ?)
      OR EXISTS (SELECT 1 FROM projects p WHERE p.id = i.project_id AND ${projects.where}))`,
    params: [context.viewer.member.userId, ...projects.params],
  };
}

/**
 * Above this many hits a group is ordered by recency alone: bm25 costs a call per hit, and
 * among thousands of hits of one common word the newest are the likelier ones.
 */
export const RANKED_MAX = 1_000;

type Ranked = { rowid: number; result_group: SearchGroup; item_id: string; kind: string };

/** From the match to the hits the caller may open (the condition's parameters follow the match and the groups). */
const FROM_MATCH = (where: string) =>
  `FROM search_index JOIN search_items i ON i.rowid = search_index.rowid WHERE search_index MATCH ? AND i.result_group ${IN_IDS} AND ${where}`;

function countsOf(context: MemberContext, match: string, groups: readonly SearchGroup[]): Map<SearchGroup, number> {
  const { where, params } = openable(context);
  const rows = context.sql
    .exec<{ result_group: SearchGroup; count: number }>(
      `SELECT i.result_group AS result_group, COUNT(*) AS count ${FROM_MATCH(where)} GROUP BY i.result_group`,
      match, JSON.stringify(groups), ...params,
    )
    .toArray();
  return new Map(rows.map((row) => [row.result_group, row.count]));
}

/** The best `limit` hits of each group that has any, in one pass (a window per group). */
function rankedHits(context: MemberContext, match: string, counts: Map<SearchGroup, number>, limit: number): Ranked[] {
  const { where, params } = openable(context);
  const groups = [...counts.keys()];
  const broad = groups.filter((group) => counts.get(group)! > RANKED_MAX);
  return context.sql
    .exec<Ranked>(
      `SELECT rowid, result_group, item_id, kind FROM (
         SELECT i.rowid AS rowid, i.result_group AS result_group, i.item_id AS item_id, i.kind AS kind,
                ROW_NUMBER() OVER (PARTITION BY i.result_group
                  ORDER BY CASE WHEN i.result_group ${IN_IDS} THEN -i.updated_at ELSE ${RANK} END, i.rowid DESC) AS place
           ${FROM_MATCH(where)}
       ) WHERE place <= ? ORDER BY result_group, place`,
      JSON.stringify(broad), context.now, match, JSON.stringify(groups), ...params, limit,
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
  /** A message hit's place (a searchable's own `details`). */
  item_id?: string;
  item_type?: "task" | "taskGroup";
  conversation_id?: string;
  reply_id?: string | null;
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
  // Messages have their own details (a searchable's `details`); this is never read.
  messages: TASK_DETAILS,
  owner: `SELECT user_id AS id, first_name || ' ' || last_name AS name, NULL AS team_id, NULL AS project_id, NULL AS task_id,
    NULL AS hidden_in, NULL AS project_type, NULL AS status FROM members WHERE user_id ${IN_IDS}`,
};

type Marked = { rowid: number; name: string; first_name: string; last_name: string; body: string };

const mark = (column: number) => `highlight(search_index, ${column}, '${HIGHLIGHT_OPEN}', '${HIGHLIGHT_CLOSE}')`;

/**
 * The hits' highlights in one pass over the match. The rowid test is an expression (`+rowid`), not
 * a constraint offered to FTS5: offered, SQLite runs the whole match again for each rowid, and a
 * prefix that many items share ("budget"*) is expanded once per hit.
 */
function highlightsOf(sql: SqlStorage, match: string, rowids: number[]): Map<number, Marked> {
  const rows = sql
    .exec<Marked>(
      `SELECT rowid, ${mark(0)} AS name, ${mark(1)} AS first_name, ${mark(2)} AS last_name,
              snippet(search_index, 3, '${HIGHLIGHT_OPEN}', '${HIGHLIGHT_CLOSE}', '…', 16) AS body
         FROM search_index WHERE search_index MATCH ? AND +rowid ${IN_IDS}`,
      match, JSON.stringify(rowids),
    )
    .toArray();
  return new Map(rows.map((row) => [row.rowid, row]));
}

function hitOf(row: Details, marked: Marked | undefined): SearchHit {
  const inMessage = row.conversation_id !== undefined;
  const highlight = inMessage
    ? { message: highlightMarkup(marked?.body) }
    : { name: highlightMarkup(marked?.name), firstName: highlightMarkup(marked?.first_name), lastName: highlightMarkup(marked?.last_name) };
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
    ...(inMessage ? { message: { itemId: row.item_id!, itemType: row.item_type!, conversationId: row.conversation_id!, replyId: row.reply_id ?? null } } : {}),
    highlight: Object.fromEntries(Object.entries(highlight).filter(([, markup]) => markup !== undefined)),
  };
}

/** The base rows of some hits of a group: by the group's table, or by the searchable kind's own `details` (a message). */
function detailsOf(sql: SqlStorage, group: SearchGroup, hits: readonly Ranked[]): Map<string, Details> {
  const rows: Details[] = [];
  for (const kind of new Set(hits.map((hit) => hit.kind))) {
    const ids = JSON.stringify(hits.filter((hit) => hit.kind === kind).map((hit) => hit.item_id));
    const own = SEARCHABLE.get(kind)?.details;
    const query = own ?? DETAILS[group];
    rows.push(...sql.exec<Details>(query, ...Array<string>(query.split(IN_IDS).length - 1).fill(ids)).toArray());
  }
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each of `groups` with the count of hits the caller may open and the best `limit` of them. */
export function search(context: MemberContext, match: string, groups: readonly SearchGroup[], limit: number): GlobalSearchResult {
  const counts = countsOf(context, match, groups);
  const ranked = counts.size === 0 ? [] : rankedHits(context, match, counts, limit);
  const marks = highlightsOf(context.sql, match, ranked.map((hit) => hit.rowid));
  const result: GlobalSearchResult = {};
  for (const group of SEARCH_GROUPS.filter((name) => groups.includes(name))) {
    const hits = ranked.filter((hit) => hit.result_group === group);
    const details = detailsOf(context.sql, group, hits);
    const response = hits.flatMap((hit) => {
      const row = details.get(hit.item_id);
      return row ? [hitOf(row, marks.get(hit.rowid))] : [];
    });
    result[group] = { count: counts.get(group) ?? 0, response };
  }
  return result;
}
