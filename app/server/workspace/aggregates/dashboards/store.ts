import { seesEverything, type Role, type WorkRole } from "~/lib/permissions";
import type { WidgetConfig } from "~/schemas/dashboard";
import type { DashboardRole, DashboardVisibility, WidgetKind, WidgetSize } from "~/lib/dashboards";
import { keyBetween, lastKey } from "../../order";

/** Dashboards, their invited people and their widgets (workspace step 23). */
export type DashboardRow = {
  id: string;
  name: string;
  description: string | null;
  visibility: DashboardVisibility;
  owner_id: string;
  created_at: number;
  updated_at: number;
};

export type WidgetRow = {
  id: string;
  dashboard_id: string;
  name: string;
  description: string;
  kind: WidgetKind;
  size: WidgetSize;
  position: string;
  config_json: string;
  created_by: string;
  created_at: number;
  updated_at: number;
};

export const findDashboard = (sql: SqlStorage, id: string) => sql.exec<DashboardRow>("SELECT * FROM dashboards WHERE id = ?", id).toArray()[0] ?? null;
export const findWidget = (sql: SqlStorage, id: string) => sql.exec<WidgetRow>("SELECT * FROM widgets WHERE id = ?", id).toArray()[0] ?? null;

/**
 * Who sees a dashboard, defined once: its owner and the tenant's admins own it; whom it invited
 * reads it (viewer) or also arranges its widgets (editor); a public one is read by every member
 * but guests, who see only what they were invited to, and never above viewer.
 */
export function dashboardRoleOf(sql: SqlStorage, dashboard: DashboardRow, member: { userId: string; role: Role }): DashboardRole | "OWNER" | null {
  if (seesEverything(member.role)) return "OWNER";
  // A guest never above viewer, even on a dashboard made before they became a guest (it still reads as theirs).
  if (dashboard.owner_id === member.userId) return member.role === "GUEST" ? "VIEWER" : "OWNER";
  const invited = sql
    .exec<{ role: DashboardRole }>("SELECT role FROM dashboard_members WHERE dashboard_id = ? AND user_id = ?", dashboard.id, member.userId)
    .toArray()[0]?.role;
  if (member.role === "GUEST") return invited ? "VIEWER" : null;
  return invited ?? (dashboard.visibility === "PUBLIC" ? "VIEWER" : null);
}

/** The dashboard roles as the work roles the core checks actions against: owner manages, editor edits, viewer reads. */
export const WORK_ROLE_OF: Record<DashboardRole | "OWNER", WorkRole> = { OWNER: "OWNER", EDITOR: "MEMBER", VIEWER: "GUEST" };

/** The dashboards the member sees (the same rule as dashboardRoleOf), by name. */
export function visibleDashboards(sql: SqlStorage, member: { userId: string; role: Role }) {
  if (seesEverything(member.role)) return sql.exec<DashboardRow>("SELECT * FROM dashboards ORDER BY name, id").toArray();
  const publicOnes = member.role === "GUEST" ? "" : "UNION SELECT * FROM dashboards WHERE visibility = 'PUBLIC'";
  return sql
    .exec<DashboardRow>(
      `SELECT * FROM (
         SELECT * FROM dashboards WHERE owner_id = ?
         UNION SELECT d.* FROM dashboard_members m CROSS JOIN dashboards d ON d.id = m.dashboard_id WHERE m.user_id = ?
         ${publicOnes}
       ) ORDER BY name, id`,
      member.userId,
      member.userId,
    )
    .toArray();
}

export const dashboardCount = (sql: SqlStorage) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM dashboards").one().n;

export function insertDashboard(sql: SqlStorage, row: DashboardRow) {
  sql.exec(
    "INSERT INTO dashboards (id, name, description, visibility, owner_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    row.id, row.name, row.description, row.visibility, row.owner_id, row.created_at, row.updated_at,
  );
}

export function updateDashboard(sql: SqlStorage, id: string, change: { name?: string; description?: string | null; visibility?: DashboardVisibility }, now: number) {
  sql.exec(
    `UPDATE dashboards SET name = COALESCE(?, name), description = CASE WHEN ? THEN ? ELSE description END,
       visibility = COALESCE(?, visibility), updated_at = ? WHERE id = ?`,
    change.name ?? null, change.description !== undefined ? 1 : 0, change.description ?? null, change.visibility ?? null, now, id,
  );
}

export const deleteDashboard = (sql: SqlStorage, id: string) => sql.exec("DELETE FROM dashboards WHERE id = ?", id);

