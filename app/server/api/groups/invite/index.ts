import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { hostUrl } from "~/lib/host";
import { rolesGrantableBy, WORK_ROLES } from "~/lib/permissions";
import { DASHBOARD_ROLES } from "~/lib/dashboards";
import { AcceptInviteSchema, INVITE_DEAD_MESSAGE, InviteIdSchema, TeamInviteSchema } from "~/schemas/invite";
import {
  acceptInviteAsUser,
  cancelInviteStatement,
  createInvite,
  findInviteById,
  findInviteByToken,
  findOpenInvite,
  findRole,
  inviteState,
  renewInvite,
  type InviteRecord,
} from "~/server/directory/invites";
import { findMembershipByEmail } from "~/server/directory/tenants";
import { hostTenant } from "../../core/hostTenant";
import type { TenantRecord } from "~/server/directory/types";
import { findUserByEmail } from "~/server/directory/users";
import { sendMail, type MailMessage } from "~/server/mail";
import { ApiError, ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { runCommand, runQuery, type SignedInViewer } from "../../core/session";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import type { ApiEnv } from "../../core/types";
import { workspace } from "../../core/workspace";

const tags: [string] = ["invite"];

export const ALREADY_MEMBER_MESSAGE = "This user is already a member of this organization";
export const ALREADY_INVITED_MESSAGE = "An invite is already pending for this email. Use Resend to send it again.";
export const ROLE_NOT_ALLOWED_MESSAGE = "You cannot invite someone with this role";
export const INVITE_NOT_FOUND_MESSAGE = "This invite is no longer pending";

const PendingInviteSchema = z.object({
  inviteId: z.string(),
  email: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  invitedBy: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  expired: z.boolean(),
  /** An invite that also carries a private project (decision 0052): its id, name (null once deleted for good) and role. */
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  projectRole: z.enum(WORK_ROLES).nullable(),
  /** An invite that carries a private dashboard instead (decision 0055): its id, name (null once deleted) and role. */
  dashboardId: z.string().nullable(),
  dashboardName: z.string().nullable(),
  dashboardRole: z.enum(DASHBOARD_ROLES).nullable(),
});

const teamInvite = apiRoute({
  method: "post",
  path: "/teamInvite",
  summary: "Invite someone to this organisation; they join when they accept, and the answer is the same whether they have an account or not",
  input: TeamInviteSchema,
  data: PendingInviteSchema.pick({ inviteId: true, email: true }),
  tags,
});

const resendTeamInvite = apiRoute({
  method: "post",
  path: "/resendTeamInvite",
  summary: "Mail a pending invite again with a new link and expiry",
  input: InviteIdSchema,
  data: z.object({ inviteId: z.string(), expiresAt: z.number() }),
  tags,
});

const cancelTeamInvite = apiRoute({
  method: "post",
  path: "/cancelTeamInvite",
  summary: "Cancel a pending invite; its link stops working",
  input: InviteIdSchema,
  data: z.object({ inviteId: z.string(), cancelled: z.literal(true) }),
  tags,
});

const pending = apiRoute({
  method: "get",
  path: "/pending",
  summary: "The open invites of this organisation (expired ones flagged, so they can be resent)",
  data: z.array(PendingInviteSchema),
  tags,
});

const acceptInvite = apiRoute({
  method: "post",
  path: "/acceptInvite",
  summary:
    "Open an invite link: newUser true with the invite data when the invitee must still sign up; an existing user joins (joined true) and logs in",
  input: AcceptInviteSchema,
  data: z.object({
    newUser: z.boolean(),
    joined: z.literal(true).optional(),
    inviteData: z.object({ organisationName: z.string(), invitedBy: z.string(), username: z.string() }).optional(),
  }),
  tags,
});

/** The organisation of this tenant host, from the directory. */
function tenantLink(c: Context<ApiEnv>, tenant: TenantRecord, path: string, query?: Record<string, string>) {
  return hostUrl(new URL(c.req.url).protocol, tenant.subdomain, c.get("config").baseDomain, path, query);
}

/** The invite mail, whose link opens the invite on the organisation's host; an invite to a private project or dashboard names it ("the project X"). */
export function inviteMail(c: Context<ApiEnv>, to: string, tenant: TenantRecord, inviterName: string, token: string, carried?: string): MailMessage {
  const link = tenantLink(c, tenant, "/", { inviteToken: token });
  const where = carried ? `${carried} in ${tenant.name}` : tenant.name;
  return {
    to,
    subject: `${inviterName} invited you to ${where} on Meridian`,
    text: `${inviterName} invited you to join ${where} on Meridian.\n\nAccept the invite: ${link}\n\nThe link works for 7 days.`,
    kind: "invite",
  };
}

function mailInviteLink(c: Context<ApiEnv>, to: string, tenant: TenantRecord, inviterName: string, token: string) {
  return sendMail(c.env, inviteMail(c, to, tenant, inviterName, token));
}

/** After the directory's join: the invite leaves the workspace's list of open ones, and the invitee joins the project or dashboard it carries. */
export function closeAcceptedInvite(
  c: Context<ApiEnv>,
  invite: Pick<InviteRecord, "id" | "projectId" | "projectRole" | "dashboardId" | "dashboardRole">,
  userId: string,
  catchUp = false,
) {
  const project = invite.projectId && invite.projectRole ? { projectId: invite.projectId, role: invite.projectRole } : null;
  const dashboard = invite.dashboardId && invite.dashboardRole ? { dashboardId: invite.dashboardId, role: invite.dashboardRole } : null;
  return workspace(c).system({ name: "invites.accept", input: { inviteId: invite.id, userId, project, dashboard, catchUp } });
}

async function requireOpenInvite(c: Context<ApiEnv>, inviteId: string, tenant: TenantRecord) {
  const invite = await findInviteById(c.env.DIRECTORY, inviteId, tenant.id);
  const state = invite ? inviteState(invite) : null;
  if (!invite || (state !== "pending" && state !== "expired")) throw new ApiError(404, INVITE_NOT_FOUND_MESSAGE);
  return invite;
}

/**
 * Invites someone to the organisation with a role the inviter may grant: the directory's invite, its
 * mail, and the workspace's copy (an organisation's import invites its archive's people so too).
 */
export async function inviteToOrganisation(c: Context<ApiEnv>, viewer: SignedInViewer, email: string, roleId: number) {
  const db = c.env.DIRECTORY;
  const { tenant } = viewer;
  const role = await findRole(db, roleId);
  if (!role || !rolesGrantableBy(viewer.member.role).includes(role.name)) {
    throw new ApiError(403, ROLE_NOT_ALLOWED_MESSAGE);
  }
  const [member, open] = await Promise.all([findMembershipByEmail(db, tenant.id, email), findOpenInvite(db, tenant.id, email)]);
  if (member) throw new ApiError(409, ALREADY_MEMBER_MESSAGE);
  if (open && inviteState(open) === "pending") throw new ApiError(409, ALREADY_INVITED_MESSAGE);

  const invitedBy = viewer.member.userId;
  const replaces = open?.id ?? null;
  const invite = await createInvite(db, { tenantId: tenant.id, email, roleId, invitedBy }, replaces);
  if (!invite) throw new ApiError(409, ALREADY_INVITED_MESSAGE);
  const inviterName = `${viewer.member.firstName} ${viewer.member.lastName}`;
  const { id, createdAt, expiresAt } = invite;
  const copy = { id, email, roleId, roleName: role.displayName, invitedBy, inviterName, createdAt, expiresAt };
  await mailInviteLink(c, email, tenant, inviterName, invite.token);
  await runCommand(c, { name: "invites.send", input: { invite: copy, replaces } });
  return invite.id;
}

export const inviteApi = createRouter()
  .openapi(teamInvite, async (c) => {
    const viewer = await requirePermission(c, "invite:send", "invitePeople");
    const { email, roleId } = c.req.valid("json");
    return ok(c, { inviteId: await inviteToOrganisation(c, viewer, email, roleId), email });
  })
  .openapi(resendTeamInvite, async (c) => {
    const { tenant } = await requirePermission(c, "invite:manage", "invitePeople");
    const invite = await requireOpenInvite(c, c.req.valid("json").inviteId, tenant);
    const renewed = await renewInvite(c.env.DIRECTORY, invite.id);
    if (!renewed) throw new ApiError(404, INVITE_NOT_FOUND_MESSAGE);
    await mailInviteLink(c, invite.email, tenant, invite.inviterName, renewed.token);
    await runCommand(c, { name: "invites.resend", input: { inviteId: invite.id, expiresAt: renewed.expiresAt } });
    return ok(c, { inviteId: invite.id, expiresAt: renewed.expiresAt });
  })
  .openapi(cancelTeamInvite, async (c) => {
    const { tenant } = await requirePermission(c, "invite:manage");
    const invite = await requireOpenInvite(c, c.req.valid("json").inviteId, tenant);
    const { meta } = await cancelInviteStatement(c.env.DIRECTORY, invite.id).run();
    if (meta.changes !== 1) throw new ApiError(404, INVITE_NOT_FOUND_MESSAGE);
    await runCommand(c, { name: "invites.cancel", input: { inviteId: invite.id } });
    return ok(c, { inviteId: invite.id, cancelled: true as const });
  })
  .openapi(pending, async (c) => ok(c, (await runQuery(c, { name: "invites.pending", input: {} })).data))
  .openapi(acceptInvite, async (c) => {
    const tenant = await hostTenant(c);
    const invite = tenant ? await findInviteByToken(c.env.DIRECTORY, c.req.valid("json").token, tenant.id) : null;
    const state = invite ? inviteState(invite) : null;
    if (!tenant || !invite || state === "cancelled" || state === "expired") throw new ApiError(419, INVITE_DEAD_MESSAGE);
    const user = await findUserByEmail(c.env.DIRECTORY, invite.email);
    if (state === "used") {
      // The directory's join committed; the workspace's part may not have (a retry after a failure): it catches up.
      if (user) await closeAcceptedInvite(c, invite, user.id, true);
      return ok(c, { newUser: false });
    }
    if (!user) {
      return ok(c, {
        newUser: true,
        inviteData: { organisationName: tenant.name, invitedBy: invite.inviterName, username: invite.email },
      });
    }
    if (!(await acceptInviteAsUser(c.env.DIRECTORY, invite.id, user.id))) throw new ApiError(419, INVITE_DEAD_MESSAGE);
    await closeAcceptedInvite(c, invite, user.id);
    return ok(c, { newUser: false, joined: true as const });
  });
