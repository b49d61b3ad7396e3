import { DAY_MS } from "~/lib/days";
import { seesEverything } from "~/lib/permissions";
import { BIN_MS, HIDDEN_TYPES, type HiddenPlace } from "~/schemas/archive";
import { visibleProjects } from "../../access";
import type { HiddenRow } from "../../hideable";
import { WorkspaceFailure, type MemberContext } from "../../operations";
import { memberName } from "../projects/store";
import { findItemRow, parentHidden, parentOf } from "./items";
import { contentsOf, kindOf, type HiddenType } from "./store";
import { limitTo } from "../../sql";

/**
 * The archive and bin screen's reads: per type, the items that were archived
 * or deleted themselves (roots) and that the viewer may see, newest first.
 */
type Scope = Pick<MemberContext, "sql" | "viewer">;

/**
 * The condition that keeps only what the viewer may see, on the root row `x`:
 * its project's visibility, or for a kind outside projects its team's membership.
 */
function visibleRoots(scope: Scope, type: HiddenType): { where: string; params: string[] } {
  const { teamColumn, projectColumn } = kindOf(type);
  if (!projectColumn) {
    const { userId, role } = scope.viewer.member;
    if (seesEverything(role)) return { where: "1 = 1", params: [] };
    return { where: `x.${teamColumn} IN (SELECT team_id FROM team_members WHERE user_id = ?)`, params: [userId] };
  }
  const visible = visibleProjects(scope, "p");
  return { where: `EXISTS (SELECT 1 FROM projects p WHERE p.id = x.${projectColumn} AND (${visible.where}))`, params: visible.params };
}

/** The roots of one type in a place, from the partial index `<table>_hidden_roots`. */
function roots(scope: Scope, type: HiddenType, place: HiddenPlace) {
  const kind = kindOf(type);
  const visible = visibleRoots(scope, type);
  return {
    from: `FROM ${kind.table} x WHERE x.hidden_with = x.id AND x.hidden_in = ?${kind.rows ? ` AND ${kind.rows}` : ""} AND ${visible.where}`,
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

export type ListingOptions = { limit: number; cursor?: string; fromId?: string };

export function listingOf(context: MemberContext, type: HiddenType, place: HiddenPlace, options: ListingOptions) {
  const { sql, now } = context;
  const { from, params } = roots(context, type, place);
  const start = options.cursor ? { at: decode(options.cursor), inclusive: false } : startAt(sql, type, options.fromId);
  const seek = start ? ` AND (x.hidden_at < ? OR (x.hidden_at = ? AND x.id ${start.inclusive ? "<=" : "<"} ?))` : "";
  const seekParams = start ? [start.at[0], start.at[0], start.at[1]] : [];
  const rows = sql
    .exec<HiddenRow>(`SELECT x.* ${from}${seek} ORDER BY x.hidden_at DESC, x.id DESC ${limitTo(options.limit + 1)}`, ...params, ...seekParams)
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

const nameOf = (sql: SqlStorage, type: HiddenType, id: unknown) =>
  typeof id === "string" && id ? (findItemRow(sql, type, id)?.name ?? null) : null;

const column = (row: HiddenRow, name: string | null) => (name ? (row[name] as string | null | undefined) : undefined);

/** One row of the screen: the item, where it lives, who hid it and when, what goes with it. */
function rowView(sql: SqlStorage, type: HiddenType, row: HiddenRow, now: number) {
  const kind = kindOf(type);
  const projectId = column(row, kind.projectColumn) ?? null;
  const teamId = column(row, kind.teamColumn) ?? (projectId ? (findItemRow(sql, "project", projectId)?.team_id as string | undefined) : undefined) ?? "";
  const location = kind.location
    .map(([ancestor, name]) => nameOf(sql, ancestor, row[name]))
    .filter((part): part is string => part !== null);
  return {
    id: row.id,
    type,
    name: row.name,
    teamId,
    projectId,
    location: location.join(" / "),
    hiddenBy: row.hidden_by ? { userId: row.hidden_by, name: memberName(sql, row.hidden_by) ?? "A former member" } : null,
    hiddenAt: row.hidden_at!,
    daysLeft: row.hidden_in === "bin" ? daysLeft(row.hidden_at!, now) : null,
    parentHidden: parentHidden(sql, { teamId, parent: parentOf(type, row) }) !== null,
    contents: contentsOf(sql, type, row.id),
  };
}

export type ListingRow = ReturnType<typeof rowView>;