export type DashboardPerson = { user_id: string; first_name: string; last_name: string; email: string; role: DashboardRole };

export const dashboardPeople = (sql: SqlStorage, dashboardId: string) =>
  sql
    .exec<DashboardPerson>(
      `SELECT m.user_id, p.first_name, p.last_name, p.email, m.role
       FROM dashboard_members m CROSS JOIN members p ON p.user_id = m.user_id
       WHERE m.dashboard_id = ? ORDER BY p.first_name, p.last_name, m.user_id`,
      dashboardId,
    )
    .toArray();

export function setDashboardMember(sql: SqlStorage, dashboardId: string, userId: string, role: DashboardRole, now: number) {
  sql.exec(
    `INSERT INTO dashboard_members (dashboard_id, user_id, role, added_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (dashboard_id, user_id) DO UPDATE SET role = excluded.role`,
    dashboardId, userId, role, now,
  );
}

export const isDashboardMember = (sql: SqlStorage, dashboardId: string, userId: string) =>
  sql.exec("SELECT 1 FROM dashboard_members WHERE dashboard_id = ? AND user_id = ?", dashboardId, userId).toArray().length > 0;

export const removeDashboardMember = (sql: SqlStorage, dashboardId: string, userId: string) =>
  sql.exec("DELETE FROM dashboard_members WHERE dashboard_id = ? AND user_id = ?", dashboardId, userId);

/** An active member of the tenant by e-mail or by "First Last" (case-insensitive); null when none or several match. */
export function memberNamed(sql: SqlStorage, who: string): { user_id: string; role: Role } | null {
  const rows = who.includes("@")
    ? sql.exec<{ user_id: string; role: Role }>("SELECT user_id, role FROM members WHERE status = 'ACTIVE' AND lower(email) = lower(?)", who).toArray()
    : sql
        .exec<{ user_id: string; role: Role }>(
          "SELECT user_id, role FROM members WHERE status = 'ACTIVE' AND lower(first_name || ' ' || last_name) = lower(?)",
          who.replace(/\s+/g, " "),
        )
        .toArray();
  return rows.length === 1 ? rows[0] : null;
}

export const widgetsOf = (sql: SqlStorage, dashboardId: string) =>
  sql.exec<WidgetRow>("SELECT * FROM widgets WHERE dashboard_id = ? ORDER BY position, id", dashboardId).toArray();

export const nextWidgetKey = (sql: SqlStorage, dashboardId: string) =>
  keyBetween(lastKey(sql, "SELECT MAX(position) AS last FROM widgets WHERE dashboard_id = ?", dashboardId), null);

export function insertWidget(sql: SqlStorage, row: WidgetRow) {
  sql.exec(
    `INSERT INTO widgets (id, dashboard_id, name, description, kind, size, position, config_json, created_by, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    row.id, row.dashboard_id, row.name, row.description, row.kind, row.size, row.position, row.config_json, row.created_by, row.created_at, row.updated_at,
  );
}

export function updateWidget(sql: SqlStorage, id: string, change: Pick<WidgetRow, "name" | "description" | "kind" | "size" | "config_json">, now: number) {
  sql.exec(
    "UPDATE widgets SET name = ?, description = ?, kind = ?, size = ?, config_json = ?, updated_at = ? WHERE id = ?",
    change.name, change.description, change.kind, change.size, change.config_json, now, id,
  );
}

export const setWidgetPosition = (sql: SqlStorage, id: string, position: string, now: number) =>
  sql.exec("UPDATE widgets SET position = ?, updated_at = ? WHERE id = ?", position, now, id);

export const setWidgetSize = (sql: SqlStorage, id: string, size: WidgetSize, now: number) =>
  sql.exec("UPDATE widgets SET size = ?, updated_at = ? WHERE id = ?", size, now, id);

export const deleteWidget = (sql: SqlStorage, id: string) => sql.exec("DELETE FROM widgets WHERE id = ?", id);

/** A widget's settings as stored; an unreadable config counts the whole tenant unfiltered. */
export function configOf(row: Pick<WidgetRow, "config_json">): WidgetConfig {
  const empty: WidgetConfig = {
    groupBy: "status",
    shareBy: "category",
    measure: "count",
    interval: "week",
    weeks: 4,
    teamIds: [],
    projectIds: [],
    statusCategories: [],
    assigneeIds: [],
    priorities: [],
    columnValues: [],
  };
  try {
    return { ...empty, ...(JSON.parse(row.config_json) as Partial<WidgetConfig>) };
  } catch {
    return empty;
  }
}
