import { DAY_MS } from "~/lib/days";
import { seesEverything } from "~/lib/permissions";
import { PRIORITY_NAMES, type Priority } from "~/schemas/task";
import type { WidgetConfig, WidgetKind } from "~/schemas/dashboard";
import { workingProjects } from "../../access";
import type { MemberContext } from "../../operations";

/**
 * What a widget shows, computed for the person looking (issue 18 §2): every statement reads the
 * tasks of the projects the viewer may see (access.ts `workingProjects`, the rule of every listing
 * and of search), so a dashboard shared with someone never counts, names or lists a private
 * project's tasks for them. Each kind is one GROUP BY in SQL, from the teams (a few rows) through
 * projects by team and tasks by project: indexes all the way, never a pass over every task in JS.
 * Counted: top-level tasks (subtasks belong to their task) that are neither archived nor in the bin,
 * in projects and teams that are neither.
 */
export type Slice = { key: string; label: string; value: number; colour?: string };
export type ProgressRow = { key: string; label: string; done: number; total: number; teamId: string };
export type BurnupPoint = { date: string; created: number; completed: number };
export type ListedTask = { taskId: string; name: string; projectId: string; teamId: string; projectName: string; status: string | null; dueDate: string | null; priority: string | null };

export type ChartData =
  | { kind: "number"; value: number }
  | { kind: "bars" | "donut" | "overdue" | "workload"; rows: Slice[]; total: number }
  | { kind: "progress"; rows: ProgressRow[] }
  | { kind: "burnup"; points: BurnupPoint[]; interval: "day" | "week" }
  | { kind: "taskList"; tasks: ListedTask[]; total: number };

const OPEN = "(s.category IS NULL OR s.category NOT IN ('DONE', 'CLOSED'))";
const DONE = "s.category IN ('DONE', 'CLOSED')";
export const TASK_LIST_LIMIT = 20;
const BUCKETS = { day: 14, week: 12 } as const;

