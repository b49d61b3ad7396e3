import type { Agent, World } from "../work/world";
import { inAcme } from "../work/world";
import type { MatrixRow } from "./row";

/**
 * The dashboard calls (issue 18) on a private dashboard of the team owner's, planted fresh for every
 * cell: the team member invited as an editor, the team guest as a viewer, the tenant guest as an
 * editor (a guest never acts above viewer); the team admin and the outsider are not invited (404).
 * Reading needs work:read, arranging widgets work:edit, managing the dashboard project:manage.
 */
export async function plantDashboard(world: World) {
  const dashboardId = crypto.randomUUID();
  const widgetIds = [crypto.randomUUID(), crypto.randomUUID()];
  const now = Date.now();
  const { owner, member, guest, tenantGuest } = world.people;
  await inAcme((sql) => {
    sql.exec(
      "INSERT INTO dashboards (id, name, description, visibility, owner_id, created_at, updated_at) VALUES (?, 'Matrix', NULL, 'PRIVATE', ?, ?, ?)",
      dashboardId, owner.userId, now, now,
    );
    for (const [agent, role] of [[member, "EDITOR"], [guest, "VIEWER"], [tenantGuest, "EDITOR"]] as const) {
      sql.exec("INSERT INTO dashboard_members (dashboard_id, user_id, role, added_at) VALUES (?, ?, ?, ?)", dashboardId, agent.userId, role, now);
    }
    widgetIds.forEach((id, index) =>
      sql.exec(
        `INSERT INTO widgets (id, dashboard_id, name, description, kind, size, position, config_json, created_by, created_at, updated_at)
         VALUES (?, ?, 'Count', 'All tasks', 'number', 'small', ?, '{}', ?, ?, ?)`,
        id, dashboardId, `a${index}`, owner.userId, now, now,
      ),
    );
  });
  return { dashboardId, widgetIds, target: { dashboardId } };
}

const onDashboard = (input: (ids: { dashboardId: string; widgetIds: string[] }, world: World, actor: Agent) => Record<string, unknown>) => async (world: World, actor: Agent) => {
  const planted = await plantDashboard(world);
  return { input: input(planted, world, actor), target: planted.target };
};
const widget = { name: "Widget", description: "A widget", kind: "bars", groupBy: "status" };

export const dashboardRows: MatrixRow[] = [
  { call: "dashboard/list", method: "GET", arrange: async () => ({ input: {} }) },
  { call: "dashboard/create", method: "POST", permission: "dashboard:create", arrange: async () => ({ input: { name: "Mine", visibility: "PRIVATE" } }) },
  { call: "dashboard/metadata", method: "GET", action: "work:read", arrange: onDashboard(({ dashboardId }) => ({ dashboardId })) },
  { call: "dashboard/board", method: "GET", action: "work:read", arrange: onDashboard(({ dashboardId }) => ({ dashboardId })) },
  { call: "dashboard/widgets/list", method: "GET", action: "work:read", arrange: onDashboard(({ dashboardId }) => ({ dashboardId })) },
  { call: "dashboard/widgets/chart", method: "GET", action: "work:read", arrange: onDashboard(({ widgetIds }) => ({ widgetId: widgetIds[0] })) },
  { call: "dashboard/duplicate", method: "POST", permission: "dashboard:create", action: "work:read", arrange: onDashboard(({ dashboardId }) => ({ dashboardId })) },
  { call: "dashboard/update", method: "POST", action: "project:manage", arrange: onDashboard(({ dashboardId }) => ({ dashboardId, name: "Renamed" })) },
  { call: "dashboard/delete", method: "POST", action: "project:manage", arrange: onDashboard(({ dashboardId }) => ({ dashboardId })) },
  { call: "dashboard/widgets/create", method: "POST", action: "work:edit", arrange: onDashboard(({ dashboardId }) => ({ dashboardId, ...widget })) },
  { call: "dashboard/widgets/update", method: "POST", action: "work:edit", arrange: onDashboard(({ widgetIds }) => ({ widgetId: widgetIds[0], ...widget })) },
  { call: "dashboard/widgets/duplicate", method: "POST", action: "work:edit", arrange: onDashboard(({ widgetIds }) => ({ widgetId: widgetIds[0] })) },
  { call: "dashboard/widgets/delete", method: "POST", action: "work:edit", arrange: onDashboard(({ widgetIds }) => ({ widgetId: widgetIds[0] })) },
  { call: "dashboard/widgets/move", method: "POST", action: "work:edit", arrange: onDashboard(({ widgetIds }) => ({ widgetId: widgetIds[1], direction: "up" })) },
  { call: "dashboard/widgets/resize", method: "POST", action: "work:edit", arrange: onDashboard(({ widgetIds }) => ({ widgetId: widgetIds[0], size: "wide" })) },
  { call: "dashboard/widgets/reorder", method: "POST", action: "work:edit", arrange: onDashboard(({ widgetIds }) => ({ widgetId: widgetIds[1] })) },
  {
    call: "dashboard/transferOwnership",
    method: "POST",
    action: "project:manage",
    arrange: onDashboard(({ dashboardId }, world) => ({ dashboardId, userId: world.people.member.userId })),
  },
  {
    call: "dashboard/users/update",
    method: "POST",
    action: "project:manage",
    arrange: onDashboard(({ dashboardId }, world) => ({ dashboardId, userId: world.people.guest.userId, role: "EDITOR" })),
  },
  {
    call: "dashboard/users/remove",
    method: "POST",
    action: "project:manage",
    case: "someone else",
    arrange: onDashboard(({ dashboardId }, world, actor) => ({
      dashboardId,
      userId: actor.userId === world.people.guest.userId ? world.people.member.userId : world.people.guest.userId,
    })),
  },
];
