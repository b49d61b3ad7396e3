import { canWork, type WorkRole } from "~/lib/permissions";
import type { DashboardRole } from "~/lib/dashboards";
import { scopeSeenBy, type Reader } from "./scope";
import { configOf, type DashboardRow, type WidgetRow } from "./store";

/** A dashboard as the API answers it, with what the reader may do there. */
export function dashboardView(row: DashboardRow, dashboardRole: DashboardRole | "OWNER", role: WorkRole, ownerName: string | null = null) {
  return {
    dashboardId: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    ownerId: row.owner_id,
    ownerName,
    myRole: dashboardRole,
    canEdit: canWork(role, "work:edit"),
    canManage: canWork(role, "project:manage"),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
export type DashboardView = ReturnType<typeof dashboardView>;

/**
 * A widget as the API answers the reader: its settings, its scope only as far as they see it, without
 * numbers (the chart call computes those).
 */
export function widgetView(reader: Reader, row: WidgetRow) {
  const config = configOf(row);
  return {
    widgetId: row.id,
    dashboardId: row.dashboard_id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    size: row.size,
    position: row.position,
    ...config,
    ...scopeSeenBy(reader, config),
  };
}
export type WidgetView = ReturnType<typeof widgetView>;
