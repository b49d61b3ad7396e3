import { currencyOf, optionsOf, type Currency } from "~/lib/columns";
import { DAY_MS } from "~/lib/days";
import { seesEverything } from "~/lib/permissions";
import { PRIORITY_NAMES, type Priority } from "~/schemas/task";
import { columnIdOf, type WidgetConfig, type WidgetKind } from "~/schemas/dashboard";
import { workingProjects } from "../../access";
import { findColumn, type Column } from "../../aggregates/columns/store";
import type { MemberContext } from "../../operations";
import { limitTo } from "../../sql";

/**
 * What a widget shows, computed for the person looking (issue 18 §2): every statement reads the
 * tasks of the projects the viewer may see (access.ts `workingProjects`, the rule of every listing
 * and of search), so a dashboard shared with someone never counts, names or lists a private
 * project's tasks for them. Each kind is one GROUP BY in SQL, from the teams (a few rows) through
 * projects by team and tasks by project: indexes all the way, never a pass over every task in JS.
 * Counted: top-level tasks (subtasks belong to their task) that are neither archived nor in the bin,
 * in projects and teams that are neither.
 */
/**
 * Where a bar, slice or stacked part leads: the List view of its one project with the filters that
 * List understands (status, assignee, priority, due range); `segment` when its tasks span several
 * projects, which the dashboard itself lists (decision record 54).
 */
export type SliceLink = { teamId: string; projectId: string; params: Record<string, string>; exact: boolean } | { segment: string };
export type Slice = { key: string; label: string; value: number; colour?: string; link?: SliceLink; parts?: Record<string, number>; partLinks?: Record<string, SliceLink> };
export type Series = { key: string; label: string; colour?: string };
export type NumberColumn = { name: string; type: "NUMBER" | "CURRENCY"; currency: Currency | null };
export type ProgressRow = { key: string; label: string; done: number; total: number; teamId: string };
export type BurnupPoint = { date: string; created: number; completed: number };
export type ListedTask = { taskId: string; name: string; projectId: string; teamId: string; projectName: string; status: string | null; dueDate: string | null; priority: string | null };

export type BurndownPoint = { date: string; open: number };

export type ChartData =
  | { kind: "number"; value: number | null; measure: "count" | "sum" | "average"; column: NumberColumn | null; counted: number }
  | { kind: "bars"; rows: Slice[]; total: number; series: Series[] | null }
  | { kind: "donut" | "overdue"; rows: Slice[]; total: number }
  | ({ kind: "workload"; rows: Slice[]; total: number } & Workload)
  | { kind: "progress"; rows: ProgressRow[] }
  | { kind: "burnup"; points: BurnupPoint[]; interval: "day" | "week" }
  | { kind: "burndown"; points: BurndownPoint[]; interval: "day" | "week" }
  | { kind: "taskList"; tasks: ListedTask[]; total: number; sort: TaskSort };

/**
 * Open and done without reading statuses: a task's `completed_at` is set exactly while its status is
 * in a DONE or CLOSED category (triggers.ts, decision record 45), and the dashboards' index carries it.
 */
const OPEN = "t.completed_at IS NULL";
const DONE = "t.completed_at IS NOT NULL";
export const TASK_LIST_LIMIT = 20;
const BUCKETS = { day: 14, week: 12 } as const;

/** The projects a scope's conditions (scopeOf: `tm`, `p`) read from, their team first. */
const SCOPED_PROJECTS = "teams tm CROSS JOIN projects p ON p.team_id = tm.id";

