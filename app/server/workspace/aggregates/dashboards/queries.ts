import { canWork } from "~/lib/permissions";
import { defineQuery, type MemberContext } from "../../operations";
import { dashboardPeople, dashboardRoleOf, visibleDashboards, WORK_ROLE_OF, widgetsOf } from "./store";
import { dashboardView, widgetView } from "./view";

const READS = { resource: "dashboard", from: "dashboardId", action: "work:read" } as const;

const ownerNames = (sql: SqlStorage, ids: string[]) =>
  new Map(
    ids.length === 0
      ? []
      : sql
          .exec<{ user_id: string; name: string }>(
            `SELECT user_id, first_name || ' ' || last_name AS name FROM members WHERE user_id IN (SELECT value FROM json_each(?))`,
            JSON.stringify([...new Set(ids)]),
          )
          .toArray()
          .map((row) => [row.user_id, row.name]),
  );

/** The dashboards the member sees, each with their role there. */
export function dashboardList(context: MemberContext) {
  const rows = visibleDashboards(context.sql, context.viewer.member);
  const names = ownerNames(context.sql, rows.map((row) => row.owner_id));
  return rows.map((row) => {
    const dashboardRole = dashboardRoleOf(context.sql, row, context.viewer.member)!;
    return dashboardView(row, dashboardRole, WORK_ROLE_OF[dashboardRole], names.get(row.owner_id) ?? null);
  });
}

export const dashboardQueries = {
  "dashboards.list": defineQuery({ permission: "signed-in", handler: (context, _input: Record<string, never>) => dashboardList(context) }),
  /** The dashboard with its people (they are shown to whoever may read it) and what the reader may do. */
  "dashboards.metadata": defineQuery({
    acts: READS,
    handler: (context, _input: { dashboardId: string }) => {
      const { dashboard, dashboardRole, role } = context.target;
      const names = ownerNames(context.sql, [dashboard.owner_id]);
      return {
        ...dashboardView(dashboard, dashboardRole, role, names.get(dashboard.owner_id) ?? null),
        people: dashboardPeople(context.sql, dashboard.id).map((person) => ({
          userId: person.user_id,
          firstName: person.first_name,
          lastName: person.last_name,
          email: person.email,
          role: person.role,
        })),
        canInvite: canWork(role, "project:manage"),
      };
    },
  }),
  "dashboards.widgets": defineQuery({
    acts: READS,
    handler: (context, _input: { dashboardId: string }) => widgetsOf(context.sql, context.target.dashboard.id).map((row) => widgetView(context, row)),
  }),
};
