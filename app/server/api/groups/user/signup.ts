import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AUTH_SUBDOMAIN, hostUrl } from "~/lib/host";
import { isReservedSubdomain } from "~/lib/subdomains";
import {
  CreateAccountSchema,
  CreateSubdomainSchema,
  IDENTIFIER_TOKEN_HEADER,
  IdentifierHeaderSchema,
  identifierToken,
  OTP_BLOCKED_DETAIL,
  OTP_BLOCKED_MESSAGE,
  RESEND_TOO_SOON_MESSAGE,
  SEND_LIMIT_MESSAGE,
  SendOtpSchema,
  SIGNUP_EXPIRED_MESSAGE,
  SUBDOMAIN_TAKEN_MESSAGE,
  VerifyOtpSchema,
  WRONG_OTP_MESSAGE,
} from "~/schemas/signup";
import { hashPassword } from "~/server/auth/password";
import { RESEND_AFTER_MS, startOtpChallenge, type SendRefusal } from "~/server/directory/otp";
import { issueRedirectToken } from "~/server/directory/redirectTokens";
import {
  createOrganisation,
  findSignupSession,
  savePendingAccount,
  suggestSubdomain,
  verifySignupOtp,
} from "~/server/directory/signups";
import { findTenantBySubdomain } from "~/server/directory/tenants";
import { findUserByEmail } from "~/server/directory/users";
import { sendMail } from "~/server/mail";
import { ACCOUNT_EXISTS_MESSAGE } from "./invitedSignup";
import { ApiError, ok, tooManyRequests } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import type { ApiEnv } from "../../core/types";
import { workspaceStub } from "../../core/workspace";

const tags: [string] = ["user"];

const sendOtp = apiRoute({
  method: "post",
  path: "/sendOtp",
  summary: "Mail a 4-digit one-time password to the e-mail (resend after 120 s; 5 sends per hour)",
  input: SendOtpSchema,
  data: z.object({ resendAfter: z.number().int() }),
  tags,
});

const verifyOtp = apiRoute({
  method: "post",
  path: "/verifyOtp",
  summary: "Check the one-time password; answers the user identifier token for the next steps",
  input: VerifyOtpSchema,
  data: z.object({ token: z.string() }),
  tags,
});

const createAccount = apiRoute({
  method: "post",
  path: "/createAccount",
  summary: "Keep the new account (names, organisation, password) with the verified e-mail; suggests a sub-domain",
  input: CreateAccountSchema,
  data: z.object({ subdomain: z.string(), token: z.string() }),
  tags,
});

const createSubdomain = apiRoute({
  method: "post",
  path: "/createSubdomain",
  summary: "Create the organisation on its sub-domain with the new user as super admin",
  input: CreateSubdomainSchema,
  data: z.object({ subdomain: z.string(), redirectToken: z.string(), redirectUrl: z.string() }),
  tags,
});

const seconds = (ms: number) => Math.ceil(ms / 1000);

const REFUSAL_MESSAGES: Record<SendRefusal["reason"], string> = {
  send_limit: SEND_LIMIT_MESSAGE,
  resend_timer: RESEND_TOO_SOON_MESSAGE,
  verify_block: OTP_BLOCKED_DETAIL,
};

const subdomainTaken = () =>
  new ApiError(400, SUBDOMAIN_TAKEN_MESSAGE, { fields: { subdomain: [SUBDOMAIN_TAKEN_MESSAGE] } });

async function pendingSession(c: Context<ApiEnv>, now: number) {
  const token = identifierToken(c.req.header(IDENTIFIER_TOKEN_HEADER));
  if (!token) throw new ApiError(401, SIGNUP_EXPIRED_MESSAGE);
  const session = await findSignupSession(c.env.DIRECTORY, token, now);
  if (!session) throw new ApiError(401, SIGNUP_EXPIRED_MESSAGE);
  return { token, session };
}

function otpMail(email: string, otp: string) {
  return {
    to: email,
    subject: "Your Meridian verification code",
    text: `Your one-time password is ${otp}. It expires in 10 minutes. If you did not ask for it, ignore this mail.`,
    kind: "otp" as const,
  };
}

