import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { LoginSchema } from "~/schemas/auth";
import { apiResult, failureReply, forwardCookies } from "./api-result";

/**
 * Where a successful login sends the browser (the tenant host with a one-time token), and the
 * cookies to take along; or the pending sign-in whose second step (or its setup) comes next.
 */
export type LoginTicket =
  | { redirectUrl: string; headers: Headers }
  | { pending: { challenge: string; setup: boolean } };

/** A refused login: the form's answer (field or form errors) and its HTTP status. */
export class LoginRefused extends Error {
  constructor(
    readonly reply: SubmissionResult<string[]>,
    readonly status: number,
  ) {
    super("Login refused");
  }
}

/**
 * The login form strategy. It checks the form with the same schema as the
 * API, then asks /api/v2/user/login; sessions are not its business, they are
 * opened by the tenant host when it redeems the ticket's token.
 */
export function loginAuthenticator(api: AppLoadContext["api"]) {
  return new Authenticator<LoginTicket>().use(
    new FormStrategy(async ({ form }) => {
      const submission = parseWithZod(form, { schema: LoginSchema });
      if (submission.status !== "success") throw new LoginRefused(submission.reply({ hideFields: ["password"] }), 400);
      const result = await apiResult(await api.user.login.$post({ json: submission.value }));
      if (!result.ok) {
        throw new LoginRefused(failureReply(submission, result, { hideFields: ["password"] }), result.status);
      }
      const { data } = result;
      if ("secondStep" in data) return { pending: { challenge: data.secondStep.challenge, setup: data.secondStep.setup } };
      return { redirectUrl: data.redirectUrl, headers: forwardCookies(result.headers) };
    }),
    "login",
  );
}
