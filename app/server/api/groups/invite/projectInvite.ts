import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { rolesGrantableBy, WORK_ROLES, type Role, type WorkRole } from "~/lib/permissions";
import type { DashboardRole } from "~/lib/dashboards";
import { PrivateProjectInviteSchema } from "~/schemas/project";
import { cancelInviteStatement, createInvite, findOpenInvite, findRoleByName, inviteState } from "~/server/directory/invites";
import { findMembershipByEmail } from "~/server/directory/tenants";
import type { ProjectInviteCopy } from "~/server/workspace/aggregates/projects/invites";
import { ApiError, ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { ALREADY_INVITED_MESSAGE, ALREADY_MEMBER_MESSAGE, inviteMail, ROLE_NOT_ALLOWED_MESSAGE } from ".";

export const OUTSIDERS_NEED_ADMIN_MESSAGE = "Only an admin of the organisation can invite people from outside it";

const privateProjectInvite = apiRoute({
  method: "post",
  path: "/privateProjectInvite",
  summary:
    "Invite people to a private project with a role: members of the organisation join it at once; an e-mail from outside gets the organisation's invite, and accepting it joins the project too",
  input: PrivateProjectInviteSchema,
  data: z.object({
    projectId: z.string(),
    teamId: z.string(),
    role: z.enum(WORK_ROLES),
    added: z.array(z.string()),
    invited: z.array(z.object({ inviteId: z.string(), email: z.string() })),
  }),
  tags: ["invite"],
});

/** A directory invite stored for someone from outside, its workspace copy and its mail (sent once the command commits). */
export type Stored = ProjectInviteCopy & { mail: ReturnType<typeof inviteMail> };

/** A guest of the project comes in as a guest of the organisation (decision 22: never higher); anyone else as a member. */
const tenantRoleFor = (role: WorkRole) => (role === "GUEST" ? "GUEST" : "MEMBER");

/** What an invite carries besides the organisation: a private project or a private dashboard, with the role there, and how its mail names it. */
export type Carried = { about: string } & (
  | { project: { projectId: string; role: WorkRole }; dashboard?: undefined }
  | { dashboard: { dashboardId: string; role: DashboardRole }; project?: undefined }
);

/**
 * The organisation's invites for the e-mails from outside, under the tenant invite's rules (an admin
 * invites, within the roles they may grant; no one already a member or with a pending invite), each
 * carrying the project or dashboard. Every e-mail is checked before any invite is stored. Shared by
 * privateProjectInvite and privateDashboardInvite (decisions 0052, 0055).
 */
export async function inviteOutsiders(c: Context<ApiEnv>, outsiders: string[], tenantRoleName: Role, carried: Carried): Promise<Stored[]> {
  const { tenant, member } = await requireInviter(c);
  const db = c.env.DIRECTORY;
  const tenantRole = await findRoleByName(db, tenantRoleName);
  if (!tenantRole || !rolesGrantableBy(member.role).includes(tenantRole.name)) throw new ApiError(403, ROLE_NOT_ALLOWED_MESSAGE);
  const found = await Promise.all(
    outsiders.map(async (email) => {
      const [membership, open] = await Promise.all([findMembershipByEmail(db, tenant.id, email), findOpenInvite(db, tenant.id, email)]);
      if (membership) throw new ApiError(409, `${ALREADY_MEMBER_MESSAGE}: ${email}`);
      if (open && inviteState(open) === "pending") throw new ApiError(409, `${ALREADY_INVITED_MESSAGE} (${email})`);
      return { email, replaces: open?.id ?? null };
    }),
  );
  const inviterName = `${member.firstName} ${member.lastName}`;
  const { project, dashboard } = carried;
  const stored: Stored[] = [];
  for (const { email, replaces } of found) {
    const invite = await createInvite(db, { tenantId: tenant.id, email, roleId: tenantRole.id, invitedBy: member.userId, project, dashboard }, replaces);
    if (!invite) {
      await withdraw(c, stored);
      throw new ApiError(409, `${ALREADY_INVITED_MESSAGE} (${email})`);
    }
    const { id, createdAt, expiresAt } = invite;
    stored.push({
      invite: {
        id, email, roleId: tenantRole.id, roleName: tenantRole.displayName, invitedBy: member.userId, inviterName, createdAt, expiresAt,
        projectId: project?.projectId ?? null, projectRole: project?.role ?? null,
        dashboardId: dashboard?.dashboardId ?? null, dashboardRole: dashboard?.role ?? null,
      },
      replaces,
      mail: inviteMail(c, email, tenant, inviterName, invite.token, carried.about),
    });
  }
  return stored;
}

/** Inviting into the organisation is the tenant invite's permission (the viewer is known already: no further call). */
async function requireInviter(c: Context<ApiEnv>) {
  try {
    return await requirePermission(c, "invite:send");
  } catch (error) {
    throw error instanceof ApiError && error.status === 403 ? new ApiError(403, OUTSIDERS_NEED_ADMIN_MESSAGE) : error;
  }
}

/** The directory's invites of a call that did not go through are cancelled: their links never worked, nobody was mailed. */
export async function withdraw(c: Context<ApiEnv>, stored: Stored[]) {
  if (stored.length) await c.env.DIRECTORY.batch(stored.map(({ invite }) => cancelInviteStatement(c.env.DIRECTORY, invite.id)));
}

/** Spec §7 invite group: privateProjectInvite, /api/v2/invite/privateProjectInvite (issue 20 §2, decision 0052). */
export const projectInviteApi = createRouter().openapi(privateProjectInvite, async (c) => {
  const { projectId, emails, userIds, role } = c.req.valid("json");
  // The project's managers only (404 unseen, 403 not allowed), and who is in the organisation already.
  const { data: targets } = await runQuery(c, { name: "projects.invitees", input: { projectId, emails, userIds } });
  const carried: Carried = { about: `the project ${targets.name}`, project: { projectId: targets.projectId, role } };
  const stored = targets.outsiders.length ? await inviteOutsiders(c, targets.outsiders, tenantRoleFor(role), carried) : [];
  try {
    const invites = stored.map(({ invite, replaces }) => ({ invite, replaces }));
    const input = { projectId, role, userIds: targets.userIds, invites, mails: stored.map(({ mail }) => mail) };
    return ok(c, (await runCommand(c, { name: "projects.invite", input })).data);
  } catch (error) {
    await withdraw(c, stored);
    throw error;
  }
});
