import { redirect, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { SignupModal } from "~/components/signup/SignupModal";
import { signupHref } from "~/components/signup/view";
import { apiResult } from "~/lib/api-result";
import { INVITE_SIGNUP_DELAY_MS } from "~/lib/constants";
import { handOff } from "~/lib/loginHandOff";
import type { ScriptsHandle } from "~/lib/pageScripts";
import { loginPath, MY_SPACE_PATH } from "~/lib/routes";
import { publicPageMeta } from "~/lib/seo";

const INVITE_EXPIRED_PATH = "/invite-expired";

export const meta: MetaFunction = ({ matches }) =>
  publicPageMeta(
    {
      title: "Meridian: work, organised",
      description: "Meridian keeps your organisation's work in one place: teams, projects and tasks in List, Kanban and Gantt views, with conversations, dashboards and exports. Start free.",
      sitePath: "/",
    },
    matches,
  );

/** The landing page is plain HTML; the sign-up modal (opened or from an invite) needs scripts. */
export const handle: ScriptsHandle = {
  needsScripts: (search, data) => search.get("signUp") === "true" || Boolean((data as { invite?: unknown } | null)?.invite),
};

/**
 * The root. On the public site it is the landing page; elsewhere the empty
 * path goes to login, except on a tenant host carrying a redirect token
 * (start-up step 5), which signs the user in or first asks whether to, or an
 * invite token (steps 3-4).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (context.host.kind === "site") return null;
  const inviteToken = context.host.kind === "tenant" ? url.searchParams.get("inviteToken") : null;
  if (inviteToken) return openInvite(context, inviteToken);
  const token = context.host.kind === "tenant" ? url.searchParams.get("token") : null;
  if (token) return handOff(request, context, token);
  return redirect(loginPath(url.search));
}

/**
 * Start-up steps 3 and 4: accept the invite, then sign up, or explain why not.
 * An existing user who has just joined logs in to the organisation.
 */
async function openInvite(context: AppLoadContext, token: string) {
  const result = await apiResult(await context.api.invite.acceptInvite.$post({ json: { token } }));
  if (result.ok) {
    const { newUser, joined, inviteData } = result.data;
    if (joined) return redirect(loginPath(""));
    return newUser && inviteData ? { invite: { token, ...inviteData } } : redirect(INVITE_EXPIRED_PATH);
  }
  if (result.status !== 419) return redirect("/login?signUp=true");
  const signedIn = (await context.api.user.session.$get()).status === 200;
  return redirect(signedIn ? MY_SPACE_PATH : INVITE_EXPIRED_PATH);
}

export default function Landing() {
  const invite = useLoaderData<typeof loader>()?.invite;
  const signUp = new URLSearchParams(useLocation().search).get("signUp") === "true";
  return (
    <main className="mx-auto max-w-5xl px-6 py-20">
      {invite ? <SignupModal invite={invite} openDelayMs={INVITE_SIGNUP_DELAY_MS} /> : null}
      {!invite && signUp ? <SignupModal action={signupHref({ from: "website" })} /> : null}
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">All of your organisation's work, in one place.</h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-600">
        Meridian brings teams, projects, tasks and conversations together, with List, Kanban and Gantt views,
        dashboards and a search that finds everything.
      </p>
      <div className="mt-10 flex gap-4">
        <Link to="/?signUp=true&from=website" className="rounded-md bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700">
          Get started free
        </Link>
        <Link to="/pricing" className="rounded-md border border-slate-300 px-5 py-3 font-medium hover:bg-white">
          See pricing
        </Link>
      </div>
    </main>
  );
}