/** The projects a widget counts in (`p`, of team `tm`): those the viewer may open, within its scope, neither archived nor their team. */
function scopeOf(context: MemberContext, config: WidgetConfig) {
  const visible = workingProjects(context, "p");
  const where = ["tm.hidden_in IS NULL", `(${visible.where})`];
  const params: unknown[] = [...visible.params];
  for (const [column, values] of [["tm.id", config.teamIds], ["p.id", config.projectIds]] as const) {
    if (values.length === 0) continue;
    where.push(`${column} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(values));
  }
  return { where, params };
}

/** The FROM and WHERE of a widget's tasks, as the viewer may see them, with the widget's scope and filters. */
function matching(context: MemberContext, config: WidgetConfig) {
  const scope = scopeOf(context, config);
  const where = [...scope.where, "t.hidden_in IS NULL", "t.parent_id IS NULL"];
  const params: unknown[] = [...scope.params];
  const within = (column: string, values: readonly string[]) => {
    if (values.length === 0) return;
    where.push(`${column} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(values));
  };
  if (config.statusCategories.length) {
    where.push("(SELECT sc.category FROM statuses sc WHERE sc.id = t.status_id) IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(config.statusCategories));
  }
  within("t.priority", config.priorities);
  if (config.assigneeIds.length) {
    where.push("EXISTS (SELECT 1 FROM task_assignees fa WHERE fa.task_id = t.id AND fa.user_id IN (SELECT value FROM json_each(?)))");
    params.push(JSON.stringify(config.assigneeIds));
  }
  if (config.dueFrom) {
    where.push("t.due_date >= ?");
    params.push(config.dueFrom);
  }
  if (config.dueTo) {
    where.push("t.due_date <= ?");
    params.push(config.dueTo);
  }
  // A single-select or people column's values: a task matches one of a column's chosen values, for each column.
  for (const [columnId, values] of columnFilters(config.columnValues)) {
    where.push(
      "EXISTS (SELECT 1 FROM task_values fv CROSS JOIN json_each(fv.value_json) fj WHERE fv.task_id = t.id AND fv.column_id = ? AND fj.value IN (SELECT value FROM json_each(?)))",
    );
    params.push(columnId, JSON.stringify(values));
  }
  return {
    // The dashboards' index (workspace step 28) carries every field a chart counts by: each project's tasks are one covering range.
    from: `${SCOPED_PROJECTS} CROSS JOIN tasks t INDEXED BY tasks_dashboard ON t.project_id = p.id`,
    where: where.join(" AND "),
    params,
  };
}

/** "<columnId>:<value>" filters, by column. */
export function columnFilters(columnValues: readonly string[]): Map<string, string[]> {
  const byColumn = new Map<string, string[]>();
  for (const entry of columnValues) {
    const at = entry.indexOf(":");
    const columnId = entry.slice(0, at);
    byColumn.set(columnId, [...(byColumn.get(columnId) ?? []), entry.slice(at + 1)]);
  }
  return byColumn;
}

type Grouped = { key: string | null; label: string | null; colour: string | null; value: number };

const total = (rows: Slice[]) => rows.reduce((sum, row) => sum + row.value, 0);

/**
 * One way of cutting the tasks (a bar grouping, a stack, a donut's share): the joins it needs, its
 * key, label and colour in SQL, and how a key reads when SQL cannot name it (priorities, status
 * categories, a column's options). `alias` keeps two dimensions of one statement apart.
 */
type Dimension = {
  grouping: string;
  /** The joins the key needs, over each task (`t`). */
  join: string;
  joinParams: unknown[];
  /** The key, over each task: what the tasks are grouped by before anything is named. */
  key: string;
  /** Naming the grouped key `g.<k>` once per group: a join, the key the chart shows, its label and colour. */
  outer: (k: string) => { join: string; key: string; label: string; colour: string };
  /** A column's dimension counts the tasks of the column's project only. */
  where: string;
  whereParams: unknown[];
  fallback: string;
  name?: (key: string | null) => { label: string; colour?: string };
  /** The List view's parameter for this dimension's key, when it has one. */
  listParam?: (key: string | null) => [string, string] | null;
  /** The tasks of one shown key (a drill-down), when the inner key is not the shown one. */
  matches?: (key: string | null) => { where: string; params: unknown[] };
};

/** A key shown as grouped. */
const asGrouped = (k: string) => ({ join: "", key: `g.${k}`, label: "NULL", colour: "NULL" });

function dimension(context: MemberContext, grouping: string, alias: string): Dimension | null {
  const plain = { grouping, join: "", joinParams: [], where: "", whereParams: [] };
  switch (grouping) {
    case "status":
      return {
        ...plain,
        key: "t.status_id",
        outer: (k) => ({ join: `LEFT JOIN statuses ${alias}s ON ${alias}s.id = g.${k}`, key: `g.${k}`, label: `${alias}s.name`, colour: `${alias}s.colour` }),
        fallback: "No status",
        listParam: (key) => (key ? ["status", key] : null),
        // Statuses of one name in several teams count as one bar: its tasks are those of every status of that name.
        matches: (key) =>
          key === null
            ? { where: "t.status_id IS NULL", params: [] }
            : { where: "(SELECT sn.name FROM statuses sn WHERE sn.id = t.status_id) = (SELECT name FROM statuses WHERE id = ?)", params: [key] },
      };
    case "priority":
      return {
        ...plain,
        key: "t.priority",
        outer: asGrouped,
        fallback: "No priority",
        name: (key) => ({ label: key ? (PRIORITY_NAMES[key as Priority] ?? key) : "No priority" }),
        listParam: (key) => ["priority", key ?? "NONE"],
      };
    case "project":
      return {
        ...plain,
        key: "t.project_id",
        outer: (k) => ({ join: `LEFT JOIN projects ${alias}p ON ${alias}p.id = g.${k}`, key: `g.${k}`, label: `${alias}p.name`, colour: "NULL" }),
        fallback: "Project",
      };
    case "assignee":
      return {
        ...plain,
        join: `LEFT JOIN task_assignees ${alias}a ON ${alias}a.task_id = t.id`,
        key: `${alias}a.user_id`,
        outer: (k) => ({
          join: `LEFT JOIN members ${alias}m ON ${alias}m.user_id = g.${k}`,
          key: `g.${k}`,
          label: `${alias}m.first_name || ' ' || ${alias}m.last_name`,
          colour: "NULL",
        }),
        fallback: "Unassigned",
        listParam: (key) => (key ? ["assignee", key] : null),
      };
    case "category":
      // Grouped by status (the index's order), named by the status's category once per status.
      return {
        ...plain,
        key: "t.status_id",
        outer: (k) => ({ join: `LEFT JOIN statuses ${alias}s ON ${alias}s.id = g.${k}`, key: `COALESCE(${alias}s.category, 'NONE')`, label: "NULL", colour: "NULL" }),
        fallback: "No status",
        name: (key) => ({ label: CATEGORY_NAMES[key ?? "NONE"] ?? "No status", colour: CATEGORY_COLOURS[key ?? "NONE"] }),
        matches: (key) => ({ where: "COALESCE((SELECT category FROM statuses WHERE id = t.status_id), 'NONE') = ?", params: [key ?? "NONE"] }),
      };
    default: {
      const column = singleSelect(context, grouping);
      if (!column) return null;
      const options = new Map(optionsOf(column).map((option) => [option.id, option]));
      return {
        grouping,
        join: `LEFT JOIN task_values ${alias}v ON ${alias}v.task_id = t.id AND ${alias}v.column_id = ?`,
        joinParams: [column.columnId],
        key: `json_extract(${alias}v.value_json, '$')`,
        outer: asGrouped,
        where: " AND t.project_id = ?",
        whereParams: [column.projectId],
        fallback: `No ${column.name}`,
        name: (key) => {
          const option = key ? options.get(key) : undefined;
          return option ? { label: option.label, colour: option.colour } : { label: `No ${column.name}` };
        },
      };
    }
  }
}

/** A single-select column a widget names ("column:<id>"), or null when it is gone or of another type. */
function singleSelect(context: MemberContext, grouping: string): Column | null {
  const columnId = columnIdOf(grouping);
  const column = columnId ? findColumn(context.sql, columnId) : null;
  return column?.type === "SINGLE_SELECT" ? column : null;
}

type Cut = Grouped & { key2: string | null; label2: string | null; colour2: string | null; first_project: string; last_project: string; team_id: string };

/**
 * The widget's tasks counted by one dimension, or two (stacked bars), in one statement: the tasks
 * are grouped by their keys over the dashboards' index first, and each group is named after
 * (statuses, projects, people: once per group, not once per task); with each group's first and
 * last project, so a group of one project's tasks can link to its List.
 */
function cut(context: MemberContext, config: WidgetConfig, first: Dimension, second: Dimension | null, extraWhere = "", extraParams: unknown[] = []): Cut[] {
  const counted = extraWhere ? null : fromCounts(context, config, first, second);
  if (counted) return counted;
  const source = matching(context, config);
  return namedGroups(
    context,
    first,
    second,
    `SELECT ${first.key} AS k1, ${second ? second.key : "NULL"} AS k2, COUNT(*) AS value,
       MIN(t.project_id) AS first_project, MAX(t.project_id) AS last_project, MIN(p.team_id) AS team_id
     FROM ${source.from} ${first.join} ${second?.join ?? ""}
     WHERE ${source.where}${first.where}${second?.where ?? ""}${extraWhere}
     GROUP BY k1, k2`,
    [...first.joinParams, ...(second?.joinParams ?? []), ...source.params, ...first.whereParams, ...(second?.whereParams ?? []), ...extraParams],
  );
}

/** Groups (k1, k2, value, first_project, last_project, team_id) named once each by the dimensions' joins. */
function namedGroups(context: MemberContext, first: Dimension, second: Dimension | null, grouped: string, params: unknown[]): Cut[] {
  const one = first.outer("k1");
  const two = second ? second.outer("k2") : null;
  const pair = two ? `, ${two.key} AS key2, ${two.label} AS label2, ${two.colour} AS colour2` : ", NULL AS key2, NULL AS label2, NULL AS colour2";
  return context.sql
    .exec<Cut>(
      `SELECT ${one.key} AS key, ${one.label} AS label, ${one.colour} AS colour${pair}, g.value, g.first_project, g.last_project, g.team_id
       FROM (${grouped}) g ${one.join} ${two?.join ?? ""}`,
      ...params,
    )
    .toArray();
}

type CountsFamily = "status" | "assignee" | "option";
/** A dimension over the summary's rows (`d`): the family of rows that carries it (null: every family does) and its key. */
function countedField(dimension: Dimension): { family: CountsFamily | null; key: string } | null {
  switch (dimension.grouping) {
    case "status":
    case "category":
      return { family: "status", key: "NULLIF(d.key, '')" };
    case "priority":
      return { family: null, key: "NULLIF(d.priority, '')" };
    case "project":
      return { family: null, key: "d.project_id" };
    case "assignee":
      return { family: "assignee", key: "NULLIF(d.key, '')" };
    default:
      return columnIdOf(dimension.grouping) ? { family: "option", key: "NULLIF(d.sub, '')" } : null;
  }
}

/**
 * A cut of a widget that filters by nothing but scope, from the counts the triggers keep (workspace
 * step 29, decision record 65): a few rows per visible project instead of its tasks. Null when the
 * cut needs something the counts do not carry (status with assignee or a column, assignee with a
 * column): then the tasks are counted. A column's "No value" is its project's tasks less its
 * options' (a single select holds one option per task), per the other dimension's key.
 */
function fromCounts(context: MemberContext, config: WidgetConfig, first: Dimension, second: Dimension | null): Cut[] | null {
  if (filtersTasks(config)) return null;
  const dimensions = second ? [first, second] : [first];
  const fields = dimensions.map(countedField);
  if (fields.some((field) => field === null)) return null;
  const families = new Set(fields.map((field) => field!.family).filter((family): family is CountsFamily => family !== null));
  if (families.size > 1) return null;
  const family: CountsFamily = [...families][0] ?? "status";
  const scope = scopeOf(context, config);
  const columnAt = family === "option" ? fields.findIndex((field) => field!.family === "option") : -1;
  const column = columnAt >= 0 ? dimensions[columnAt] : null;
  const part = (dim: CountsFamily, sign: 1 | -1, noValue: boolean) => {
    const keys = fields.map((field, index) => (noValue && index === columnAt ? "NULL" : field!.key));
    return {
      sql: `SELECT ${keys[0]} AS k1, ${keys[1] ?? "NULL"} AS k2, ${sign} * (d.open + d.done) AS n, d.project_id, p.team_id
        FROM ${SCOPED_PROJECTS} CROSS JOIN dashboard_counts d ON d.project_id = p.id AND d.dim = ?${column && dim === "option" ? " AND d.key = ?" : ""}
        WHERE ${scope.where.join(" AND ")}${column ? " AND p.id = ?" : ""}`,
      params: [dim, ...(column && dim === "option" ? [columnIdOf(column.grouping)] : []), ...scope.params, ...(column ? column.whereParams : [])],
    };
  };
  const parts = column ? [part("option", 1, false), part("status", 1, true), part("option", -1, true)] : [part(family, 1, false)];
  return namedGroups(
    context,
    first,
    second,
    `SELECT k1, k2, SUM(n) AS value, MIN(project_id) AS first_project, MAX(project_id) AS last_project, MIN(team_id) AS team_id
     FROM (${parts.map((one) => one.sql).join(" UNION ALL ")}) GROUP BY k1, k2 HAVING SUM(n) > 0`,
    parts.flatMap((one) => one.params),
  );
}

/** Whether a widget filters its tasks by more than where they are (scope): then every count reads the tasks themselves. */
const filtersTasks = (config: WidgetConfig) =>
  config.statusCategories.length > 0 || config.priorities.length > 0 || config.assigneeIds.length > 0 || Boolean(config.dueFrom) || Boolean(config.dueTo) || config.columnValues.length > 0;

/** The project of a column, when the viewer may open it and it is within the widget's scope (not archived, nor its team). */
function columnProject(context: MemberContext, config: WidgetConfig, projectId: string): { id: string; team_id: string } | null {
  const scope = scopeOf(context, config);
  return (
    context.sql
      .exec<{ id: string; team_id: string }>(
        `SELECT p.id, p.team_id FROM projects p CROSS JOIN teams tm ON tm.id = p.team_id WHERE p.id = ? AND ${scope.where.join(" AND ")}`,
        projectId,
        ...scope.params,
      )
      .toArray()[0] ?? null
  );
}

const named = (dimension: Dimension, key: string | null, label: string | null, colour: string | null) => {
  const found = dimension.name ? dimension.name(key) : { label: label ?? dimension.fallback, colour: colour ?? undefined };
  return { label: found.label ?? dimension.fallback, colour: found.colour ?? undefined };
};

/**
 * Where a group's tasks are: one project (the List view of that project, with the filters it
 * understands) or several (a segment the dashboard lists). `exact` says the List's filters select
 * exactly these tasks.
 */
function linkOf(config: WidgetConfig, place: Place | null, cuts: Array<[Dimension, string | null]>, segment: string): SliceLink {
  if (!place || place.first !== place.last) return { segment };
  const params: Record<string, string> = {};
  let exact = config.statusCategories.length === 0 && config.columnValues.length === 0 && config.priorities.length <= 1 && config.assigneeIds.length <= 1;
  for (const [dimension, key] of cuts) {
    const param = dimension.listParam?.(key);
    if (param) params[param[0]] = param[1];
    else if (dimension.grouping !== "project") exact = false;
  }
  if (config.priorities.length === 1 && !params.priority) params.priority = config.priorities[0];
  if (config.assigneeIds.length === 1 && !params.assignee) params.assignee = config.assigneeIds[0];
  if (config.dueFrom) params.dueFrom = config.dueFrom;
  if (config.dueTo) params.dueTo = config.dueTo;
  return { teamId: place.teamId, projectId: place.first, params, exact };
}

type Place = { first: string; last: string; teamId: string };

/** A segment's address: its key, and its stacked part's key, as the dashboard's drill-down reads them. */
export const segmentOf = (key: string | null, key2?: string | null) => (key2 === undefined ? (key ?? "") : `${key ?? ""}|${key2 ?? ""}`);

const widen = (place: Place | undefined, row: Cut): Place =>
  place
    ? { first: place.first < row.first_project ? place.first : row.first_project, last: place.last > row.last_project ? place.last : row.last_project, teamId: place.teamId }
    : { first: row.first_project, last: row.last_project, teamId: row.team_id };

/**
 * Rows of the same label (statuses of the same name in several teams) count together, largest
 * first; with a second dimension, each row's parts by the second's label and the series in order.
 */
function slices(config: WidgetConfig, rows: Cut[], first: Dimension, second: Dimension | null): { rows: Slice[]; series: Series[] | null } {
  type Built = Slice & { place?: Place; keys: Set<string | null>; partPlaces: Map<string, Place>; partKeys: Map<string, string | null> };
  const byLabel = new Map<string, Built>();
  const series = new Map<string, Series & { value: number; keys: Set<string | null> }>();
  for (const row of rows) {
    const { label, colour } = named(first, row.key, row.label, row.colour);
    const found: Built = byLabel.get(label) ?? { key: row.key ?? "", label, value: 0, ...(colour ? { colour } : {}), keys: new Set(), partPlaces: new Map(), partKeys: new Map() };
    found.value += row.value;
    found.place = widen(found.place, row);
    found.keys.add(row.key);
    if (second) {
      const part = named(second, row.key2, row.label2, row.colour2);
      const known = series.get(part.label) ?? { key: row.key2 ?? "", label: part.label, ...(part.colour ? { colour: part.colour } : {}), value: 0, keys: new Set() };
      known.value += row.value;
      known.keys.add(row.key2);
      series.set(part.label, known);
      found.parts = { ...found.parts, [known.key]: (found.parts?.[known.key] ?? 0) + row.value };
      found.partPlaces.set(known.key, widen(found.partPlaces.get(known.key), row));
      found.partKeys.set(known.key, row.key2);
    }
    byLabel.set(label, found);
  }
  const built = [...byLabel.values()].sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  return {
    rows: built.map(({ place, keys, partPlaces, partKeys, ...row }) => {
      // Statuses of one name in several teams are several keys: only a group of one key and one project links to a filtered List.
      const key = row.key || null;
      const one = keys.size === 1;
      const link = linkOf(config, one ? (place ?? null) : null, [[first, key]], segmentOf(key));
      const partLinks: Record<string, SliceLink> = {};
      for (const [partKey, partPlace] of partPlaces) {
        partLinks[partKey] = linkOf(config, one ? partPlace : null, [[first, key], [second!, partKeys.get(partKey) ?? null]], segmentOf(key, partKey || null));
      }
      return { ...row, link, ...(second ? { partLinks } : {}) };
    }),
    series: second ? [...series.values()].sort((a, b) => b.value - a.value || a.label.localeCompare(b.label)).map(({ key, label, colour }) => ({ key, label, ...(colour ? { colour } : {}) })) : null,
  };
}

/** Bars by the widget's grouping, stacked by its second one when it has one (not the same as the first). */
function bars(context: MemberContext, config: WidgetConfig): { rows: Slice[]; series: Series[] | null } {
  const first = dimension(context, config.groupBy, "g");
  if (!first) return { rows: [], series: null };
  const second = config.stackBy && config.stackBy !== config.groupBy ? dimension(context, config.stackBy, "h") : null;
  return slices(config, cut(context, config, first, second), first, second);
}

/** Workload's columns: overdue, each of the next weeks (from today), later, and without a due date. */
export type WorkloadBucket = { key: string; label: string };
export type WorkloadCell = { tasks: number; estimate: number };
export type WorkloadPerson = { key: string; label: string; tasks: number; estimate: number; cells: Record<string, WorkloadCell> };
export type Workload = { buckets: WorkloadBucket[]; people: WorkloadPerson[]; estimate: NumberColumn | null };

/** The buckets of a workload from `today`, for `weeks` weeks: their keys as the statement numbers them (-1 overdue, 0… the weeks, N later, -2 none). */
export function workloadBuckets(today: string, weeks: number): WorkloadBucket[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  const week = (index: number) => {
    const from = isoDay(start + index * 7 * DAY_MS);
    return { key: String(index), label: index === 0 ? `This week (from ${from})` : `Week of ${from}` };
  };
  return [{ key: "-1", label: "Overdue" }, ...Array.from({ length: weeks }, (_, index) => week(index)), { key: String(weeks), label: "Later" }, { key: "-2", label: "No due date" }];
}

/** A due day's bucket in SQL: -2 none, -1 before today, the week from today it falls in, `weeks` for later ones. */
const bucketOf = (due: string) =>
  `CASE WHEN ${due} IS NULL THEN -2 WHEN ${due} < ? THEN -1 ELSE MIN(CAST((julianday(substr(${due}, 1, 10)) - julianday(?)) / 7 AS INTEGER), ?) END`;

/**
 * Workload (issue 18 §2): each person's open tasks and their estimate (a number column's sum, when
 * the widget names one) by the week they are due, overdue and undated apart; a task of two people
 * counts for each. Grouped in SQL by person and week; people are named once each. A widget that
 * filters by nothing but scope reads the assignments' own copy of their task's project, openness and
 * due day (step 7) through `task_assignees_workload` (step 28), never the tasks; otherwise the
 * widget's tasks (the dashboards' index) and their assignments.
 */
function workload(context: MemberContext, config: WidgetConfig, today: string): { rows: Slice[] } & Workload {
  const weeks = config.weeks;
  const column = numberColumn(context, config.measureColumnId);
  const estimate = column ? "LEFT JOIN task_values ev ON ev.task_id = a.task_id AND ev.column_id = ?" : "LEFT JOIN (SELECT NULL AS value_json) ev";
  const estimateParams = column ? [column.columnId] : [];
  const bucketParams = [today, today, weeks];
  let grouped: string;
  let params: unknown[];
  if (filtersTasks(config)) {
    const source = matching(context, config);
    grouped = `SELECT a.user_id AS person, ${bucketOf("t.due_date")} AS bucket, COUNT(*) AS tasks, SUM(CAST(ev.value_json AS REAL)) AS estimate
      FROM ${source.from} CROSS JOIN task_assignees a ON a.task_id = t.id ${estimate}
      WHERE ${source.where} AND ${OPEN} GROUP BY person, bucket`;
    params = [...bucketParams, ...estimateParams, ...source.params];
  } else {
    // The task counts from the assignments' index; an estimate's sums from the ones kept by triggers (step 30).
    const scope = scopeOf(context, config);
    grouped = `SELECT a.user_id AS person, ${bucketOf("NULLIF(a.due_key, '~')")} AS bucket, COUNT(*) AS tasks, NULL AS estimate
      FROM ${SCOPED_PROJECTS} CROSS JOIN task_assignees a INDEXED BY task_assignees_workload ON a.project_id = p.id
      WHERE ${scope.where.join(" AND ")} AND a.open = 1 AND a.board_key IS NOT NULL GROUP BY person, bucket`;
    params = [...bucketParams, ...scope.params];
  }
  const rows = context.sql
    .exec<{ person: string; label: string | null; bucket: number; tasks: number; estimate: number | null }>(
      `SELECT g.person, m.first_name || ' ' || m.last_name AS label, g.bucket, g.tasks, g.estimate FROM (${grouped}) g LEFT JOIN members m ON m.user_id = g.person`,
      ...params,
    )
    .toArray();
  if (column && !filtersTasks(config)) {
    const kept = keptEstimates(context, config, column.columnId, bucketParams);
    for (const row of rows) row.estimate = kept.get(`${row.person} ${row.bucket}`) ?? null;
  }
  return { ...workloadOf(rows, workloadBuckets(today, weeks)), estimate: column ? numberColumnOf(column) : null };
}

/** An unfiltered workload's estimate sums by person and bucket ("person bucket"), from `dashboard_estimates` over the scope's projects. */
function keptEstimates(context: MemberContext, config: WidgetConfig, columnId: string, bucketParams: unknown[]): Map<string, number> {
  const scope = scopeOf(context, config);
  const rows = context.sql
    .exec<{ person: string; bucket: number; estimate: number }>(
      `SELECT e.user_id AS person, ${bucketOf("NULLIF(e.due_key, '~')")} AS bucket, SUM(e.estimate) AS estimate
       FROM ${SCOPED_PROJECTS} CROSS JOIN dashboard_estimates e ON e.project_id = p.id AND e.column_id = ?
       WHERE ${scope.where.join(" AND ")} GROUP BY person, bucket`,
      ...bucketParams,
      columnId,
      ...scope.params,
    )
    .toArray();
  return new Map(rows.map((row) => [`${row.person} ${row.bucket}`, row.estimate]));
}

/** The statement's rows (person, bucket, tasks, estimate) as people with their cells, the busiest first; estimates to two decimals. */
export function workloadOf(rows: ReadonlyArray<{ person: string; label: string | null; bucket: number; tasks: number; estimate: number | null }>, buckets: WorkloadBucket[]) {
  const people = new Map<string, WorkloadPerson>();
  const round = (value: number) => Math.round(value * 100) / 100;
  for (const row of rows) {
    const person = people.get(row.person) ?? { key: row.person, label: row.label ?? "Unknown person", tasks: 0, estimate: 0, cells: {} };
    const cell = person.cells[String(row.bucket)] ?? { tasks: 0, estimate: 0 };
    cell.tasks += row.tasks;
    cell.estimate = round(cell.estimate + (row.estimate ?? 0));
    person.cells[String(row.bucket)] = cell;
    person.tasks += row.tasks;
    person.estimate = round(person.estimate + (row.estimate ?? 0));
    people.set(row.person, person);
  }
  const sorted = [...people.values()].sort((a, b) => b.tasks - a.tasks || a.label.localeCompare(b.label));
  return { rows: sorted.map((person): Slice => ({ key: person.key, label: person.label, value: person.tasks })), buckets, people: sorted };
}

/** Each project's done and total: from the status counts (step 29) when the widget filters by nothing but scope. */
function progress(context: MemberContext, config: WidgetConfig): ProgressRow[] {
  const source = matching(context, config);
  const scope = scopeOf(context, config);
  const [statement, params] = filtersTasks(config)
    ? [
        `SELECT t.project_id AS key, p.name AS label, p.team_id, SUM(CASE WHEN ${DONE} THEN 1 ELSE 0 END) AS done, COUNT(*) AS total
         FROM ${source.from} WHERE ${source.where} GROUP BY t.project_id ORDER BY p.name, t.project_id`,
        source.params,
      ]
    : [
        `SELECT d.project_id AS key, p.name AS label, p.team_id, SUM(d.done) AS done, SUM(d.open + d.done) AS total
         FROM ${SCOPED_PROJECTS} CROSS JOIN dashboard_counts d ON d.project_id = p.id AND d.dim = 'status'
         WHERE ${scope.where.join(" AND ")} GROUP BY d.project_id HAVING SUM(d.open + d.done) > 0 ORDER BY p.name, d.project_id`,
        scope.params,
      ];
  return context.sql
    .exec<{ key: string; label: string; team_id: string; done: number; total: number }>(statement, ...params)
    .toArray()
    .map((row) => ({ key: row.key, label: row.label, teamId: row.team_id, done: row.done, total: row.total }));
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A burn-up's created and completed per bucket from the per-day counts (step 29): the window starts
 * and ends at midnight UTC and its buckets are whole days, so a day's bucket is its task's.
 */
function dailyCounts(context: MemberContext, config: WidgetConfig, start: number, end: number, size: number) {
  const scope = scopeOf(context, config);
  const [from, to, days] = [start / DAY_MS, end / DAY_MS, size / DAY_MS];
  return context.sql
    .exec<{ bucket: number; created: number; completed: number }>(
      `SELECT CASE WHEN dd.day < ? THEN -1 ELSE CAST((dd.day - ?) / ? AS INTEGER) END AS bucket, SUM(dd.created) AS created, SUM(dd.completed) AS completed
       FROM ${SCOPED_PROJECTS} CROSS JOIN dashboard_days dd ON dd.project_id = p.id AND dd.day < ?
       WHERE ${scope.where.join(" AND ")} GROUP BY bucket`,
      from, from, days, to, ...scope.params,
    )
    .toArray()
    .flatMap((row) => [
      { what: "created" as const, bucket: row.bucket, n: row.created },
      { what: "completed" as const, bucket: row.bucket, n: row.completed },
    ]);
}

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
  const rows = !filtersTasks(config)
    ? dailyCounts(context, config, start, end, size)
    : context.sql
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

type Narrowing = { join: string; joinParams: unknown[]; where: string; whereParams: unknown[] };
const NOT_NARROWED: Narrowing = { join: "", joinParams: [], where: "", whereParams: [] };

/** How a task list's reader sorts it: a field and a direction, as its URL parameter says (`sort.<widgetId>=due-desc`). */
export const TASK_SORT_FIELDS = ["name", "status", "priority", "assignee", "due"] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];
export type TaskSort = `${TaskSortField}-${"asc" | "desc"}`;
export const DEFAULT_TASK_SORT: TaskSort = "due-asc";
export const taskSortOf = (value: string | undefined | null): TaskSort =>
  value && /^(name|status|priority|assignee|due)-(asc|desc)$/.test(value) ? (value as TaskSort) : DEFAULT_TASK_SORT;

/** What each sort orders by (over the task `t`); tasks without the field come last either way, then by due date, creation and id. */
const SORT_KEYS: Record<TaskSortField, string[]> = {
  name: ["t.name COLLATE NOCASE"],
  // The workflow's order: several teams' statuses interleave by their order keys (a new team's are alike), then by name.
  status: ["(SELECT ss.position FROM statuses ss WHERE ss.id = t.status_id)", "(SELECT ss.name FROM statuses ss WHERE ss.id = t.status_id) COLLATE NOCASE"],
  priority: ["CASE t.priority WHEN 'URGENT' THEN 1 WHEN 'HIGH' THEN 2 WHEN 'NORMAL' THEN 3 WHEN 'LOW' THEN 4 END"],
  assignee: ["(SELECT MIN(sm.first_name || ' ' || sm.last_name) FROM task_assignees sa CROSS JOIN members sm ON sm.user_id = sa.user_id WHERE sa.task_id = t.id) COLLATE NOCASE"],
  due: ["t.due_date"],
};
function orderOf(sort: TaskSort): string {
  const [field, direction] = sort.split("-") as [TaskSortField, "asc" | "desc"];
  const keys = SORT_KEYS[field];
  const tail = field === "due" ? "t.created_at, t.id" : "t.due_date IS NULL, t.due_date, t.created_at, t.id";
  return [`(${keys[0]}) IS NULL`, ...keys.map((key) => `${key} ${direction === "desc" ? "DESC" : "ASC"}`), tail].join(", ");
}

/**
 * The first tasks of a widget in the reader's order: the order and the page read the dashboards'
 * index (only the page's tasks are then read whole), and their count is a second covering pass.
 */
function taskList(context: MemberContext, config: WidgetConfig, narrowing: Narrowing = NOT_NARROWED, sort: TaskSort = DEFAULT_TASK_SORT): { tasks: ListedTask[]; total: number; sort: TaskSort } {
  const unfiltered = narrowing === NOT_NARROWED && !filtersTasks(config);
  if (unfiltered && sort === "due-asc") return firstDue(context, config);
  const source = matching(context, config);
  const order = orderOf(sort);
  const rows = context.sql
    .exec<ListedRow>(
      `SELECT t.id, t.name, t.project_id, p.team_id, p.name AS project_name, s.name AS status, t.due_date, t.priority
       FROM (SELECT t.id AS id FROM ${source.from} ${narrowing.join} WHERE ${source.where}${narrowing.where} ORDER BY ${order} ${limitTo(TASK_LIST_LIMIT)}) picked
       CROSS JOIN tasks t ON t.id = picked.id CROSS JOIN projects p ON p.id = t.project_id LEFT JOIN statuses s ON s.id = t.status_id
       ORDER BY ${order}`,
      ...narrowing.joinParams,
      ...source.params,
      ...narrowing.whereParams,
    )
    .toArray();
  const total =
    rows.length < TASK_LIST_LIMIT
      ? rows.length
      : unfiltered
        ? countedTasks(context, config)
        : context.sql
            .exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${source.from} ${narrowing.join} WHERE ${source.where}${narrowing.where}`, ...narrowing.joinParams, ...source.params, ...narrowing.whereParams)
            .one().n;
  return { total, sort, tasks: rows.map(listed) };
}

type ListedRow = { id: string; name: string; project_id: string; team_id: string; project_name: string; status: string | null; due_date: string | null; priority: string | null };
const listed = (row: ListedRow): ListedTask => ({
  taskId: row.id,
  name: row.name,
  projectId: row.project_id,
  teamId: row.team_id,
  projectName: row.project_name,
  status: row.status,
  dueDate: row.due_date,
  priority: row.priority,
});

/** How many live top-level tasks the widget's visible projects hold, from the status counts (step 29). */
function countedTasks(context: MemberContext, config: WidgetConfig): number {
  const scope = scopeOf(context, config);
  return context.sql
    .exec<{ n: number }>(
      `SELECT COALESCE(SUM(d.open + d.done), 0) AS n FROM ${SCOPED_PROJECTS}
       CROSS JOIN dashboard_counts d ON d.project_id = p.id AND d.dim = 'status' WHERE ${scope.where.join(" AND ")}`,
      ...scope.params,
    )
    .one().n;
}

/**
 * An unfiltered task list in its default order (due date, undated last, then creation and id): each
 * visible project's first tasks from its due-date index (step 29: dated ones, then undated ones when
 * there are too few), merged; the total from the kept counts. Reads at most a page per project.
 */
function firstDue(context: MemberContext, config: WidgetConfig): { tasks: ListedTask[]; total: number; sort: TaskSort } {
  const scope = scopeOf(context, config);
  const projects = context.sql
    .exec<{ id: string }>(`SELECT p.id FROM ${SCOPED_PROJECTS} WHERE ${scope.where.join(" AND ")}`, ...scope.params)
    .toArray();
  type Picked = { id: string; due_date: string | null; created_at: number };
  const picked: Picked[] = [];
  const live = "t.project_id = ? AND t.parent_id IS NULL AND t.hidden_in IS NULL";
  for (const project of projects) {
    const dated = context.sql
      .exec<Picked>(
        `SELECT t.id, t.due_date, t.created_at FROM tasks t INDEXED BY tasks_dashboard_due WHERE ${live} AND t.due_date IS NOT NULL ORDER BY t.due_date, t.created_at, t.id ${limitTo(TASK_LIST_LIMIT)}`,
        project.id,
      )
      .toArray();
    const undated =
      dated.length < TASK_LIST_LIMIT
        ? context.sql
            .exec<Picked>(
              `SELECT t.id, t.due_date, t.created_at FROM tasks t INDEXED BY tasks_dashboard_due WHERE ${live} AND t.due_date IS NULL ORDER BY t.created_at, t.id ${limitTo(TASK_LIST_LIMIT - dated.length)}`,
              project.id,
            )
            .toArray()
        : [];
    picked.push(...dated, ...undated);
  }
  const before = (a: Picked, b: Picked) =>
    (a.due_date === null ? 1 : 0) - (b.due_date === null ? 1 : 0) ||
    compareText(a.due_date ?? "", b.due_date ?? "") ||
    a.created_at - b.created_at ||
    compareText(a.id, b.id);
  const ids = picked.sort(before).slice(0, TASK_LIST_LIMIT).map((task) => task.id);
  const rows = context.sql
    .exec<ListedRow>(
      `SELECT t.id, t.name, t.project_id, p.team_id, p.name AS project_name, s.name AS status, t.due_date, t.priority
       FROM json_each(?) j CROSS JOIN tasks t ON t.id = j.value CROSS JOIN projects p ON p.id = t.project_id LEFT JOIN statuses s ON s.id = t.status_id
       ORDER BY j.key`,
      JSON.stringify(ids),
    )
    .toArray();
  return { total: rows.length < TASK_LIST_LIMIT ? rows.length : countedTasks(context, config), sort: "due-asc", tasks: rows.map(listed) };
}

/** SQLite's BINARY order of two strings (by code unit), as the statements order them. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The tasks behind one bar, slice or stacked part of a widget whose tasks span several projects
 * (the drill-down a click opens, decision record 54): the widget's tasks narrowed to the segment's
 * keys. A status key stands for every status of its name (the chart counts them together).
 */
export function segmentTasks(context: MemberContext, kind: WidgetKind, config: WidgetConfig, segment: string, today: string) {
  const groupings: Array<string> =
    kind === "bars" ? [config.groupBy, ...(config.stackBy && config.stackBy !== config.groupBy ? [config.stackBy] : [])] : kind === "donut" ? [config.shareBy] : kind === "overdue" ? ["project"] : [];
  const keys = segment.split("|");
  if (groupings.length === 0 || keys.length !== groupings.length) return null;
  const narrowing: Narrowing = { join: "", joinParams: [], where: kind === "overdue" ? ` AND t.due_date < ? AND ${OPEN}` : "", whereParams: kind === "overdue" ? [today] : [] };
  for (const [index, grouping] of groupings.entries()) {
    const cutBy = dimension(context, grouping, `d${index}`);
    if (!cutBy) return null;
    const key = keys[index] === "" ? null : keys[index];
    const matched = cutBy.matches ? cutBy.matches(key) : { where: `${cutBy.key} IS ?`, params: [key] };
    narrowing.join += ` ${cutBy.join}`;
    narrowing.joinParams.push(...cutBy.joinParams);
    narrowing.where += `${cutBy.where} AND ${matched.where}`;
    narrowing.whereParams.push(...cutBy.whereParams, ...matched.params);
  }
  return taskList(context, config, narrowing);
}

const numberColumnOf = (column: Column): NumberColumn => ({ name: column.name, type: column.type as "NUMBER" | "CURRENCY", currency: column.type === "CURRENCY" ? currencyOf(column) : null });

/** A number or currency column a number card adds up, or null when it is gone or of another type. */
function numberColumn(context: MemberContext, columnId: string | undefined): Column | null {
  const column = columnId ? findColumn(context.sql, columnId) : null;
  return column && (column.type === "NUMBER" || column.type === "CURRENCY") ? column : null;
}

/**
 * A column's count and sum over its project's live top-level tasks, from the column's values index
 * alone (each such value carries its task's board key): for a card that filters by nothing but scope.
 */
function columnTotal(context: MemberContext, config: WidgetConfig, column: Column): { n: number; total: number | null } {
  if (!columnProject(context, config, column.projectId)) return { n: 0, total: null };
  return context.sql
    .exec<{ n: number; total: number | null }>(
      `SELECT COUNT(*) AS n, SUM(CAST(v.value_json AS REAL)) AS total FROM task_values v INDEXED BY task_values_board WHERE v.column_id = ? AND v.board_key IS NOT NULL`,
      column.columnId,
    )
    .one();
}

/**
 * A number card: how many tasks match, or the sum or average of a number or currency column over
 * the matching tasks that have a value in it (the column's project's tasks), in one statement.
 */
function numberCard(context: MemberContext, config: WidgetConfig): Extract<ChartData, { kind: "number" }> {
  const source = matching(context, config);
  if (config.measure === "count") {
    const value = context.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${source.from} WHERE ${source.where}`, ...source.params).one().n;
    return { kind: "number", value, measure: "count", column: null, counted: value };
  }
  const column = numberColumn(context, config.measureColumnId);
  if (!column) return { kind: "number", value: null, measure: config.measure, column: null, counted: 0 };
  const row = !filtersTasks(config)
    ? columnTotal(context, config, column)
    : context.sql
        .exec<{ n: number; total: number | null }>(
          `SELECT COUNT(*) AS n, SUM(CAST(v.value_json AS REAL)) AS total
           FROM ${source.from} CROSS JOIN task_values v ON v.task_id = t.id AND v.column_id = ?
           WHERE ${source.where} AND t.project_id = ?`,
          column.columnId,
          ...source.params,
          column.projectId,
        )
        .one();
  const sum = row.total ?? 0;
  const value = config.measure === "sum" ? sum : row.n === 0 ? null : sum / row.n;
  return {
    kind: "number",
    value: value === null ? null : Math.round(value * 100) / 100,
    measure: config.measure,
    column: numberColumnOf(column),
    counted: row.n,
  };
}