/** The FROM and WHERE of a widget's tasks, as the viewer may see them, with the widget's scope and filters. */
function matching(context: MemberContext, config: WidgetConfig) {
  const visible = workingProjects(context, "p");
  const where = ["tm.hidden_in IS NULL", "t.hidden_in IS NULL", "t.parent_id IS NULL", `(${visible.where})`];
  const params: unknown[] = [...visible.params];
  const within = (column: string, values: readonly string[]) => {
    if (values.length === 0) return;
    where.push(`${column} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(values));
  };
  within("tm.id", config.teamIds);
  within("p.id", config.projectIds);
  within("s.category", config.statusCategories);
  within("t.priority", config.priorities);
  if (config.assigneeIds.length) {
    where.push("EXISTS (SELECT 1 FROM task_assignees fa WHERE fa.task_id = t.id AND fa.user_id IN (SELECT value FROM json_each(?)))");
    params.push(JSON.stringify(config.assigneeIds));
  }
  return {
    from: `teams tm CROSS JOIN projects p ON p.team_id = tm.id CROSS JOIN tasks t ON t.project_id = p.id LEFT JOIN statuses s ON s.id = t.status_id`,
    where: where.join(" AND "),
    params,
  };
}

type Grouped = { key: string | null; label: string | null; colour: string | null; value: number };

function grouped(context: MemberContext, config: WidgetConfig, select: string, extraWhere = "", extraParams: unknown[] = []) {
  const source = matching(context, config);
  return context.sql
    .exec<Grouped>(`SELECT ${select}, COUNT(*) AS value FROM ${source.from} WHERE ${source.where}${extraWhere} GROUP BY key`, ...source.params, ...extraParams)
    .toArray();
}

/** Rows of the same label (statuses of the same name in several teams) count together; largest first. */
function merged(rows: Grouped[], fallback: string): Slice[] {
  const byLabel = new Map<string, Slice>();
  for (const row of rows) {
    const label = row.label ?? fallback;
    const found = byLabel.get(label) ?? { key: row.key ?? "", label, value: 0, ...(row.colour ? { colour: row.colour } : {}) };
    found.value += row.value;
    byLabel.set(label, found);
  }
  return [...byLabel.values()].sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

const total = (rows: Slice[]) => rows.reduce((sum, row) => sum + row.value, 0);

function byGroup(context: MemberContext, config: WidgetConfig, open = false): Slice[] {
  const onlyOpen = open ? ` AND ${OPEN}` : "";
  switch (config.groupBy) {
    case "status":
      return merged(grouped(context, config, "t.status_id AS key, s.name AS label, s.colour AS colour", onlyOpen), "No status");
    case "priority":
      return merged(
        grouped(context, config, "t.priority AS key, NULL AS label, NULL AS colour", onlyOpen).map((row) => ({
          ...row,
          label: row.key ? (PRIORITY_NAMES[row.key as Priority] ?? row.key) : "No priority",
        })),
        "No priority",
      );
    case "project":
      return merged(grouped(context, config, "t.project_id AS key, p.name AS label, NULL AS colour", onlyOpen), "Project");
    case "assignee":
      return byAssignee(context, config, open);
  }
}

/** Tasks per assignee (a task of two people counts for each); unassigned ones apart, unless only open work per person is asked. */
function byAssignee(context: MemberContext, config: WidgetConfig, open: boolean): Slice[] {
  const source = matching(context, config);
  const rows = context.sql
    .exec<Grouped>(
      `SELECT a.user_id AS key, m.first_name || ' ' || m.last_name AS label, NULL AS colour, COUNT(*) AS value
       FROM ${source.from} ${open ? "CROSS" : "LEFT"} JOIN task_assignees a ON a.task_id = t.id LEFT JOIN members m ON m.user_id = a.user_id
       WHERE ${source.where}${open ? ` AND ${OPEN}` : ""} GROUP BY a.user_id`,
      ...source.params,
    )
    .toArray();
  return merged(rows, "Unassigned");
}

function progress(context: MemberContext, config: WidgetConfig): ProgressRow[] {
  const source = matching(context, config);
  return context.sql
    .exec<{ key: string; label: string; team_id: string; done: number; total: number }>(
      `SELECT t.project_id AS key, p.name AS label, p.team_id, SUM(CASE WHEN ${DONE} THEN 1 ELSE 0 END) AS done, COUNT(*) AS total
       FROM ${source.from} WHERE ${source.where} GROUP BY t.project_id ORDER BY p.name, t.project_id`,
      ...source.params,
    )
    .toArray()
    .map((row) => ({ key: row.key, label: row.label, teamId: row.team_id, done: row.done, total: row.total }));
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A burn-up: how many tasks were created and how many completed by the end of each day or week,
 * the last 14 days or 12 weeks up to today. One statement counts the tasks per bucket (bucket -1:
 * everything before the window, the baseline); the running totals are a pass over the buckets.
 */
function burnup(context: MemberContext, config: WidgetConfig, today: string): BurnupPoint[] {
  const size = (config.interval === "day" ? 1 : 7) * DAY_MS;
  const count = BUCKETS[config.interval];
  const end = Date.parse(`${today}T00:00:00Z`) + DAY_MS;
  const start = end - count * size;
  const source = matching(context, config);
  const bucket = (column: string) => `CASE WHEN ${column} < ? THEN -1 ELSE CAST((${column} - ?) / ? AS INTEGER) END`;
  const rows = context.sql
    .exec<{ what: "created" | "completed"; bucket: number; n: number }>(
      `SELECT 'created' AS what, ${bucket("t.created_at")} AS bucket, COUNT(*) AS n FROM ${source.from}
         WHERE ${source.where} AND t.created_at < ? GROUP BY bucket
       UNION ALL
       SELECT 'completed' AS what, ${bucket("t.completed_at")} AS bucket, COUNT(*) AS n FROM ${source.from}
         WHERE ${source.where} AND t.completed_at IS NOT NULL AND t.completed_at < ? AND ${DONE} GROUP BY bucket`,
      start, start, size, ...source.params, end,
      start, start, size, ...source.params, end,
    )
    .toArray();
  const created = new Array<number>(count + 1).fill(0);
  const completed = new Array<number>(count + 1).fill(0);
  for (const row of rows) (row.what === "created" ? created : completed)[row.bucket + 1] += row.n;
  const points: BurnupPoint[] = [];
  let sumCreated = created[0];
  let sumCompleted = completed[0];
  for (let index = 0; index < count; index++) {
    sumCreated += created[index + 1];
    sumCompleted += completed[index + 1];
    points.push({ date: isoDay(start + (index + 1) * size - DAY_MS), created: sumCreated, completed: sumCompleted });
  }
  return points;
}

function taskList(context: MemberContext, config: WidgetConfig): { tasks: ListedTask[]; total: number } {
  const source = matching(context, config);
  const rows = context.sql
    .exec<{ id: string; name: string; project_id: string; team_id: string; project_name: string; status: string | null; due_date: string | null; priority: string | null; total: number }>(
      `SELECT t.id, t.name, t.project_id, p.team_id, p.name AS project_name, s.name AS status, t.due_date, t.priority, COUNT(*) OVER () AS total
       FROM ${source.from} WHERE ${source.where}
       ORDER BY t.due_date IS NULL, t.due_date, t.created_at, t.id LIMIT ?`,
      ...source.params,
      TASK_LIST_LIMIT,
    )
    .toArray();
  return {
    total: rows[0]?.total ?? 0,
    tasks: rows.map((row) => ({
      taskId: row.id,
      name: row.name,
      projectId: row.project_id,
      teamId: row.team_id,
      projectName: row.project_name,
      status: row.status,
      dueDate: row.due_date,
      priority: row.priority,
    })),
  };
}

/** The numbers of one widget for the person looking. */
export function chartData(context: MemberContext, kind: WidgetKind, config: WidgetConfig, today: string): ChartData {
  switch (kind) {
    case "number": {
      const source = matching(context, config);
      return { kind, value: context.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${source.from} WHERE ${source.where}`, ...source.params).one().n };
    }
    case "bars": {
      const rows = byGroup(context, config);
      return { kind, rows, total: total(rows) };
    }
    case "donut": {
      const categories = grouped(context, config, "COALESCE(s.category, 'NONE') AS key, NULL AS label, NULL AS colour");
      const rows = merged(categories.map((row) => ({ ...row, label: CATEGORY_NAMES[row.key ?? "NONE"] ?? "No status", colour: CATEGORY_COLOURS[row.key ?? "NONE"] })), "No status");
      return { kind, rows, total: total(rows) };
    }
    case "overdue": {
      const rows = merged(grouped(context, config, "t.project_id AS key, p.name AS label, NULL AS colour", ` AND t.due_date < ? AND ${OPEN}`, [today]), "Project");
      return { kind, rows, total: total(rows) };
    }
    case "workload": {
      const rows = byAssignee(context, config, true);
      return { kind, rows, total: total(rows) };
    }
    case "progress":
      return { kind, rows: progress(context, config) };
    case "burnup":
      return { kind, points: burnup(context, config, today), interval: config.interval };
    case "taskList":
      return { kind, ...taskList(context, config) };
  }
}

