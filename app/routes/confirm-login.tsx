import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/AuthCard";
import { CsrfField } from "~/components/CsrfField";
import { SubmitButton } from "~/components/forms";
import { useIsSubmitting } from "~/components/useSchemaForm";
import { CONFIRM_LOGIN_PATH, redeemRedirectToken, redirectTokenUser, signedInUser } from "~/lib/loginHandOff";
import { redirectToDefaultHost } from "~/lib/redirects";
import { RedeemTokenSchema } from "~/schemas/auth";

export const meta: MetaFunction = () => [{ title: "Log in? · Meridian" }];

/**
 * Asks before a redirect token signs this browser in (decision 0012): it names
 * the account and the organisation, and who would be logged out. Showing the
 * token's account tells its holder nothing redeeming it would not.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.host.kind !== "tenant") throw redirect("/");
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const [tokenUser, signedIn] = await Promise.all([redirectTokenUser(context, token), signedInUser(context)]);
  if (!tokenUser) throw redirectToDefaultHost(request, context.config);
  const replaces = signedIn && signedIn.userId !== tokenUser.userId ? signedIn.username : null;
  return { token, account: tokenUser.username, organization: tokenUser.organizationName, replaces };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.host.kind !== "tenant") return redirect("/");
  const submission = parseWithZod(await request.formData(), { schema: RedeemTokenSchema });
  if (submission.status !== "success") return redirectToDefaultHost(request, context.config);
  return redeemRedirectToken(request, context, submission.value.token);
}

export default function ConfirmLogin() {
  const { token, account, organization, replaces } = useLoaderData<typeof loader>();
  const submitting = useIsSubmitting();
  return (
    <AuthCard title={`Log in to ${organization}?`}>
      <p className="mt-4 text-slate-700">
        This link logs this browser in to <strong>{organization}</strong> as <strong className="break-all">{account}</strong>.
      </p>
      {replaces ? (
        <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          You are logged in here as <strong className="break-all">{replaces}</strong>. Continuing logs you out of that account.
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">
        Only continue if you have just logged in yourself: a link from someone else can log you in to their account.
      </p>
      <Form method="post" action={CONFIRM_LOGIN_PATH} className="mt-6 flex flex-col gap-3">
        <CsrfField />
        <input type="hidden" name="token" value={token} />
        <SubmitButton pending={submitting}>Log in as {account}</SubmitButton>
        <Link to="/" className="text-center text-sm text-brand-600 underline">
          Cancel
        </Link>
      </Form>
    </AuthCard>
  );
}
