import type { Role } from "~/lib/permissions";
import { ALREADY_OWNS_DASHBOARD, GUEST_CANNOT_OWN, NEW_OWNER_CANNOT_SEE } from "~/schemas/dashboard";
import { DASHBOARD_MEMBER_NOT_FOUND, type DashboardRole } from "~/lib/dashboards";
import { EMAIL_PATTERN } from "~/lib/textChecks";
import type { MailMessage } from "~/server/mail/types";
import { defineCommand, defineQuery, fieldFailure, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { deleteInvite, insertInvite, type InviteCopy } from "../invites/store";
import { DEACTIVATED_INVITEE } from "../projects/invites";
import { dashboardPeople, dashboardRoleOf, findDashboard, memberNamed, removeDashboardMember, setDashboardMember, WORK_ROLE_OF } from "./store";
import { dashboardView } from "./view";

/**
 * A dashboard's people (issue 18, decision 0055): privateDashboardInvite for members of the
 * organisation and, through the organisation's invite (decision 0052's mechanism), for people from
 * outside it; and the owner handing the dashboard over.
 */
export const NOT_AN_EMAIL = "Please enter valid email id";
const MANAGES = { resource: "dashboard", from: "dashboardId", action: "project:manage" } as const;

type MemberRow = { user_id: string; role: Role; status: string; first_name: string; last_name: string };
const memberRow = (sql: SqlStorage, userId: string) =>
  sql.exec<MemberRow>("SELECT user_id, role, status, first_name, last_name FROM members WHERE user_id = ?", userId).toArray()[0] ?? null;

const peopleAnswer = (context: TargetContext<"dashboard">) => ({
  dashboardId: context.target.dashboard.id,
  name: context.target.dashboard.name,
  people: dashboardPeople(context.sql, context.target.dashboard.id).map((person) => ({
    userId: person.user_id,
    firstName: person.first_name,
    lastName: person.last_name,
    email: person.email,
    role: person.role,
  })),
});

/** An invited member's role: a guest of the organisation never above viewer. */
const roleFor = (member: { role: Role }, role: DashboardRole): DashboardRole => (member.role === "GUEST" ? "VIEWER" : role);

/** Members by e-mail or "First Last"; an e-mail nobody here has is from outside; a name nobody has is refused (404), a deactivated person too (409). */
function sortPeople(context: MemberContext, users: string[]) {
  const members: string[] = [];
  const outsiders: string[] = [];
  const missing: string[] = [];
  for (const who of new Set(users)) {
    const member = memberNamed(context.sql, who);
    if (member) {
      members.push(member.user_id);
      continue;
    }
    if (!who.includes("@")) {
      missing.push(who);
      continue;
    }
    const known = context.sql.exec<{ status: string }>("SELECT status FROM members WHERE lower(email) = lower(?)", who).toArray()[0];
    if (known) throw fieldFailure(409, "users", `${DEACTIVATED_INVITEE}: ${who}`);
    if (!EMAIL_PATTERN.test(who)) throw fieldFailure(400, "users", `${NOT_AN_EMAIL}: ${who}`);
    outsiders.push(who.toLowerCase());
  }
  if (missing.length) throw fieldFailure(404, "users", `${DASHBOARD_MEMBER_NOT_FOUND}: ${missing.join(", ")}`);
  return { userIds: [...new Set(members)], outsiders: [...new Set(outsiders)] };
}

/** An invite the directory stored for someone from outside, carrying this dashboard, and the expired one it replaces. */
export type DashboardInviteCopy = { invite: InviteCopy; replaces: string | null };

export const dashboardPeopleQueries = {
  /** privateDashboardInvite, first step: who is in the organisation already and who needs its invite (the owner and the tenant's admins ask). */
  "dashboards.invitees": defineQuery({
    acts: MANAGES,
    restrictedBy: "invitePeople",
    handler: (context, input: { dashboardId: string; users: string[] }) => {
      const { dashboard } = context.target;
      return { dashboardId: dashboard.id, name: dashboard.name, ...sortPeople(context, input.users) };
    },
  }),
};

export const dashboardPeopleCommands = {
  /**
   * privateDashboardInvite's one write: members of the organisation join as viewers or editors (a
   * guest as a viewer); the organisation's invites stored for people from outside are copied, and
   * mailed from the effects queue once this commits; accepting one joins the dashboard (invites.accept).
   */
  "dashboards.invite": defineCommand({
    restrictedBy: "invitePeople",
    acts: MANAGES,
    handler: (context, input: { dashboardId: string; users: string[]; role: DashboardRole; invites?: DashboardInviteCopy[]; mails?: MailMessage[] }) => {
      const { dashboard } = context.target;
      const { userIds, outsiders } = sortPeople(context, input.users);
      const invites = input.invites ?? [];
      const covered = new Set(invites.map(({ invite }) => invite.email.toLowerCase()));
      const uninvited = outsiders.filter((email) => !covered.has(email));
      if (uninvited.length) throw fieldFailure(404, "users", `${DASHBOARD_MEMBER_NOT_FOUND}: ${uninvited.join(", ")}`);
      for (const userId of userIds) {
        if (userId === dashboard.owner_id) continue;
        setDashboardMember(context.sql, dashboard.id, userId, roleFor(memberRow(context.sql, userId)!, input.role), context.now);
      }
      for (const { invite, replaces } of invites) {
        if (invite.dashboardId !== dashboard.id) throw new WorkspaceFailure(400, "An invite carries another dashboard");
        if (replaces) deleteInvite(context.sql, replaces);
        insertInvite(context.sql, invite);
      }
      return { ...peopleAnswer(context), invited: invites.map(({ invite }) => ({ inviteId: invite.id, email: invite.email })) };
    },
    activity: (input, output) => ({
      verb: "invited",
      itemType: "dashboard",
      itemId: output.dashboardId,
      detail: { role: input.role, count: input.users.length, emails: output.invited.map((invite) => invite.email).join(",") },
    }),
    effects: (input) => (input.mails ?? []).map((message) => ({ kind: "mail" as const, message })),
  }),

  /**
   * The owner (or a tenant admin) hands the dashboard to an active member who sees it and is no
   * guest; the new owner leaves its invited people and the old owner joins them as an editor.
   */
  "dashboards.transfer": defineCommand({
    acts: MANAGES,
    handler: (context, input: { dashboardId: string; userId: string }) => {
      const { dashboard } = context.target;
      if (input.userId === dashboard.owner_id) throw fieldFailure(409, "userId", ALREADY_OWNS_DASHBOARD);
      const next = memberRow(context.sql, input.userId);
      if (!next || next.status !== "ACTIVE") throw fieldFailure(404, "userId", DASHBOARD_MEMBER_NOT_FOUND);
      if (next.role === "GUEST") throw fieldFailure(409, "userId", GUEST_CANNOT_OWN);
      if (!dashboardRoleOf(context.sql, dashboard, { userId: next.user_id, role: next.role })) throw fieldFailure(409, "userId", NEW_OWNER_CANNOT_SEE);
      const previous = memberRow(context.sql, dashboard.owner_id);
      context.sql.exec("UPDATE dashboards SET owner_id = ?, updated_at = ? WHERE id = ?", next.user_id, context.now, dashboard.id);
      removeDashboardMember(context.sql, dashboard.id, next.user_id);
      if (previous) setDashboardMember(context.sql, dashboard.id, previous.user_id, roleFor(previous, "EDITOR"), context.now);
      // What the caller may do now: an owner who handed it over is an editor from here on.
      const row = findDashboard(context.sql, dashboard.id)!;
      const myRole = dashboardRoleOf(context.sql, row, context.viewer.member)!;
      return {
        ...dashboardView(row, myRole, WORK_ROLE_OF[myRole], `${next.first_name} ${next.last_name}`),
        previousOwnerId: dashboard.owner_id,
        people: peopleAnswer(context).people,
      };
    },
    activity: (_input, output) => ({
      verb: "transferred",
      itemType: "dashboard",
      itemId: output.dashboardId,
      detail: { name: output.name, from: output.previousOwnerId, to: output.ownerId },
    }),
  }),
};
