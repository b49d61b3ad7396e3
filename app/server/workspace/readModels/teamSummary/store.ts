import type { CardFilter } from "~/schemas/teamSummary";
import { workingProjects } from "../../access";
import { ACTIVITY_COLUMNS, ACTIVITY_JOINS, activityView, type ActivityRow } from "../../activity";
import { personColumns, personName, type PersonNameRow } from "../../people";
import { decodeCursor, pageOf } from "../../keysetCursor";
import type { MemberContext } from "../../operations";
import { isDoneCategory } from "~/lib/statuses";
import { OPEN } from "../myspace/store";
import { limitTo } from "../../sql";

/**
 * Team summary reads. Projects come from projects_by_team, task counts from
 * tasks_by_project_status and tasks_by_project_due (one range per project),
 * activity from activity_by_team: no statement reads more than the team's rows.
 */
type Scope = Pick<MemberContext, "sql" | "viewer">;
type Param = string | number;

/** The team's projects the viewer can see, as a condition on `p` with its parameters. */
function teamProjects(scope: Scope, teamId: string) {
  const visible = workingProjects(scope, "p");
  return { where: `p.team_id = ? AND ${visible.where}`, params: [teamId, ...visible.params] as Param[] };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const OVERDUE_IN_PROJECT = `EXISTS (SELECT 1 FROM tasks t LEFT JOIN statuses s ON s.id = t.status_id
  WHERE t.project_id = p.id AND t.hidden_in IS NULL AND t.due_date < ? AND ${OPEN})`;

function filterOf(filter: CardFilter, today: string) {
  const parts: Array<[string, ...Param[]]> = [];
  if (filter.search) parts.push(["p.name LIKE ? ESCAPE '\\'", likePattern(filter.search)]);
  if (filter.folderId === "none") parts.push(["p.folder_id IS NULL"]);
  else if (filter.folderId) parts.push(["p.folder_id = ?", filter.folderId]);
  if (filter.visibility) parts.push(["p.visibility = ?", filter.visibility]);
  if (filter.overdueOnly) parts.push([OVERDUE_IN_PROJECT, today]);
  return { where: parts.map(([part]) => ` AND ${part}`).join(""), params: parts.flatMap(([, ...params]) => params) };
}

type ProjectRow = { id: string; name: string; visibility: string; folder_id: string | null; folder_name: string | null; position: string };

export type StatusInfo = { id: string; name: string; category: string; colour: string };

export function teamStatuses(sql: SqlStorage, teamId: string): StatusInfo[] {
  return sql
    .exec<StatusInfo>("SELECT id, name, category, colour FROM statuses WHERE team_id = ? ORDER BY position", teamId)
    .toArray();
}

type Counts = { total: number; done: number; open: number; overdue: number };

const progressOf = ({ total, done }: Counts) => (total === 0 ? 0 : Math.round((100 * done) / total));

/** Tasks (subtasks included) by status for a set of projects, from the project/status index. */
function statusCounts(sql: SqlStorage, projects: { where: string; params: Param[] }) {
  return sql
    .exec<{ project_id: string; status_id: string | null; n: number }>(
      `SELECT t.project_id, t.status_id, COUNT(*) AS n FROM tasks t
       WHERE t.project_id IN (SELECT p.id FROM projects p WHERE ${projects.where}) AND t.hidden_in IS NULL
       GROUP BY t.project_id, t.status_id`,
      ...projects.params,
    )
    .toArray();
}

function overdueCounts(sql: SqlStorage, projects: { where: string; params: Param[] }, today: string) {
  return sql
    .exec<{ project_id: string; n: number }>(
      `SELECT t.project_id, COUNT(*) AS n FROM tasks t LEFT JOIN statuses s ON s.id = t.status_id
       WHERE t.project_id IN (SELECT p.id FROM projects p WHERE ${projects.where}) AND t.hidden_in IS NULL AND t.due_date < ? AND ${OPEN}
       GROUP BY t.project_id`,
      ...projects.params,
      today,
    )
    .toArray();
}

/** Counts per project (and per status), for the projects selected by `projects`. */
function countsByProject(scope: Scope, teamId: string, projects: { where: string; params: Param[] }, today: string) {
  const done = new Set(teamStatuses(scope.sql, teamId).filter((s) => isDoneCategory(s.category)).map((s) => s.id));
  const counts = new Map<string, Counts & { byStatus: Map<string | null, number> }>();
  const of = (projectId: string) => {
    let found = counts.get(projectId);
    if (!found) counts.set(projectId, (found = { total: 0, done: 0, open: 0, overdue: 0, byStatus: new Map() }));
    return found;
  };
  for (const row of statusCounts(scope.sql, projects)) {
    const project = of(row.project_id);
    project.total += row.n;
    if (row.status_id && done.has(row.status_id)) project.done += row.n;
    else project.open += row.n;
    project.byStatus.set(row.status_id, row.n);
  }
  for (const row of overdueCounts(scope.sql, projects, today)) of(row.project_id).overdue = row.n;
  return (projectId: string) => counts.get(projectId) ?? { total: 0, done: 0, open: 0, overdue: 0, byStatus: new Map<string | null, number>() };
}

const toCard = (row: ProjectRow, counts: Counts) => ({
  projectId: row.id,
  name: row.name,
  visibility: row.visibility,
  folderId: row.folder_id,
  folderName: row.folder_name,
  total: counts.total,
  open: counts.open,
  done: counts.done,
  overdue: counts.overdue,
  progress: progressOf(counts),
});
export type ProjectCard = ReturnType<typeof toCard>;

const PROJECT_COLUMNS = "p.id, p.name, p.visibility, p.folder_id, f.name AS folder_name, p.position";

/** A page of project cards of the team, in the team's order, narrowed by the filter. */
export function projectCards(scope: Scope, teamId: string, today: string, filter: CardFilter, limit: number, cursor?: string) {
  const projects = teamProjects(scope, teamId);
  const narrowed = filterOf(filter, today);
  const after = cursor ? decodeCursor(cursor, 2) : null;
  const rows = scope.sql
    .exec<ProjectRow>(
      `SELECT ${PROJECT_COLUMNS} FROM projects p LEFT JOIN folders f ON f.id = p.folder_id
       WHERE ${projects.where}${narrowed.where}
         ${after ? "AND (p.position > ? OR (p.position = ? AND p.id > ?))" : ""}
       ORDER BY p.position, p.id ${limitTo(limit + 1)}`,
      ...projects.params,
      ...narrowed.params,
      ...(after ? [after[0], after[0], after[1]] : []),
    )
    .toArray();
  const shown = rows.slice(0, limit);
  const onPage = { where: `p.id IN (${shown.map(() => "?").join(", ") || "NULL"})`, params: shown.map((row) => row.id) };
  const counts = countsByProject(scope, teamId, onPage, today);
  return pageOf(rows, limit, (row) => [row.position, row.id], (row) => toCard(row, counts(row.id)));
}

/** One project's card with its tasks by status. */
export function projectCard(scope: Scope, teamId: string, projectId: string, today: string) {
  const row = scope.sql
    .exec<ProjectRow>(`SELECT ${PROJECT_COLUMNS} FROM projects p LEFT JOIN folders f ON f.id = p.folder_id WHERE p.id = ?`, projectId)
    .one();
  const counts = countsByProject(scope, teamId, { where: "p.id = ?", params: [projectId] }, today)(projectId);
  const statuses = teamStatuses(scope.sql, teamId).map((status) => ({ ...status, count: counts.byStatus.get(status.id) ?? 0 }));
  return { ...toCard(row, counts), statuses, noStatus: counts.byStatus.get(null) ?? 0 };
}

/** The team's totals over the projects the viewer can see. */
export function teamCounts(scope: Scope, teamId: string, today: string) {
  const projects = teamProjects(scope, teamId);
  const ids = scope.sql
    .exec<{ id: string }>(`SELECT p.id FROM projects p WHERE ${projects.where}`, ...projects.params)
    .toArray()
    .map((row) => row.id);
  const counts = countsByProject(scope, teamId, projects, today);
  const total = { projects: ids.length, total: 0, open: 0, done: 0, overdue: 0 };
  for (const id of ids) {
    const c = counts(id);
    total.total += c.total;
    total.open += c.open;
    total.done += c.done;
    total.overdue += c.overdue;
  }
  return { ...total, progress: progressOf(total) };
}

type MemberRow = PersonNameRow & { role: string; email: string; image_key: string | null };

/** The team's members by name, a page at a time. */
export function teamMembers(sql: SqlStorage, teamId: string, limit: number, cursor?: string) {
  const after = cursor ? decodeCursor(cursor, 3) : null;
  const rows = sql
    .exec<MemberRow>(
      `SELECT tm.user_id, tm.role, ${personColumns("m")}, m.email, m.image_key
       FROM team_members tm CROSS JOIN members m ON m.user_id = tm.user_id
       WHERE tm.team_id = ?
         ${after ? "AND (m.first_name, m.last_name, tm.user_id) > (?, ?, ?)" : ""}
       ORDER BY m.first_name, m.last_name, tm.user_id ${limitTo(limit + 1)}`,
      teamId,
      ...(after ?? []),
    )
    .toArray();
  return pageOf(
    rows,
    limit,
    (row) => [row.first_name, row.last_name, row.user_id],
    (row) => ({ ...personName(row), email: row.email, imageKey: row.image_key, role: row.role }),
  );
}

/**
 * The team's activity, newest first, leaving out what the viewer may not see:
 * entries inside a project they cannot see, and entries about such a project.
 */
export function teamActivity(scope: Scope, teamId: string, limit: number, cursor?: string) {
  const projects = teamProjects(scope, teamId);
  const seen = `SELECT p.id FROM projects p WHERE ${projects.where}`;
  const before = cursor ? decodeCursor(cursor, 1) : null;
  const rows = scope.sql
    .exec<ActivityRow>(
      `SELECT ${ACTIVITY_COLUMNS} FROM activity a ${ACTIVITY_JOINS}
       WHERE a.team_id = ? ${before ? "AND a.id < ?" : ""}
         AND (a.project_id IS NULL OR a.project_id IN (${seen}))
         AND (a.item_type <> 'project' OR a.item_id IN (${seen}))
       ORDER BY a.id DESC ${limitTo(limit + 1)}`,
      teamId,
      ...(before ?? []),
      ...projects.params,
      ...projects.params,
    )
    .toArray();
  return pageOf(rows, limit, (row) => [row.id], activityView);
}
