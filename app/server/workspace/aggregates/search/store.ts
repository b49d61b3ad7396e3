import { seesEverything } from "~/lib/permissions";
import { HIGHLIGHT_CLOSE, HIGHLIGHT_OPEN, highlightMarkup } from "~/lib/search/highlight";
import type { SearchGroup, SearchGroupResult, SearchHit } from "~/schemas/search";
import { visibleProjects } from "../../access";
import type { MemberContext } from "../../operations";

/**
 * The hits of one result group (decision record 32): the FTS5 match joined to
 * the item's base row, kept only where the caller may open it, so that the
 * count and the hits never carry anything the caller cannot see. Archived and
 * deleted state is read from the row's hidden_in here, not from the index.
 */
type HitRow = {
  id: string;
  name: string;
  team_id: string | null;
  project_id: string | null;
  task_id: string | null;
  hidden_in: string | null;
  project_type: "PRIVATE" | "PUBLIC" | null;
  status: string | null;
  name_hl: string | null;
  first_hl: string | null;
  last_hl: string | null;
};

const DAY_MS = 86_400_000;
const mark = (column: number) => `highlight(search_index, ${column}, '${HIGHLIGHT_OPEN}', '${HIGHLIGHT_CLOSE}')`;
/** Relevance (bm25: names weigh ten times the descriptions and values), up to twice as strong for what changed lately. */
const RANK = `bm25(search_index, 0.0, 10.0, 10.0, 10.0, 1.0) * (1.0 + 1.0 / (1.0 + (? - i.updated_at) / ${DAY_MS}.0))`;

type Plan = { from: string; select: string; where: string; params: unknown[] };

/** Where a project's items may be opened: the caller sees the project (alias p). */
function inVisibleProject(context: MemberContext, from: string, select: string): Plan {
  const { where, params } = visibleProjects(context, "p");
  return { from, select, where, params };
}

const PROJECT_PART = "p.team_id AS team_id, p.id AS project_id, p.visibility AS project_type";
const NO_PEOPLE = "NULL AS first_hl, NULL AS last_hl";

const PLANS: Record<SearchGroup, (context: MemberContext) => Plan> = {
  teams: ({ viewer }) => ({
    from: "JOIN teams t ON t.id = i.item_id",
    select: `t.id, t.name, t.id AS team_id, NULL AS project_id, NULL AS task_id, t.hidden_in, NULL AS project_type, NULL AS status, ${mark(1)} AS name_hl, ${NO_PEOPLE}`,
    ...(seesEverything(viewer.member.role)
      ? { where: "1 = 1", params: [] }
      : { where: "t.id IN (SELECT team_id FROM team_members WHERE user_id = ?)", params: [viewer.member.userId] }),
  }),
  projects: (context) =>
    inVisibleProject(
      context,
      "JOIN projects p ON p.id = i.item_id",
      `p.id, p.name, ${PROJECT_PART}, NULL AS task_id, p.hidden_in, NULL AS status, ${mark(1)} AS name_hl, ${NO_PEOPLE}`,
    ),
  groups: (context) =>
    inVisibleProject(
      context,
      "JOIN task_groups g ON g.id = i.item_id JOIN projects p ON p.id = g.project_id",
      `g.id, g.name, ${PROJECT_PART}, NULL AS task_id, g.hidden_in, NULL AS status, ${mark(1)} AS name_hl, ${NO_PEOPLE}`,
    ),
  tasks: (context) => taskPlan(context),
  subTasks: (context) => taskPlan(context),
  owner: () => ({
    from: "JOIN members m ON m.user_id = i.item_id",
    select: `m.user_id AS id, m.first_name || ' ' || m.last_name AS name, NULL AS team_id, NULL AS project_id, NULL AS task_id, NULL AS hidden_in,
             NULL AS project_type, NULL AS status, ${mark(1)} AS name_hl, ${mark(2)} AS first_hl, ${mark(3)} AS last_hl`,
    where: "m.status = 'ACTIVE'",
    params: [],
  }),
};

/** A task's link needs its top-level task (a subtask's parent), and its row shows its status. */
const taskPlan = (context: MemberContext) =>
  inVisibleProject(
    context,
    "JOIN tasks t ON t.id = i.item_id JOIN projects p ON p.id = t.project_id LEFT JOIN statuses s ON s.id = t.status_id",
    `t.id, t.name, ${PROJECT_PART}, COALESCE(t.parent_id, t.id) AS task_id, t.hidden_in, s.name AS status, ${mark(1)} AS name_hl, ${NO_PEOPLE}`,
  );

function hitOf(row: HitRow): SearchHit {
  const highlight = { name: highlightMarkup(row.name_hl), firstName: highlightMarkup(row.first_hl), lastName: highlightMarkup(row.last_hl) };
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

/** The count of a group's hits the caller may open, and the best `limit` of them. */
export function searchGroup(context: MemberContext, group: SearchGroup, match: string, limit: number): SearchGroupResult {
  const { from, select, where, params } = PLANS[group](context);
  const body = `FROM search_index JOIN search_items i ON i.rowid = search_index.rowid ${from} WHERE search_index MATCH ? AND ${where}`;
  const { count } = context.sql.exec<{ count: number }>(`SELECT COUNT(*) AS count ${body}`, match, ...params).one();
  if (count === 0) return { count, response: [] };
  const rows = context.sql.exec<HitRow>(`SELECT ${select} ${body} ORDER BY ${RANK} LIMIT ?`, match, ...params, context.now, limit).toArray();
  return { count, response: rows.map(hitOf) };
}