/** Open tasks remaining at the end of each day or week: the burn-up's created less its completed. */
const burndown = (points: BurnupPoint[]): BurndownPoint[] => points.map((point) => ({ date: point.date, open: point.created - point.completed }));

/** The numbers of one widget for the person looking. */
export function chartData(context: MemberContext, kind: WidgetKind, config: WidgetConfig, today: string, sort: TaskSort = DEFAULT_TASK_SORT): ChartData {
  switch (kind) {
    case "number":
      return numberCard(context, config);
    case "bars": {
      const { rows, series } = bars(context, config);
      return { kind, rows, total: total(rows), series };
    }
    case "donut": {
      const share = dimension(context, config.shareBy, "g");
      const rows = share ? slices(config, cut(context, config, share, null), share, null).rows : [];
      return { kind, rows, total: total(rows) };
    }
    case "overdue": {
      const byProject = dimension(context, "project", "g")!;
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
      const overdueOnly = { ...config, dueTo: config.dueTo && config.dueTo < yesterday ? config.dueTo : yesterday };
      // The List cannot filter to open tasks: its due range finds the overdue ones with the done ones among them.
      const rows = slices(overdueOnly, cut(context, config, byProject, null, ` AND t.due_date < ? AND ${OPEN}`, [today]), byProject, null).rows.map((row) =>
        row.link && "exact" in row.link ? { ...row, link: { ...row.link, exact: false } } : row,
      );
      return { kind, rows, total: total(rows) };
    }
    case "workload": {
      const found = workload(context, config, today);
      return { kind, ...found, total: total(found.rows) };
    }
    case "progress":
      return { kind, rows: progress(context, config) };
    case "burnup":
      return { kind, points: burnup(context, config, today), interval: config.interval };
    case "burndown":
      return { kind, points: burndown(burnup(context, config, today)), interval: config.interval };
    case "taskList":
      return { kind, ...taskList(context, config, NOT_NARROWED, sort) };
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
      `SELECT p.id, p.name, p.team_id, tm.name AS team_name FROM ${SCOPED_PROJECTS}
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
  // The custom columns a widget may group by (single select), filter by (single select, people) or add up (number, currency), of those projects.
  const projectNames = new Map(projects.map((project) => [project.id, project.name]));
  const columns = context.sql
    .exec<{ id: string; project_id: string; name: string; type: string; config_json: string }>(
      `SELECT c.id, c.project_id, c.name, c.type, c.config_json FROM columns c
       WHERE c.project_id IN (SELECT value FROM json_each(?)) AND c.type IN ('SINGLE_SELECT', 'PEOPLE', 'NUMBER', 'CURRENCY') ORDER BY c.project_id, c.position`,
      JSON.stringify([...projectNames.keys()]),
    )
    .toArray()
    .map((row) => {
      const config = JSON.parse(row.config_json) as { options?: Array<{ id: string; label: string }>; currency?: string };
      return {
        columnId: row.id,
        name: row.name,
        type: row.type as "SINGLE_SELECT" | "PEOPLE" | "NUMBER" | "CURRENCY",
        projectId: row.project_id,
        projectName: projectNames.get(row.project_id) ?? "",
        options: (config.options ?? []).map((option) => ({ id: option.id, label: option.label })),
      };
    });
  return {
    columns,
    teams: teams.map((team) => ({ teamId: team.id, name: team.name })),
    projects: projects.map((project) => ({ projectId: project.id, name: project.name, teamId: project.team_id, teamName: project.team_name })),
    people: people.map((person) => ({ userId: person.user_id, name: `${person.first_name} ${person.last_name}` })),
  };
}
