import { z } from "@hono/zod-openapi";
import { MAIL_REASONS, MailPreferencesSchema, UNSUBSCRIBE_INVALID, UnsubscribeSchema, type MailReason } from "~/schemas/conversation";
import { findTenantBySubdomain } from "~/server/directory/tenants";
import { readUnsubscribeToken } from "~/server/mail/unsubscribe";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { workspace } from "../../core/workspace";

/** Which mail of conversations a member gets (issue 17 §2): their settings, and a mail's unsubscribe link. */
const tags: [string] = ["user"];

const mailPreferences = apiRoute({
  method: "get",
  path: "/mailPreferences",
  summary: "Which mail of conversations the member gets on this organisation: each reason on or off",
  data: MailPreferencesSchema,
  tags,
});

const updateMailPreferences = apiRoute({
  method: "post",
  path: "/updateMailPreferences",
  summary: "Turn each reason of conversation mail on or off (in-app notifications stay)",
  input: MailPreferencesSchema,
  data: MailPreferencesSchema,
  tags,
});

const unsubscribe = apiRoute({
  method: "post",
  path: "/unsubscribe",
  summary: "A mail's unsubscribe link, without signing in: turns that reason of mail off for its member on this organisation",
  input: UnsubscribeSchema,
  data: z.object({ reason: z.enum(MAIL_REASONS) }),
  tags,
});

export const mailApi = createRouter()
  .openapi(mailPreferences, async (c) => ok(c, (await runQuery(c, { name: "conversations.mailPreferences", input: {} })).data))
  .openapi(updateMailPreferences, async (c) =>
    ok(c, (await runCommand(c, { name: "conversations.setMailPreferences", input: c.req.valid("json") })).data),
  )
  .openapi(unsubscribe, async (c) => {
    const what = await readUnsubscribeToken(c.env.SIGNING_SECRET, c.req.valid("json").token);
    const host = c.get("host");
    const tenant = host.kind === "tenant" ? await findTenantBySubdomain(c.env.DIRECTORY, host.subdomain) : null;
    // A token works only on the host of the organisation it was made for, and for a reason there is.
    if (!what || !tenant || tenant.id !== what.tenantId || !MAIL_REASONS.includes(what.reason as MailReason)) throw new ApiError(400, UNSUBSCRIBE_INVALID);
    const reason = what.reason as MailReason;
    await workspace(c).system({ name: "conversations.unsubscribe", input: { userId: what.userId, reason } });
    return ok(c, { reason });
  });
