import { DAY_MS } from "~/lib/dates";
import { seesEverything } from "~/lib/permissions";
import { BIN_MS, HIDDEN_TYPES, type HiddenPlace } from "~/schemas/archive";
import { visibleProjects } from "../../access";
import type { Hideable } from "../../hidden";
import { WorkspaceFailure, type MemberContext } from "../../operations";
import { memberName } from "../projects/store";
import { findItemRow, parentHidden, type Item } from "./items";
import { contentsOf, TABLE_OF, type HiddenType } from "./store";

/**
 * The archive and bin screen's reads: per type, the items that were archived
 * or deleted themselves (roots) and that the viewer may see, newest first.
 */
type Scope = Pick<MemberContext, "sql" | "viewer">;

/** The condition that keeps only what the viewer may see, on the root row `x`. */
function visibleRoots(scope: Scope, type: HiddenType): { where: string; params: string[] } {
  const { userId, role } = scope.viewer.member;
  if (type === "team" || type === "folder") {
    if (seesEverything(role)) return { where: "1 = 1", params: [] };
    const column = type === "team" ? "x.id" : "x.team_id";
    return { where: `${column} IN (SELECT team_id FROM team_members WHERE user_id = ?)`, params: [userId] };
  }
  const visible = visibleProjects(scope, "p");
  const project = type === "project" ? "x.id" : "x.project_id";
  return { where: `EXISTS (SELECT 1 FROM projects p WHERE p.id = ${project} AND (${visible.where}))`, params: visible.params };
}

const KIND: Partial<Record<HiddenType, string>> = { task: " AND x.parent_id IS NULL", subtask: " AND x.parent_id IS NOT NULL" };

/** The roots of one type in a place, from the partial index `<table>_hidden_roots`. */
function roots(scope: Scope, type: HiddenType, place: HiddenPlace) {
  const visible = visibleRoots(scope, type);
  return {
    from: `FROM ${TABLE_OF[type]} x WHERE x.hidden_with = x.id AND x.hidden_in = ?${KIND[type] ?? ""} AND ${visible.where}`,
    params: [place, ...visible.params],
  };
}

export function countsOf(scope: Scope, place: HiddenPlace): Record<HiddenType, number> {
  const counts = {} as Record<HiddenType, number>;
  for (const type of HIDDEN_TYPES) {
    const { from, params } = roots(scope, type, place);
    counts[type] = scope.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n ${from}`, ...params).one().n;
  }
  return counts;
}

export const INVALID_LISTING_CURSOR = "This page of the list is out of date; reload it";

/** Where a page ends: the last row's time and id, newest first. */
const encode = (at: number, id: string) => btoa(JSON.stringify([at, id])).replace(/=+$/, "");
function decode(cursor: string): [number, string] {
  try {
    const value = JSON.parse(atob(cursor)) as unknown;
    if (Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "string") return [value[0], value[1]];
  } catch {
    // answered below
  }
  throw new WorkspaceFailure(400, INVALID_LISTING_CURSOR);
}

type RootRow = Hideable & { id: string; name: string; team_id?: string; project_id?: string; group_id?: string; parent_id?: string | null; folder_id?: string | null };

export type ListingOptions = { limit: number; cursor?: string; fromId?: string };

export function listingOf(context: MemberContext, type: HiddenType, place: HiddenPlace, options: ListingOptions) {
  const { sql, now } = context;
  const { from, params } = roots(context, type, place);
  const start = options.cursor ? { at: decode(options.cursor), inclusive: false } : startAt(sql, type, options.fromId);
  const seek = start ? ` AND (x.hidden_at < ? OR (x.hidden_at = ? AND x.id ${start.inclusive ? "<=" : "<"} ?))` : "";
  const seekParams = start ? [start.at[0], start.at[0], start.at[1]] : [];
  const rows = sql
    .exec<RootRow>(`SELECT x.* ${from}${seek} ORDER BY x.hidden_at DESC, x.id DESC LIMIT ?`, ...params, ...seekParams, options.limit + 1)
    .toArray();
  const more = rows.length > options.limit;
  const page = more ? rows.slice(0, options.limit) : rows;
  const last = page[page.length - 1];
  return {
    rows: page.map((row) => rowView(sql, type, row, now)),
    nextCursor: more && last ? encode(last.hidden_at!, last.id) : null,
  };
}

/** An inclusive start at a row of the listing (the screen's rowId), or none when it is not one. */
function startAt(sql: SqlStorage, type: HiddenType, fromId: string | undefined) {
  const row = fromId ? findItemRow(sql, type, fromId) : null;
  return row?.hidden_at != null ? { at: [row.hidden_at, fromId!] as [number, string], inclusive: true } : null;
}


/** Whole days (rounded up) until the bin's purge takes an item that entered the bin at `hiddenAt`. */
export const daysLeft = (hiddenAt: number, now: number) => Math.max(0, Math.ceil((hiddenAt + BIN_MS - now) / DAY_MS));

const nameOf = (sql: SqlStorage, type: HiddenType, id: string | null | undefined) =>
  id ? ((findItemRow(sql, type, id) as { name?: string } | null)?.name ?? null) : null;

/** One row of the screen: the item, where it lives, who hid it and when, what goes with it. */
function rowView(sql: SqlStorage, type: HiddenType, row: RootRow, now: number) {
  const item: Pick<Item, "parent" | "teamId"> = { teamId: row.team_id ?? "", parent: parentOf(type, row) };
  const teamId = row.team_id ?? (row.project_id ? (findItemRow(sql, "project", row.project_id) as { team_id: string } | null)?.team_id : undefined) ?? "";
  const location = [
    type === "folder" || type === "project" ? nameOf(sql, "team", row.team_id) : null,
    type === "project" ? nameOf(sql, "folder", row.folder_id) : null,
    type === "taskGroup" || type === "task" || type === "subtask" ? nameOf(sql, "project", row.project_id) : null,
    type === "task" ? nameOf(sql, "taskGroup", row.group_id) : null,
    type === "subtask" ? nameOf(sql, "task", row.parent_id) : null,
  ].filter((part): part is string => part !== null);
  return {
    id: row.id,
    type,
    name: row.name,
    teamId: type === "team" ? row.id : teamId,
    projectId: type === "project" ? row.id : (row.project_id ?? null),
    location: location.join(" / "),
    hiddenBy: row.hidden_by ? { userId: row.hidden_by, name: memberName(sql, row.hidden_by) ?? "A former member" } : null,
    hiddenAt: row.hidden_at!,
    daysLeft: row.hidden_in === "bin" ? daysLeft(row.hidden_at!, now) : null,
    parentHidden: parentHidden(sql, { ...item, teamId: type === "team" ? row.id : teamId }) !== null,
    contents: contentsOf(sql, type, row.id),
  };
}

function parentOf(type: HiddenType, row: RootRow): Item["parent"] {
  switch (type) {
    case "team":
      return null;
    case "folder":
      return { type: "team", id: row.team_id! };
    case "project":
      return row.folder_id ? { type: "folder", id: row.folder_id } : { type: "team", id: row.team_id! };
    case "taskGroup":
      return { type: "project", id: row.project_id! };
    case "task":
    case "subtask":
      return row.parent_id ? { type: "task", id: row.parent_id } : { type: "taskGroup", id: row.group_id! };
  }
}

export type ListingRow = ReturnType<typeof rowView>;
