import { getInputProps } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { EmailField, Field, FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { AuthCard } from "~/components/AuthCard";
import { PasskeySignInButton } from "~/components/security/PasskeySignInButton";
import { SignupModal } from "~/components/signup/SignupModal";
import { readSignupView, signupHref } from "~/components/signup/view";
import { loginAuthenticator, LoginRefused } from "~/lib/authenticator";
import type { ScriptsHandle } from "~/lib/pageScripts";
import { toSecondStep } from "~/lib/pendingSignIn.server";
import { loggedOutOnly } from "~/lib/redirects";
import { LoginSchema } from "~/schemas/auth";
import { useSchemaForm, useIsSubmitting } from "~/components/useSchemaForm";
import { publicPageMeta } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) =>
  publicPageMeta({ title: "Log in · Meridian", description: "Log in to your organisation's Meridian with your e-mail and password." }, matches);

/**
 * The login form works as a plain form post (the server validates); the sign-up modal and a passkey
 * (WebAuthn is a script API) need scripts, so the plain page links to its passkey address.
 */
export const handle: ScriptsHandle = { needsScripts: (search) => search.get("signUp") === "true" || search.get(PASSKEY_PARAM) === "true" };

/**
 * Login lives on the auth host. A tenant's /login opens it with the tenant's
 * domain filled in (spec §2), unless the user is already signed in there.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tenantDomain = context.host.kind === "tenant" ? { domainName: context.host.subdomain } : undefined;
  const elsewhere = await loggedOutOnly(request, context, tenantDomain);
  if (elsewhere) throw elsewhere;
  return { domainName: new URL(request.url).searchParams.get("domainName") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  try {
    const ticket = await loginAuthenticator(context.api).authenticate("login", request);
    if ("pending" in ticket) return toSecondStep(request, ticket.pending);
    return redirect(ticket.redirectUrl, { headers: ticket.headers });
  } catch (error) {
    if (error instanceof LoginRefused) return data(error.reply, error.status);
    throw error;
  }
}

const PASSKEY_PARAM = "passkey";

/** A passkey sign-in instead of the password needs only the organisation: the domain field as typed. */
function passkeyStart(domainFieldId: string) {
  const domainName = (document.getElementById(domainFieldId) as HTMLInputElement | null)?.value.trim() ?? "";
  return domainName ? { domainName } : "Please fill in Domain name";
}

export default function Login() {
  const { domainName } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const search = new URLSearchParams(useLocation().search);
  const signupView = search.get("signUp") === "true" ? readSignupView(search, "login") : null;
  const withPasskey = search.get(PASSKEY_PARAM) === "true";
  const [form, fields] = useSchemaForm(LoginSchema, { id: "login", lastResult, defaultValue: { domainName } });
  const submitting = useIsSubmitting();
  return (
    <AuthCard title="Log in to your organisation" after={signupView ? <SignupModal view={signupView} action={signupHref({ from: signupView.from })} /> : null}>
      <SchemaForm form={form} className="mt-6 flex flex-col gap-3">
        <FormErrors errors={form.errors} id={form.errorId} />
        <EmailField field={fields.username} />
        <Field
          label="Password"
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        />
        <Field
          label="Domain name"
          errors={fields.domainName.errors}
          inputProps={{ ...getInputProps(fields.domainName, { type: "text" }), autoComplete: "organization" }}
        />
        <SubmitButton pending={submitting}>Log in</SubmitButton>
        {withPasskey ? (
          <PasskeySignInButton start={() => passkeyStart(fields.domainName.id)} withoutScript="Signing in with a passkey needs JavaScript in this browser." />
        ) : (
          <Link
            to={`/login?${new URLSearchParams({ [PASSKEY_PARAM]: "true", ...(domainName ? { domainName } : {}) })}`}
            className="w-full rounded-md border border-slate-300 px-4 py-2.5 text-center font-medium text-ink hover:bg-slate-50"
          >
            Sign in with a passkey
          </Link>
        )}
        <Link to="/forgotpassword" className="text-center text-sm text-brand-600 underline">
          Forgot password?
        </Link>
      </SchemaForm>
      <p className="mt-4 text-center text-sm text-slate-600">
        New to Meridian?{" "}
        <Link to="/login?signUp=true" className="font-medium text-brand-700 underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
