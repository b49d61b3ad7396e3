import { z } from "@hono/zod-openapi";
import { hostUrl } from "~/lib/host";
import { INVITE_DEAD_MESSAGE, InvitedUserSignupSchema } from "~/schemas/invite";
import { hashPassword } from "~/server/auth/password";
import { findInviteByToken, inviteState, signUpInvitedUser } from "~/server/directory/invites";
import { issueRedirectToken } from "~/server/directory/redirectTokens";
import { findUserByEmail } from "~/server/directory/users";
import { ApiError, ok } from "../../core/envelope";
import { hostTenant } from "../../core/hostTenant";
import { closeAcceptedInvite } from "../invite";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";

export const ACCOUNT_EXISTS_MESSAGE = "An account with this email already exists. Please login.";

const invitedUserSignup = apiRoute({
  method: "post",
  path: "/invitedUserSignup",
  summary: "Create the account of an invited user and join the inviting organisation",
  input: InvitedUserSignupSchema,
  data: z.object({ subdomain: z.string(), redirectToken: z.string(), redirectUrl: z.string() }),
  tags: ["user"],
});

export const invitedSignupApi = createRouter().openapi(
  invitedUserSignup,
  async (c) => {
    const { firstName, lastName, password, username, inviteToken } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const tenant = await hostTenant(c);
    const invite = tenant ? await findInviteByToken(db, inviteToken, tenant.id) : null;
    if (!tenant || !invite || inviteState(invite) !== "pending" || invite.email.toLowerCase() !== username) {
      throw new ApiError(419, INVITE_DEAD_MESSAGE);
    }
    if (await findUserByEmail(db, username)) throw new ApiError(409, ACCOUNT_EXISTS_MESSAGE);

    const userId = crypto.randomUUID();
    const user = { email: username, firstName, lastName, passwordHash: await hashPassword(password) };
    const signedUp = await signUpInvitedUser(db, invite.id, userId, user);
    if (!signedUp.joined) {
      throw signedUp.reason === "account-exists" ? new ApiError(409, ACCOUNT_EXISTS_MESSAGE) : new ApiError(419, INVITE_DEAD_MESSAGE);
    }
    await closeAcceptedInvite(c, invite, userId);
    const redirectToken = await issueRedirectToken(db, userId, tenant.id);
    const { protocol } = new URL(c.req.url);
    const redirectUrl = hostUrl(protocol, tenant.subdomain, c.get("config").baseDomain, "/", {
      token: redirectToken,
      isInvited: "true",
    });
    return ok(c, { subdomain: tenant.subdomain, redirectToken, redirectUrl });
  },
);
