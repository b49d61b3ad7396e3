import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ACCOUNT_DELETION_GRACE_MS, ACCOUNT_MESSAGES, DeleteAccountSchema, SessionIdSchema } from "~/schemas/account";
import { describeUserAgent } from "~/lib/userAgent";
import { sessionCookie } from "~/server/auth/cookies";
import { clearedDomainLoginCookie } from "~/server/auth/domainCookies";
import { verifyPassword } from "~/server/auth/password";
import { requestAccountDeletion } from "~/server/directory/accountDeletion";
import { listMemberships, removeMembershipStatement } from "~/server/directory/tenants";
import { findPasswordHash } from "~/server/directory/users";
import { sendMailAfterResponse } from "~/server/mail";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { requireViewer, runCommand, runQuery } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { inEveryWorkspaceOf, workspaceStub } from "../../core/workspace";
import { requireSecondStepAgain } from "./secondStepCodes";

/** Where the person is signed in, leaving an organisation, deleting the account (issue 38 §2–3, decision 0089). */
const tags: [string] = ["user"];

const SessionSchema = z.object({
  sessionId: z.string(),
  browser: z.string().describe("from the user agent, e.g. Firefox"),
  system: z.string().describe("from the user agent, e.g. Windows"),
  startedAt: z.number(),
  lastActiveAt: z.number().describe("to within five minutes"),
  current: z.boolean().describe("the session this call came with"),
});

const sessions = apiRoute({
  method: "get",
  path: "/sessions",
  summary: "Where the caller is signed in to this organisation: their own sessions, the current one marked",
  data: z.object({ sessions: z.array(SessionSchema) }),
  tags,
});

const endSession = apiRoute({
  method: "post",
  path: "/endSession",
  summary: "Sign out one of the caller's sessions in this organisation; it answers 401 from its next request",
  input: SessionIdSchema,
  data: z.object({ sessionId: z.string() }),
  tags,
});

const endOtherSessions = apiRoute({
  method: "post",
  path: "/endOtherSessions",
  summary: "Sign out every session of the caller in this organisation but the current one",
  data: z.object({ ended: z.number().int() }),
  tags,
});

const leaveOrganization = apiRoute({
  method: "post",
  path: "/leaveOrganization",
  summary: "Leave this organisation (not its last super admin): the caller's work stays, their sessions here end",
  data: z.object({ left: z.literal(true) }),
  tags,
});

const deleteAccount = apiRoute({
  method: "post",
  path: "/deleteAccount",
  summary: "Delete the caller's account after 14 days (signing in before then restores it); every session ends at once. With two-step sign-in on, a code from the app or a recovery code too (counted like the sign-in's), or a passkey's confirmation (user/passkeys/confirm)",
  input: DeleteAccountSchema,
  data: z.object({ deletesAt: z.number() }),
  tags,
});

/** The caller's session is over: the browser forgets its cookies. */
function clearSessionCookies(c: Context<ApiEnv>) {
  c.header("set-cookie", sessionCookie.clear(c.req.raw), { append: true });
  c.header("set-cookie", clearedDomainLoginCookie(c.req.raw, c.get("config").baseDomain), { append: true });
}

function deletionMail(to: string, deletesAt: number) {
  return {
    to,
    kind: "account_deletion" as const,
    subject: "Your Meridian account will be deleted",
    text: [
      `You asked for your Meridian account to be deleted. It will be deleted on ${new Date(deletesAt).toUTCString()}.`,
      "",
      "Until then, signing in restores it. After that, your name and e-mail address are removed, and your past work shows \"Deleted user\".",
    ].join("\n"),
  };
}

export const accountApi = createRouter()
  .openapi(sessions, async (c) => {
    const { data } = await runQuery(c, { name: "sessions.list", input: {} });
    const listed = data.sessions.map(({ userAgent, ...session }) => ({ ...session, ...describeUserAgent(userAgent) }));
    return ok(c, { sessions: listed });
  })
  .openapi(endSession, async (c) => ok(c, (await runCommand(c, { name: "sessions.end", input: c.req.valid("json") })).data))
  .openapi(endOtherSessions, async (c) => ok(c, (await runCommand(c, { name: "sessions.endOthers", input: {} })).data))
  .openapi(leaveOrganization, async (c) => {
    const { data, viewer } = await runCommand(c, { name: "members.leave", input: {} });
    const db = c.env.DIRECTORY;
    // At once, so the tenant lists stop naming it; the command's queued effect makes sure of it.
    await removeMembershipStatement(db, viewer.tenant.id, data.userId)
      .run()
      .catch((error: unknown) => console.error("membership removal deferred to the queue", error));
    const others = await listMemberships(db, data.userId);
    await Promise.all(
      others.map(({ tenant }) => workspaceStub(c.env, tenant.subdomain).system({ name: "sessions.forgetTenant", input: { userId: data.userId, tenantId: viewer.tenant.id } })),
    );
    clearSessionCookies(c);
    return ok(c, { left: true as const });
  })
  .openapi(deleteAccount, async (c) => {
    const viewer = await requireViewer(c);
    if (viewer.session.apiToken) throw new ApiError(403, ACCOUNT_MESSAGES.signedInOnly);
    const { userId, email } = viewer.member;
    const { password, ...proof } = c.req.valid("json");
    const now = Date.now();
    const hash = await findPasswordHash(c.env.DIRECTORY, userId);
    if (!hash || !(await verifyPassword(password, hash))) {
      throw new ApiError(400, ACCOUNT_MESSAGES.wrongPassword, { fields: { password: [ACCOUNT_MESSAGES.wrongPassword] } });
    }
    await requireSecondStepAgain(c, userId, proof, "deleting the account");
    const deletesAt = now + ACCOUNT_DELETION_GRACE_MS;
    await requestAccountDeletion(c.env.DIRECTORY, userId, now);
    await inEveryWorkspaceOf(c.env, userId, (workspace) => workspace.system({ name: "members.scheduleErasure", input: { userId, at: deletesAt } }));
    sendMailAfterResponse(c.executionCtx, c.env, async () => deletionMail(email, deletesAt));
    clearSessionCookies(c);
    return ok(c, { deletesAt });
  });
