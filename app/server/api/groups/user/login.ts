import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { LoginSchema, LogoutSchema, RedeemTokenSchema, RedirectUserQuerySchema } from "~/schemas/auth";
import { pictureUrl } from "~/lib/avatar";
import { hostUrl } from "~/lib/host";
import { sessionCookie } from "~/server/auth/cookies";
import { authHostDomainLoginCookie, clearedDomainLoginCookie, domainLoginCookies } from "~/server/auth/domainCookies";
import { decoyPasswordHash, verifyPassword } from "~/server/auth/password";
import { clientAddress, countLoginAttempt, forgiveLoginAttempt } from "../../core/attempts";
import { findRedirectTokenUser, issueRedirectToken, redeemRedirectToken } from "~/server/directory/redirectTokens";
import { findMembership, findTenantBySubdomain, listMemberships } from "~/server/directory/tenants";
import { listOpenInvites } from "~/server/directory/invites";
import { findProfile } from "~/server/directory/profiles";
import { cancelAccountDeletion, deletionRequestedAt } from "~/server/directory/accountDeletion";
import type { Env } from "~/server/env";
import { SECURITY_PATH } from "~/lib/routes";
import { findPasswordHash, findUserByEmail } from "~/server/directory/users";
import type { TenantRecord } from "~/server/directory/types";
import type { Viewer } from "~/server/workspace/types";
import type { ApiEnv } from "../../core/types";
import { HandOffSchema, pendingSignIn, PendingSignInSchema } from "./pendingSignIn";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { CurrentPlanSchema, PlanTermsSchema, RestrictionRuleSchema, SessionDataSchema } from "../../core/schemas";
import { hostTenant } from "../../core/hostTenant";
import { createRouter } from "../../core/router";
import { credentials, requireViewer } from "../../core/session";
import { inEveryWorkspaceOf, workspace } from "../../core/workspace";

const tags: [string] = ["user"];

const login = apiRoute({
  method: "post",
  path: "/login",
  summary: "Check e-mail, password and organisation; answer the tenant URL with a one-time token",
  input: LoginSchema,
  data: z.union([HandOffSchema, PendingSignInSchema]),
  tags,
});

const getUserDataFromToken = apiRoute({
  method: "post",
  path: "/getUserDataFromToken",
  summary: "Redeem a redirect token on a tenant host into a session",
  input: RedeemTokenSchema,
  data: SessionDataSchema.extend({
    accessToken: z.string(),
    restored: z.boolean().describe("the account's deletion was asked for within the last 14 days, and this sign-in took it back"),
  }),
  tags,
});

const redirectUser = apiRoute({
  method: "get",
  path: "/redirectUser",
  summary: "Who a redirect token would sign in on this tenant host, without using it (the page that asks first)",
  input: RedirectUserQuerySchema,
  data: z.object({ userId: z.string(), username: z.string(), organizationName: z.string() }),
  tags,
});

const session = apiRoute({
  method: "get",
  path: "/session",
  summary: "The signed-in user of this tenant host, with what the header shows (the plan, the unread notifications) and the access restrictions that may apply to them",
  data: SessionDataSchema.extend({
    plan: CurrentPlanSchema,
    planTerms: PlanTermsSchema,
    unreadNotifications: z.number().int(),
    restrictions: z.array(RestrictionRuleSchema),
    preferences: z.object({ dateFormat: z.string(), timeFormat: z.string() }),
    organizationDeletesAt: z.number().nullable().describe("while the organisation is scheduled for deletion: when it is deleted for good; its work is refused until a super admin restores it"),
  }),
  tags,
});

const logout = apiRoute({
  method: "post",
  path: "/logout",
  summary: "Revoke the current session",
  input: LogoutSchema,
  data: z.object({ loggedOut: z.boolean() }),
  tags,
});

export const INVALID_LOGIN = "Invalid email or password";
export const NOT_A_MEMBER = "You are not a member of this organization";
const LINK_NO_LONGER_VALID = "This link is no longer valid. Please login again.";

/**
 * The hand-off to the tenant's host once every step of the sign-in is done: a one-time redirect
 * token for its `/?token=`, and the auth host's note of where the browser signed in.
 */
export async function handOff(c: Context<ApiEnv>, userId: string, tenant: TenantRecord) {
  const redirectToken = await issueRedirectToken(c.env.DIRECTORY, userId, tenant.id);
  const { protocol } = new URL(c.req.url);
  const redirectUrl = hostUrl(protocol, tenant.subdomain, c.get("config").baseDomain, "/", { token: redirectToken });
  const authHostCookie = authHostDomainLoginCookie(c.req.raw, c.get("config").baseDomain, tenant.subdomain);
  if (authHostCookie) c.header("set-cookie", authHostCookie);
  return { redirectUrl, redirectToken, subdomain: tenant.subdomain };
}

