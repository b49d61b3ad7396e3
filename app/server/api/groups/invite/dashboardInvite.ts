import { DashboardInviteSchema } from "~/schemas/dashboard";
import { type DashboardRole } from "~/lib/dashboards";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { DashboardPeopleInvited } from "../dashboard/answers";
import { inviteOutsiders, withdraw, type Carried } from "./projectInvite";

/** A viewer from outside comes in as a guest of the organisation (decision 22: never higher), an editor as a member (decision 0055). */
const tenantRoleFor = (role: DashboardRole) => (role === "VIEWER" ? "GUEST" : "MEMBER");

/**
 * Spec §7 invite group: privateDashboardInvite, /api/v2/invite/privateDashboardInvite (issue 18,
 * decision 0055), the same steps as privateProjectInvite (decision 0052): the dashboard's managers
 * sort the people (404 unseen, 403 not allowed); e-mails from outside get the organisation's invite
 * carrying the dashboard (an admin's act); one command adds the members and copies the invites; a
 * refused command withdraws the invites.
 */
export const dashboardInviteApi = createRouter().openapi(
  apiRoute({
    method: "post",
    path: "/privateDashboardInvite",
    summary:
      "Invite people to a dashboard as viewers or editors, by e-mail or name: members of the organisation join at once; an e-mail from outside gets the organisation's invite, and accepting it opens the dashboard",
    input: DashboardInviteSchema,
    data: DashboardPeopleInvited,
    tags: ["invite"],
  }),
  async (c) => {
    const { dashboardId, users, role } = c.req.valid("json");
    const { data: targets } = await runQuery(c, { name: "dashboards.invitees", input: { dashboardId, users } });
    const carried: Carried = { about: `the dashboard ${targets.name}`, dashboard: { dashboardId, role } };
    const stored = targets.outsiders.length ? await inviteOutsiders(c, targets.outsiders, tenantRoleFor(role), carried) : [];
    try {
      const invites = stored.map(({ invite, replaces }) => ({ invite, replaces }));
      const input = { dashboardId, users, role, invites, mails: stored.map(({ mail }) => mail) };
      return ok(c, (await runCommand(c, { name: "dashboards.invite", input })).data);
    } catch (error) {
      await withdraw(c, stored);
      throw error;
    }
  },
);