/** Sign-up of a known e-mail gets the same answer as any other; only the mailbox owner learns the account exists. */
function accountExistsMail(email: string, loginUrl: string) {
  return {
    to: email,
    subject: "You already have a Meridian account",
    text: `Someone, hopefully you, tried to sign up with this e-mail address, but it already has a Meridian account. Log in at ${loginUrl} or reset your password there.`,
    kind: "otp" as const,
  };
}

/** Sign-up of a new account owner (spec §4, §7, §8): OTP, account, organisation and sub-domain. */
export const signupApi = createRouter()
  .openapi(sendOtp, async (c) => {
    const { username } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const known = Boolean(await findUserByEmail(db, username));
    const outcome = await startOtpChallenge(db, username, Date.now(), { issueCode: !known });
    if (!outcome.ok) throw tooManyRequests(REFUSAL_MESSAGES[outcome.reason], outcome.retryAfterMs);
    const { protocol } = new URL(c.req.url);
    const loginUrl = hostUrl(protocol, AUTH_SUBDOMAIN, c.get("config").baseDomain, "/login");
    await sendMail(c.env, known ? accountExistsMail(username, loginUrl) : otpMail(username, outcome.otp));
    return ok(c, { resendAfter: seconds(RESEND_AFTER_MS) });
  })
  .openapi(verifyOtp, async (c) => {
    const { username, otp } = c.req.valid("json");
    const outcome = await verifySignupOtp(c.env.DIRECTORY, username, otp, Date.now());
    if (outcome.ok) return ok(c, { token: outcome.token });
    if (outcome.reason === "blocked") throw tooManyRequests(OTP_BLOCKED_MESSAGE, outcome.retryAfterMs);
    throw new ApiError(400, WRONG_OTP_MESSAGE);
  })
  .openapi({ ...createAccount, request: { ...createAccount.request, headers: IdentifierHeaderSchema } }, async (c) => {
    const { firstName, lastName, organizationName, password } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const now = Date.now();
    const { token, session } = await pendingSession(c, now);
    if (await findUserByEmail(db, session.email)) throw new ApiError(409, ACCOUNT_EXISTS_MESSAGE);
    const passwordHash = await hashPassword(password);
    const account = { firstName, lastName, organisationName: organizationName, passwordHash };
    if (!(await savePendingAccount(db, token, account, now))) throw new ApiError(401, SIGNUP_EXPIRED_MESSAGE);
    return ok(c, { subdomain: await suggestSubdomain(db, organizationName), token });
  })
  .openapi({ ...createSubdomain, request: { ...createSubdomain.request, headers: IdentifierHeaderSchema } }, async (c) => {
    const { subdomain } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const now = Date.now();
    const { token, session } = await pendingSession(c, now);
    const { account } = session;
    if (!account) throw new ApiError(400, "Please fill in your details first.");
    if (isReservedSubdomain(subdomain) || (await findTenantBySubdomain(db, subdomain))) throw subdomainTaken();
    const created = await createOrganisation(db, token, { ...session, account }, subdomain, now).catch(
      (error: unknown) => {
        if (/UNIQUE.*tenants/i.test(String(error))) return null;
        if (/UNIQUE.*users/i.test(String(error))) throw new ApiError(409, ACCOUNT_EXISTS_MESSAGE);
        throw error;
      },
    );
    if (!created) throw subdomainTaken();
    const { userId, tenant } = created;
    await workspaceStub(c.env, tenant.subdomain).system({ name: "tenant.provision", input: tenant });
    const { protocol } = new URL(c.req.url);
    const baseDomain = c.get("config").baseDomain;
    await sendMail(c.env, {
      to: session.email,
      subject: `Welcome to ${tenant.name} on Meridian`,
      text: `Your organisation ${tenant.name} is ready. Log in at ${hostUrl(protocol, tenant.subdomain, baseDomain, "/login")}.`,
      kind: "joined_organization",
    });
    const redirectToken = await issueRedirectToken(db, userId, tenant.id, now);
    const redirectUrl = hostUrl(protocol, tenant.subdomain, baseDomain, "/", { token: redirectToken, isInvited: "false" });
    return ok(c, { subdomain: tenant.subdomain, redirectToken, redirectUrl });
  });
