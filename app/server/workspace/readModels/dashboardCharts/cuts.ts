import { type WidgetConfig } from "~/schemas/dashboard";
import { columnIdOf } from "~/lib/dashboards";
import type { MemberContext } from "../../operations";
import { countedField, type CountsFamily, type Dimension } from "./dimensions";
import type { Series, Slice, SliceLink } from "./shapes";
import { filtersTasks, matching, SCOPED_PROJECTS, scopeOf } from "./tasks";

type Grouped = { key: string | null; label: string | null; colour: string | null; value: number };

export const total = (rows: Slice[]) => rows.reduce((sum, row) => sum + row.value, 0);

type Cut = Grouped & { key2: string | null; label2: string | null; colour2: string | null; first_project: string; last_project: string; team_id: string };

/**
 * The widget's tasks counted by one dimension, or two (stacked bars), in one statement: the tasks
 * are grouped by their keys over the dashboards' index first, and each group is named after
 * (statuses, projects, people: once per group, not once per task); with each group's first and
 * last project, so a group of one project's tasks can link to its List.
 */
export function cut(context: MemberContext, config: WidgetConfig, first: Dimension, second: Dimension | null, extraWhere = "", extraParams: unknown[] = []): Cut[] {
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
export function slices(config: WidgetConfig, rows: Cut[], first: Dimension, second: Dimension | null): { rows: Slice[]; series: Series[] | null } {
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

