import { onFreshProject } from "../permission-matrix/arrange";
import { plantDashboard } from "../permission-matrix/dashboard";
import type { MatrixRow } from "../permission-matrix/row";
import { call } from "../work/world";

const someone = () => `coverage-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** The calls a capability governs that the permission matrix does not make: invites and feedback. */
export const COVERAGE_ROWS: MatrixRow[] = [
  { call: "invite/teamInvite", method: "POST", arrange: async () => ({ input: { email: someone(), roleId: 3 } }) },
  {
    call: "invite/resendTeamInvite",
    method: "POST",
    arrange: async (world) => {
      const invited = await call(world.people.ada, "POST", "invite/teamInvite", { email: someone(), roleId: 3 });
      return { input: { inviteId: invited.body.data.inviteId } };
    },
  },
  { call: "invite/privateProjectInvite", method: "POST", arrange: onFreshProject("private", (p) => ({ projectId: p.id, emails: [someone()], userIds: [] })) },
  {
    call: "invite/privateDashboardInvite",
    method: "POST",
    arrange: async (world) => {
      const { dashboardId, target } = await plantDashboard(world);
      return { input: { dashboardId, users: [world.people.admin.email] }, target };
    },
  },
  { call: "feedback/createFeedback", method: "POST", arrange: async () => ({ input: { suggestion: "Coverage", responseRating: 5 } }) },
];
