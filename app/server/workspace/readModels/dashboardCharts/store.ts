import { currencyOf, optionsOf, type Currency } from "~/lib/columns";
import { DAY_MS } from "~/lib/days";
import { seesEverything } from "~/lib/permissions";
import { PRIORITY_NAMES, type Priority } from "~/schemas/task";
import { columnIdOf, type WidgetConfig, type WidgetKind } from "~/schemas/dashboard";
import { workingProjects } from "../../access";
import { findColumn, type Column } from "../../aggregates/columns/store";
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
  | { kind: "donut" | "overdue" | "workload"; rows: Slice[]; total: number }
  | { kind: "progress"; rows: ProgressRow[] }
  | { kind: "burnup"; points: BurnupPoint[]; interval: "day" | "week" }
  | { kind: "burndown"; points: BurndownPoint[]; interval: "day" | "week" }
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
    from: `teams tm CROSS JOIN projects p ON p.team_id = tm.id CROSS JOIN tasks t ON t.project_id = p.id LEFT JOIN statuses s ON s.id = t.status_id`,
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
  join: string;
  joinParams: unknown[];
  key: string;
  label: string;
  colour: string;
  /** A column's dimension counts the tasks of the column's project only. */
  where: string;
  whereParams: unknown[];
  fallback: string;
  name?: (key: string | null) => { label: string; colour?: string };
  /** The List view's parameter for this dimension's key, when it has one. */
  listParam?: (key: string | null) => [string, string] | null;
};

function dimension(context: MemberContext, grouping: string, alias: string): Dimension | null {
  const plain = { grouping, join: "", joinParams: [], where: "", whereParams: [] };
  switch (grouping) {
    case "status":
      return { ...plain, key: "t.status_id", label: "s.name", colour: "s.colour", fallback: "No status", listParam: (key) => (key ? ["status", key] : null) };
    case "priority":
      return {
        ...plain,
        key: "t.priority",
        label: "NULL",
        colour: "NULL",
        fallback: "No priority",
        name: (key) => ({ label: key ? (PRIORITY_NAMES[key as Priority] ?? key) : "No priority" }),
        listParam: (key) => ["priority", key ?? "NONE"],
      };
    case "project":
      return { ...plain, key: "t.project_id", label: "p.name", colour: "NULL", fallback: "Project" };
    case "assignee":
      return {
        ...plain,
        join: `LEFT JOIN task_assignees ${alias}a ON ${alias}a.task_id = t.id LEFT JOIN members ${alias}m ON ${alias}m.user_id = ${alias}a.user_id`,
        key: `${alias}a.user_id`,
        label: `${alias}m.first_name || ' ' || ${alias}m.last_name`,
        colour: "NULL",
        fallback: "Unassigned",
        listParam: (key) => (key ? ["assignee", key] : null),
      };
    case "category":
      return {
        ...plain,
        key: "COALESCE(s.category, 'NONE')",
        label: "NULL",
        colour: "NULL",
        fallback: "No status",
        name: (key) => ({ label: CATEGORY_NAMES[key ?? "NONE"] ?? "No status", colour: CATEGORY_COLOURS[key ?? "NONE"] }),
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
        label: "NULL",
        colour: "NULL",
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
 * The widget's tasks counted by one dimension, or two (stacked bars), in one GROUP BY; with each
 * group's first and last project, so a group of one project's tasks can link to its List.
 */
function cut(context: MemberContext, config: WidgetConfig, first: Dimension, second: Dimension | null, extraWhere = "", extraParams: unknown[] = []): Cut[] {
  const source = matching(context, config);
  const pair = second ? `, ${second.key} AS key2, ${second.label} AS label2, ${second.colour} AS colour2` : ", NULL AS key2, NULL AS label2, NULL AS colour2";
  return context.sql
    .exec<Cut>(
      `SELECT ${first.key} AS key, ${first.label} AS label, ${first.colour} AS colour${pair}, COUNT(*) AS value,
         MIN(t.project_id) AS first_project, MAX(t.project_id) AS last_project, MIN(p.team_id) AS team_id
       FROM ${source.from} ${first.join} ${second?.join ?? ""}
       WHERE ${source.where}${first.where}${second?.where ?? ""}${extraWhere}
       GROUP BY key${second ? ", key2" : ""}`,
      ...first.joinParams,
      ...(second?.joinParams ?? []),
      ...source.params,
      ...first.whereParams,
      ...(second?.whereParams ?? []),
      ...extraParams,
    )
    .toArray();
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

/** Rows of the same label count together; largest first (the kinds without links: workload). */
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

type Narrowing = { join: string; joinParams: unknown[]; where: string; whereParams: unknown[] };
const NOT_NARROWED: Narrowing = { join: "", joinParams: [], where: "", whereParams: [] };

function taskList(context: MemberContext, config: WidgetConfig, narrowing: Narrowing = NOT_NARROWED): { tasks: ListedTask[]; total: number } {
  const source = matching(context, config);
  const rows = context.sql
    .exec<{ id: string; name: string; project_id: string; team_id: string; project_name: string; status: string | null; due_date: string | null; priority: string | null; total: number }>(
      `SELECT t.id, t.name, t.project_id, p.team_id, p.name AS project_name, s.name AS status, t.due_date, t.priority, COUNT(*) OVER () AS total
       FROM ${source.from} ${narrowing.join} WHERE ${source.where}${narrowing.where}
       ORDER BY t.due_date IS NULL, t.due_date, t.created_at, t.id LIMIT ?`,
      ...narrowing.joinParams,
      ...source.params,
      ...narrowing.whereParams,
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
    narrowing.join += ` ${cutBy.join}`;
    narrowing.joinParams.push(...cutBy.joinParams);
    narrowing.where += `${cutBy.where} AND ${grouping === "status" ? "s.name IS (SELECT name FROM statuses WHERE id = ?)" : `${cutBy.key} IS ?`}`;
    narrowing.whereParams.push(...cutBy.whereParams, key);
  }
  return taskList(context, config, narrowing);
}

/** A number or currency column a number card adds up, or null when it is gone or of another type. */
function numberColumn(context: MemberContext, columnId: string | undefined): Column | null {
  const column = columnId ? findColumn(context.sql, columnId) : null;
  return column && (column.type === "NUMBER" || column.type === "CURRENCY") ? column : null;
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
  const row = context.sql
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
    column: { name: column.name, type: column.type as "NUMBER" | "CURRENCY", currency: column.type === "CURRENCY" ? currencyOf(column) : null },
    counted: row.n,
  };
}

/** Open tasks remaining at the end of each day or week: the burn-up's created less its completed. */
const burndown = (points: BurnupPoint[]): BurndownPoint[] => points.map((point) => ({ date: point.date, open: point.created - point.completed }));

/** The numbers of one widget for the person looking. */
export function chartData(context: MemberContext, kind: WidgetKind, config: WidgetConfig, today: string): ChartData {
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
      const rows = byAssignee(context, config, true);
      return { kind, rows, total: total(rows) };
    }
    case "progress":
      return { kind, rows: progress(context, config) };
    case "burnup":
      return { kind, points: burnup(context, config, today), interval: config.interval };
    case "burndown":
      return { kind, points: burndown(burnup(context, config, today)), interval: config.interval };
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
