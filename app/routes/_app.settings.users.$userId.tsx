import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "~/components/CsrfField";
import { FILTER_CONTROL_CLASS } from "~/components/FilterSelect";
import { FormErrors, INTENT_FIELD } from "~/components/forms";
import { useIsSubmitting } from "~/components/useSchemaForm";
import { userIntents } from "~/intents/users.server";
import { apiResult } from "~/lib/api-result";
import { ROLE_DETAILS } from "~/lib/permissions";
import { useShellData } from "~/lib/shell";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: MetaFunction = () => [{ title: "User · Settings · Meridian" }];

const USERS_PATH = "/settings/users";
const profilePath = (userId: string) => `${USERS_PATH}/${userId}`;

/** One person (getViewProfile) with who may receive what they own (getUsersForTransfer). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const userId = params.userId ?? "";
  const [profile, receivers] = await Promise.all([
    context.api.settings.getViewProfile.$get({ query: { userId } }).then(apiResult),
    context.api.settings.getUsersForTransfer.$get({ query: { userId } }).then(apiResult),
  ]);
  if (!profile.ok) throw data({ message: profile.message }, profile.status);
  const confirming = new URL(request.url).searchParams.get("confirm") === "deactivate";
  return { profile: profile.data, receivers: receivers.ok ? receivers.data.users : [], confirming };
}

type Outcome = { error: string; fields?: Record<string, string[]> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await userIntents.run(await request.formData(), context.api, params);
  if (!outcome) return data<Outcome>({ error: "Unknown action" }, 400);
  if (!outcome.ok) return data<Outcome>(outcome.by === "api" ? { error: outcome.message, fields: outcome.fields } : { error: outcome.message }, outcome.status);
  return redirectWithToast(request, profilePath(params.userId ?? ""), { kind: "success", message: outcome.message });
}

type Profile = Awaited<ReturnType<typeof loader>>["profile"];
type Receiver = Awaited<ReturnType<typeof loader>>["receivers"][number];

const BUTTON = "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-70";

export default function UserProfile() {
  const { profile, receivers, confirming } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const viewerRole = useShellData()?.userDetails.role;
  const owns = profile.teamsOwned.length + profile.projectsOwned.length > 0;
  const name = `${profile.firstName} ${profile.lastName}`;
  const roles = ROLE_DETAILS.filter((role) => viewerRole === "SUPER_ADMIN" || role.name !== "SUPER_ADMIN");
  return (
    <section aria-labelledby="user-title" className="flex max-w-4xl flex-col gap-6">
      <Link to={USERS_PATH} className="text-sm text-brand-700 underline">
        ← All users
      </Link>
      <header>
        <h1 id="user-title" className="text-xl font-semibold">
          {name}
          {profile.status === "DEACTIVATED" ? <span className="ml-2 text-base font-normal text-amber-700">(deactivated)</span> : null}
        </h1>
        <p className="text-sm text-slate-600">
          {profile.email} · {profile.roleName}
        </p>
      </header>
      {outcome?.error ? <FormErrors id="user-action-error" errors={[outcome.error]} /> : null}
      <Details profile={profile} />
      <div className="grid gap-4 md:grid-cols-2">
        <WorkList title="Teams owned" items={profile.teamsOwned} />
        <WorkList title="Teams part of" items={profile.teamsPartOf} />
        <WorkList title="Projects owned" items={profile.projectsOwned} />
        <WorkList title="Projects part of" items={profile.projectsPartOf} />
      </div>
      {profile.status === "ACTIVE" ? (
        <Panel title="Role">
          <ActionForm intent="changeRole" label="Change role">
            <label className="flex flex-col gap-1 text-sm">
              Tenant role
              <select name="role" defaultValue={profile.role} className={FILTER_CONTROL_CLASS}>
                {roles.map((role) => (
                  <option key={role.name} value={role.name}>
                    {role.displayName}
                  </option>
                ))}
              </select>
            </label>
          </ActionForm>
        </Panel>
      ) : null}
      {owns ? (
        <Panel title="Transfer ownership">
          <ActionForm intent="transfer" label="Transfer">
            <ReceiverSelect receivers={receivers} />
            <label className="flex flex-col gap-1 text-sm">
              What to transfer
              <select name="scope" defaultValue="BOTH" className={FILTER_CONTROL_CLASS}>
                <option value="BOTH">Teams and projects</option>
                <option value="TEAM">Teams only</option>
                <option value="PROJECTS">Projects only</option>
              </select>
            </label>
          </ActionForm>
        </Panel>
      ) : null}
      <Panel title={profile.status === "ACTIVE" ? "Deactivate" : "Reactivate"}>
        {profile.status === "DEACTIVATED" ? (
          <ActionForm intent="reactivate" label="Reactivate">
            <p className="text-sm text-slate-600">{name} gets back their role, teams and projects and can sign in again.</p>
          </ActionForm>
        ) : confirming ? (
          <div role="alertdialog" aria-labelledby="confirm-deactivate-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
            <p id="confirm-deactivate-title" className="font-medium">
              Deactivate {name}? They are signed out at once and cannot sign in to this organisation until reactivated.
            </p>
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <CsrfField />
              {owns ? <ReceiverSelect receivers={receivers} label="They own teams or projects: transfer them to" /> : null}
              <button type="submit" name={INTENT_FIELD} value="deactivate" className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800">
                Yes, deactivate
              </button>
              <Link to={profilePath(profile.userId)} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm">
                Keep active
              </Link>
            </Form>
          </div>
        ) : (
          <Link to={`${profilePath(profile.userId)}?confirm=deactivate`} className="inline-block rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50">
            Deactivate {name}…
          </Link>
        )}
      </Panel>
    </section>
  );
}

function Details({ profile }: { profile: Profile }) {
  const rows: Array<[string, string | null]> = [
    ["First name", profile.firstName],
    ["Last name", profile.lastName],
    ["E-mail", profile.email],
    ["Role", profile.roleName],
    ["Designation", profile.designation],
    ["Contact number", profile.mobileNumber],
    ["City", profile.city],
    ["Birthday", profile.birthday],
    ["Work anniversary", profile.workAnniversary],
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd>{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

function WorkList({ title, items }: { title: string; items: Profile["teamsOwned"] }) {
  return (
    <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 className="font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">None.</p>
      ) : (
        <ul aria-label={title} className="mt-2 flex flex-col gap-1 text-sm">
          {items.map((item) => (
            <li key={item.id}>
              {item.name}
              {item.hidden ? <span className="text-slate-500"> ({item.hidden === "bin" ? "in the bin" : "archived"})</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </div>
  );
}

function ActionForm({ intent, label, children }: { intent: (typeof userIntents.names)[number]; label: string; children: ReactNode }) {
  const pending = useIsSubmitting(intent);
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {children}
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className={BUTTON}>
        {label}
      </button>
    </Form>
  );
}

function ReceiverSelect({ receivers, label = "New owner" }: { receivers: Receiver[]; label?: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select name="toUserId" defaultValue="" className={FILTER_CONTROL_CLASS} required>
        <option value="">Choose a member</option>
        {receivers.map((receiver) => (
          <option key={receiver.userId} value={receiver.userId}>
            {receiver.firstName} {receiver.lastName} ({receiver.email})
          </option>
        ))}
      </select>
    </label>
  );
}