const CATEGORY_NAMES: Record<string, string> = { TODO: "To do", IN_PROGRESS: "In progress", DONE: "Done", CLOSED: "Closed", NONE: "No status" };
const CATEGORY_COLOURS: Record<string, string> = { TODO: "#64748b", IN_PROGRESS: "#2563eb", DONE: "#16a34a", CLOSED: "#7c3aed", NONE: "#cbd5e1" };

/** What a widget's form offers: the teams, working projects and active members the editor may choose from. */
export function widgetOptions(context: MemberContext) {
  const visible = workingProjects(context, "p");
  const admin = seesEverything(context.viewer.member.role);
  const projects = context.sql
    .exec<{ id: string; name: string; team_id: string; team_name: string }>(
      `SELECT p.id, p.name, p.team_id, tm.name AS team_name FROM teams tm CROSS JOIN projects p ON p.team_id = tm.id
       WHERE tm.hidden_in IS NULL AND ${visible.where} ORDER BY tm.name, p.name`,
      ...visible.params,
    )
    .toArray();
  const teams = context.sql
    .exec<{ id: string; name: string }>(
      admin
        ? "SELECT id, name FROM teams WHERE hidden_in IS NULL ORDER BY name"
        : "SELECT tm.id, tm.name FROM team_members m CROSS JOIN teams tm ON tm.id = m.team_id WHERE m.user_id = ? AND tm.hidden_in IS NULL ORDER BY tm.name",
      ...(admin ? [] : [context.viewer.member.userId]),
    )
    .toArray();
  const people = context.sql
    .exec<{ user_id: string; first_name: string; last_name: string }>("SELECT user_id, first_name, last_name FROM members WHERE status = 'ACTIVE' ORDER BY first_name, last_name")
    .toArray();
  return {
    teams: teams.map((team) => ({ teamId: team.id, name: team.name })),
    projects: projects.map((project) => ({ projectId: project.id, name: project.name, teamId: project.team_id, teamName: project.team_name })),
    people: people.map((person) => ({ userId: person.user_id, name: `${person.first_name} ${person.last_name}` })),
  };
}
