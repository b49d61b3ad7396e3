import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  clearedIdentifierTokenCookie,
  identifierTokenCookie,
  readIdentifierToken,
} from "~/lib/signupIdentifier.server";
import { SignupModal } from "~/components/signup/SignupModal";
import type { SignupInvite } from "~/components/signup/types";
import { readSignupView, signupHref, type SignupView } from "~/components/signup/view";
import { apiResult, failureReply, type ApiFailure } from "~/lib/api-result";
import {
  CREATE_ACCOUNT_FAILED_MESSAGE,
  OTP_BLOCKED_DETAIL,
  RESEND_TOO_SOON_MESSAGE,
  SignupFormSchema,
  type SignupForm,
} from "~/schemas/signup";
import { publicPageMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  publicPageMeta({ title: "Sign up · Meridian", description: "Create your organisation's Meridian in a minute: your e-mail, a code, a name and an address of its own." }, matches);

/** The sign-up modal's page and the action behind all of its forms (spec §2, §4). */
export function loader({ request }: LoaderFunctionArgs) {
  const view = readSignupView(new URL(request.url).searchParams);
  const needsToken = view.step === "user_details" || view.step === "org_details";
  if (needsToken && !readIdentifierToken(request)) return redirect(expiredHref(view));
  return { view, serverNow: Date.now() };
}

type Args = {
  request: Request;
  context: AppLoadContext;
  view: SignupView;
  submission: Submission<SignupForm, string[]>;
};
type Of<I extends SignupForm["intent"]> = Extract<SignupForm, { intent: I }>;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignupFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), invite: inviteOf(submission.payload) }, 400);
  }
  const args = { request, context, view: readSignupView(new URL(request.url).searchParams), submission };
  const value = submission.value;
  switch (value.intent) {
    case "sendOtp":
    case "resendOtp":
      return sendOtp(args, value);
    case "verifyOtp":
      return verifyOtp(args, value);
    case "createAccount":
      return createAccount(args, value);
    case "createSubdomain":
      return createSubdomain(args, value);
    case "invitedUserSignup":
      return invitedUserSignup(args, value);
  }
}

/** The invite a failed invited sign-up posted, so the page can show the invited modal again. */
function inviteOf(payload: Record<string, unknown>): SignupInvite | undefined {
  if (payload.intent !== "invitedUserSignup") return undefined;
  const text = (name: string) => (typeof payload[name] === "string" ? (payload[name] as string) : "");
  return { token: text("inviteToken"), organisationName: text("organisationName"), invitedBy: text("invitedBy"), username: text("username") };
}

const expiredHref = (view: SignupView) => signupHref({ step: "enter_email", from: view.from, notice: "expired" });

/** A failed call's answer: the form's reply (the password never sent back) and the invite to show again. */
function failure(
  { submission }: Args,
  result: ApiFailure,
  { invite, hideFields = [], ...options }: Parameters<typeof failureReply>[2] & { invite?: SignupInvite } = {},
) {
  const reply = failureReply(submission, result, { ...options, hideFields: ["password", ...hideFields] });
  return data({ result: reply, invite }, result.status as 400);
}

const waitUntil = (result: { headers: Headers }) => Date.now() + Number(result.headers.get("retry-after") ?? 0) * 1000;

async function sendOtp(args: Args, { intent, email }: Of<"sendOtp" | "resendOtp">) {
  const { context, view } = args;
  const result = await apiResult(await context.api.user.sendOtp.$post({ json: { username: email } }));
  const otpView = { step: "otp_verify", email, from: view.from } as const;
  if (result.ok) {
    const resendAt = Date.now() + result.data.resendAfter * 1000;
    return redirect(signupHref({ ...otpView, resendAt, notice: intent === "sendOtp" ? "sent" : "resent" }));
  }
  if (result.status === 429) {
    const until = waitUntil(result);
    if (result.message === RESEND_TOO_SOON_MESSAGE) return redirect(signupHref({ ...otpView, resendAt: until }));
    if (result.message === OTP_BLOCKED_DETAIL) return redirect(signupHref({ ...otpView, blockedUntil: until }));
    return redirect(signupHref({ ...otpView, lockedUntil: until }));
  }
  return failure(args, result, { renames: { username: "email" } });
}

async function verifyOtp(args: Args, { email, otp }: Of<"verifyOtp">) {
  const { request, context, view } = args;
  const result = await apiResult(await context.api.user.verifyOtp.$post({ json: { username: email, otp } }));
  if (result.ok) {
    return redirect(signupHref({ step: "user_details", from: view.from }), {
      headers: { "set-cookie": identifierTokenCookie(request, result.data.token) },
    });
  }
  if (result.status === 429) {
    return redirect(signupHref({ step: "otp_verify", email, from: view.from, blockedUntil: waitUntil(result) }));
  }
  const messageField = result.status === 400 ? "otp" : undefined;
  return failure(args, result, { renames: { username: "email" }, hideFields: ["otp"], messageField });
}

/** Without the identifier token (or when the API no longer knows it) the flow starts over. */
function restart({ request, view }: Args) {
  return redirect(expiredHref(view), { headers: { "set-cookie": clearedIdentifierTokenCookie(request) } });
}

async function createAccount(args: Args, { firstName, lastName, orgName, password }: Of<"createAccount">) {
  const { request, context, view } = args;
  const token = readIdentifierToken(request);
  if (!token) return restart(args);
  const result = await apiResult(
    await context.api.user.createAccount.$post({
      json: { firstName, lastName, organizationName: orgName, password },
      header: { useridentifiertoken: token },
    }),
  );
  if (!result.ok) {
    if (result.status === 401) return restart(args);
    const message = result.status >= 500 ? CREATE_ACCOUNT_FAILED_MESSAGE : result.message;
    return failure(args, result, { message, renames: { organizationName: "orgName" } });
  }
  return redirect(signupHref({ step: "org_details", from: view.from, orgName, subdomain: result.data.subdomain }), {
    headers: { "set-cookie": identifierTokenCookie(request, result.data.token) },
  });
}

async function createSubdomain(args: Args, { orgDomainName }: Of<"createSubdomain">) {
  const { request, context } = args;
  const token = readIdentifierToken(request);
  if (!token) return restart(args);
  const result = await apiResult(
    await context.api.user.createSubdomain.$post({
      json: { subdomain: orgDomainName },
      header: { useridentifiertoken: token },
    }),
  );
  if (!result.ok) {
    if (result.status === 401) return restart(args);
    return failure(args, result, { renames: { subdomain: "orgDomainName" } });
  }
  return redirect(result.data.redirectUrl, { headers: { "set-cookie": clearedIdentifierTokenCookie(request) } });
}

async function invitedUserSignup(args: Args, value: Of<"invitedUserSignup">) {
  const { firstName, lastName, password, username, invitedBy, inviteToken, organisationName } = value;
  const result = await apiResult(
    await args.context.api.user.invitedUserSignup.$post({
      json: { firstName, lastName, password, username, invitedBy, inviteToken },
    }),
  );
  if (result.ok) return redirect(result.data.redirectUrl);
  const invite: SignupInvite = { token: inviteToken, organisationName, invitedBy, username };
  const message = result.status >= 500 ? CREATE_ACCOUNT_FAILED_MESSAGE : result.message;
  return failure(args, result, { message, invite });
}

export default function SignupPage() {
  const { view, serverNow } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main className="min-h-full">
      <SignupModal view={view} serverNow={serverNow} lastResult={actionData?.result} invite={actionData?.invite} />
    </main>
  );
}