export function sessionData(viewer: Pick<Viewer, "tenant" | "member" | "tenants">) {
  const { tenant, member, tenants } = viewer;
  return {
    userDetails: {
      userId: member.userId,
      username: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      image: pictureUrl(member.userId, member.imageKey),
      role: member.role,
      roleName: member.roleName,
    },
    organization: { tenantId: tenant.id, name: tenant.name },
    subdomain: tenant.subdomain,
    tenantDetails: tenants,
  };
}

/** The account's deletion is taken back: in the directory, and in every organisation's member copy. */
async function restoreAccount(env: Env, userId: string) {
  await cancelAccountDeletion(env.DIRECTORY, userId);
  await inEveryWorkspaceOf(env, userId, (stub) => stub.system({ name: "members.cancelErasure", input: { userId } }));
}

export const loginApi = createRouter()
  .openapi(login, async (c) => {
    const { username, password, domainName } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const address = clientAddress(c);
    await countLoginAttempt(db, username, address);
    const [user, tenant] = await Promise.all([findUserByEmail(db, username), findTenantBySubdomain(db, domainName)]);
    const hash = user ? await findPasswordHash(db, user.id) : null;
    const passwordMatches = await verifyPassword(password, hash ?? (await decoyPasswordHash()));
    if (!user || !hash || !passwordMatches) throw new ApiError(401, INVALID_LOGIN);
    await forgiveLoginAttempt(db, username, address);
    const membership = tenant ? await findMembership(db, user.id, tenant.id) : null;
    if (!tenant || membership?.status !== "ACTIVE") throw new ApiError(403, NOT_A_MEMBER);
    const pending = await pendingSignIn(db, user.id, tenant, Date.now());
    if (pending) return ok(c, pending);
    return ok(c, await handOff(c, user.id, tenant));
  })
  .openapi(getUserDataFromToken, async (c) => {
    const { token } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const tenant = await hostTenant(c);
    const redeemed = tenant ? await redeemRedirectToken(db, token, tenant.id) : null;
    if (!tenant || !redeemed) throw new ApiError(401, LINK_NO_LONGER_VALID);
    const [profile, membership, memberships, invites, deletionAskedAt] = await Promise.all([
      findProfile(db, redeemed.userId),
      findMembership(db, redeemed.userId, tenant.id),
      listMemberships(db, redeemed.userId),
      listOpenInvites(db, tenant.id),
      deletionRequestedAt(db, redeemed.userId),
    ]);
    if (!profile || membership?.status !== "ACTIVE") throw new ApiError(403, NOT_A_MEMBER);
    // Signing in within the grace period takes a deletion back (issue 38 §3).
    const restored = deletionAskedAt !== null;
    if (restored) await restoreAccount(c.env, redeemed.userId);
    const { userId, username, firstName, lastName, imageKey, ...details } = profile;
    const member = { userId, email: username, firstName, lastName, imageKey, role: membership.role, roleName: membership.roleName };
    const tenants = memberships.map((m) => m.tenant);
    // Every sign-in also brings the workspace's copies of the profile and the open invites up to date.
    const opened = await workspace(c).system({
      name: "sessions.open",
      input: {
        tenant,
        member,
        tenants,
        profile: details,
        invites,
        replacing: credentials(c)?.token,
        userAgent: c.req.header("user-agent") ?? "",
        securityUrl: `${new URL(c.req.url).origin}${SECURITY_PATH}`,
      },
    });
    if (opened.token === null) throw new ApiError(403, NOT_A_MEMBER);
    c.header("set-cookie", sessionCookie.serialize(c.req.raw, opened.token), { append: true });
    for (const cookie of domainLoginCookies(c.req.raw, c.get("config").baseDomain, tenant.subdomain)) {
      c.header("set-cookie", cookie, { append: true });
    }
    c.header("accesstoken", opened.token);
    return ok(c, { ...sessionData({ tenant, member, tenants }), accessToken: opened.token, restored });
  })
  .openapi(redirectUser, async (c) => {
    const host = c.get("host");
    const { redirectToken } = c.req.valid("query");
    const found = host.kind === "tenant" ? await findRedirectTokenUser(c.env.DIRECTORY, redirectToken, host.subdomain) : null;
    if (!found) throw new ApiError(401, LINK_NO_LONGER_VALID);
    return ok(c, found);
  })
  .openapi(session, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, { ...sessionData(viewer), ...viewer.shell });
  })
  .openapi(logout, async (c) => {
    const found = credentials(c);
    if (found && c.get("host").kind === "tenant") await workspace(c).command(found.token, { name: "sessions.close", input: {} });
    c.header("set-cookie", sessionCookie.clear(c.req.raw), { append: true });
    c.header("set-cookie", clearedDomainLoginCookie(c.req.raw, c.get("config").baseDomain), { append: true });
    return ok(c, { loggedOut: true });
  });
