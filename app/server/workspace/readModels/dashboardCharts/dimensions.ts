import { optionsOf } from "~/lib/columns";
import { PRIORITY_NAMES, type Priority } from "~/lib/priorities";
import { columnIdOf } from "~/lib/dashboards";
import { findColumn, type Column } from "../../aggregates/columns/store";
import type { MemberContext } from "../../operations";

/**
 * One way of cutting the tasks (a bar grouping, a stack, a donut's share): the joins it needs, its
 * key, label and colour in SQL, and how a key reads when SQL cannot name it (priorities, status
 * categories, a column's options). `alias` keeps two dimensions of one statement apart.
 */
export type Dimension = {
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

export function dimension(context: MemberContext, grouping: string, alias: string): Dimension | null {
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

const CATEGORY_NAMES: Record<string, string> = { TODO: "To do", IN_PROGRESS: "In progress", DONE: "Done", CLOSED: "Closed", NONE: "No status" };
const CATEGORY_COLOURS: Record<string, string> = { TODO: "#64748b", IN_PROGRESS: "#2563eb", DONE: "#16a34a", CLOSED: "#7c3aed", NONE: "#cbd5e1" };

export type CountsFamily = "status" | "assignee" | "option";
/** A dimension over the summary's rows (`d`): the family of rows that carries it (null: every family does) and its key. */
export function countedField(dimension: Dimension): { family: CountsFamily | null; key: string } | null {
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

