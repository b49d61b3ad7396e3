import { z } from "@hono/zod-openapi";
import { AUTH_SUBDOMAIN, hostUrl } from "~/lib/host";
import { ForgotPasswordSchema, RESET_LINK_DEAD_MESSAGE, SetNewPasswordSchema } from "~/schemas/password";
import { hashPassword } from "~/server/auth/password";
import { issuePasswordReset, resetPassword } from "~/server/directory/passwordResets";
import { findUserByEmail } from "~/server/directory/users";
import { ACCOUNT_MAILS } from "~/server/directory/attemptLimits";
import { sendMailAfterResponse } from "~/server/mail";
import { countRequest, TOO_MANY_MAILS } from "../../core/attempts";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { inEveryWorkspaceOf } from "../../core/workspace";

const tags: [string] = ["user"];

export const RESET_LINK_SENT_MESSAGE = "If an account exists for this email, we have sent a link to reset your password.";

const forgotPassword = apiRoute({
  method: "post",
  path: "/forgotPassword",
  summary: "Mail a password reset link; the answer is the same whether the account exists or not",
  input: ForgotPasswordSchema,
  data: z.object({ message: z.string() }),
  tags,
});

const setNewPassword = apiRoute({
  method: "post",
  path: "/setNewPassword",
  summary: "Set a new password with a reset link's token and end every session of the user",
  input: SetNewPasswordSchema,
  data: z.object({ passwordChanged: z.literal(true) }),
  tags,
});

export const passwordResetApi = createRouter()
  .openapi(forgotPassword, async (c) => {
    const { username } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    await countRequest(db, ACCOUNT_MAILS, username, TOO_MANY_MAILS);
    const { protocol } = new URL(c.req.url);
    const { baseDomain } = c.get("config");
    sendMailAfterResponse(c.executionCtx, c.env, async () => {
      const user = await findUserByEmail(db, username);
      if (!user) return null;
      const token = await issuePasswordReset(db, user.id);
      const link = hostUrl(protocol, AUTH_SUBDOMAIN, baseDomain, "/resetpassword", { token });
      return {
        to: user.email,
        subject: "Reset your Meridian password",
        text: `Someone asked to reset the password of your Meridian account.\n\nSet a new password: ${link}\n\nThe link works once, for 1 hour. If it was not you, ignore this mail.`,
        kind: "password_reset",
      };
    });
    return ok(c, { message: RESET_LINK_SENT_MESSAGE });
  })
  .openapi(setNewPassword, async (c) => {
    const { token, password } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const userId = await resetPassword(db, token, await hashPassword(password));
    if (!userId) throw new ApiError(400, RESET_LINK_DEAD_MESSAGE);
    await inEveryWorkspaceOf(c.env, userId, (workspace) => workspace.system({ name: "sessions.endAll", input: { userId } }));
    return ok(c, { passwordChanged: true as const });
  });
