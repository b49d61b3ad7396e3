import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { SMALL_BUTTON } from "~/components/ConfirmDeleteBox";
import { INTENT_FIELD } from "~/components/forms";
import { OnDemand } from "~/components/OnDemand";
import { ConfirmDelete } from "~/components/dashboards/ConfirmDelete";
import { IntentButton } from "~/components/dashboards/IntentButton";
import { DASHBOARD_PANEL } from "~/components/dashboards/panel";
import { useIsSubmitting } from "~/components/useSchemaForm";
import { dashboardListIntents } from "~/intents/dashboards.server";
import { apiResult } from "~/lib/api-result";
import { can } from "~/lib/permissions";
import { useShellData } from "~/lib/shell";
import { limitReachedModal, subscriptionHref } from "~/lib/subscriptionModal";
import { redirectWithToast } from "~/lib/toast.server";
import { DASHBOARD_ROLE_NAMES } from "~/lib/dashboards";

export const meta: MetaFunction = () => [{ title: "Dashboard · Meridian" }];

export const DASHBOARD_PATH = "/dashboard";

/** The dashboards the member sees (issue 18 §1): their own, public ones, private ones they were invited to. */
export async function loader({ context }: LoaderFunctionArgs) {
  const list = await apiResult(await context.api.dashboard.list.$get({ query: {} }));
  if (!list.ok) throw data({ message: list.message }, { status: list.status });
  return { dashboards: list.data };
}

type Failure = { intent: string; message: string; fields?: Record<string, string[]> };

/** New, duplicate and delete; a new one past the plan's cap opens the limit-reached modal (type 1). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const outcome = await dashboardListIntents.run(form, context.api, params);
  if (!outcome) return data<Failure>({ intent: "", message: "Unknown action" }, 400);
  if (outcome.ok) {
    const to = outcome.intent === "deleteDashboard" ? DASHBOARD_PATH : `${DASHBOARD_PATH}/${(outcome.data as { dashboardId: string }).dashboardId}`;
    return redirectWithToast(request, to, { kind: "success", message: outcome.message });
  }
  const limitReached = outcome.by === "api" ? limitReachedModal(outcome) : null;
  if (limitReached) return redirect(subscriptionHref(new URL(DASHBOARD_PATH, request.url), limitReached));
  if (outcome.intent === "createDashboard") return data<Failure>({ intent: outcome.intent, message: outcome.message, fields: outcome.fields }, outcome.status);
  return redirectWithToast(request, DASHBOARD_PATH, { kind: "error", message: outcome.message });
}

export default function Dashboards() {
  const { dashboards } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const shell = useShellData();
  const [params] = useSearchParams();
  const confirming = params.get("delete");
  const mayCreate = shell ? can(shell.userDetails.role, "dashboard:create") : false;
  const creating = useIsSubmitting("createDashboard");
  const errorOf = (field: string) => failure?.fields?.[field]?.[0];
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-6">
      <h1 id="screen-title" className="text-xl font-semibold">
        Dashboard
      </h1>
      {mayCreate ? (
        <OnDemand
          name="new-dashboard"
          trigger="New dashboard"
          forced={failure?.intent === "createDashboard" || dashboards.length === 0}
          {...DASHBOARD_PANEL}
        >
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-start" aria-label="New dashboard">
            <CsrfField />
            <input type="hidden" name={INTENT_FIELD} value="createDashboard" />
            <div className="flex flex-col gap-1">
              <label htmlFor="dashboard-name" className="text-sm font-medium">
                Dashboard name
              </label>
              <input
                id="dashboard-name"
                name="name"
                autoComplete="off"
                aria-invalid={errorOf("name") ? true : undefined}
                aria-describedby="dashboard-name-error"
                className="rounded-md border border-slate-300 px-2 py-1.5"
              />
              <p id="dashboard-name-error" className="min-h-4 text-xs text-red-700" role={errorOf("name") ? "alert" : undefined}>
                {errorOf("name") ?? (failure?.intent === "createDashboard" && !failure.fields ? failure.message : null)}
              </p>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="dashboard-description" className="text-sm font-medium">
                Description (optional)
              </label>
              <input id="dashboard-description" name="description" autoComplete="off" className="rounded-md border border-slate-300 px-2 py-1.5" />
              <p className="min-h-4 text-xs text-red-700">{errorOf("description")}</p>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="dashboard-visibility" className="text-sm font-medium">
                Who sees it
              </label>
              <select id="dashboard-visibility" name="visibility" defaultValue="PUBLIC" className="rounded-md border border-slate-300 px-2 py-1.5">
                <option value="PUBLIC">Public: every member</option>
                <option value="PRIVATE">Private: me and people I invite</option>
              </select>
            </div>
            <button type="submit" disabled={creating} aria-busy={creating || undefined} className="mt-6 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-70">
              {creating ? "Creating…" : "Create dashboard"}
            </button>
          </Form>
        </OnDemand>
      ) : null}
      {dashboards.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">
          {mayCreate ? "No dashboards yet. Create one to see where work stands." : "No dashboard has been shared with you yet."}
        </div>
      ) : (
        <ul aria-label="Dashboards" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {dashboards.map((dashboard) => (
            <li key={dashboard.dashboardId} aria-label={dashboard.name} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex items-start justify-between gap-2">
                <Link to={`${DASHBOARD_PATH}/${dashboard.dashboardId}`} className="font-medium text-brand-700 hover:underline">
                  {dashboard.name}
                </Link>
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{dashboard.visibility === "PUBLIC" ? "Public" : "Private"}</span>
              </div>
              {dashboard.description ? <p className="text-sm text-slate-600">{dashboard.description}</p> : null}
              <p className="text-xs text-slate-500">
                {dashboard.ownerName ? `By ${dashboard.ownerName} · ` : ""}
                You: {DASHBOARD_ROLE_NAMES[dashboard.myRole]}
              </p>
              <div className="flex flex-wrap gap-2">
                {mayCreate ? <IntentButton intent="duplicateDashboard" fields={{ dashboardId: dashboard.dashboardId }} label={`Duplicate ${dashboard.name}`}>Duplicate</IntentButton> : null}
                {dashboard.canManage ? (
                  <Link to={`?delete=${dashboard.dashboardId}`} className={SMALL_BUTTON} aria-label={`Delete ${dashboard.name}`} preventScrollReset>
                    Delete
                  </Link>
                ) : null}
              </div>
              {confirming === dashboard.dashboardId && dashboard.canManage ? (
                <ConfirmDelete
                  label={`Delete ${dashboard.name}?`}
                  question={`Delete “${dashboard.name}” and its widgets? This cannot be undone.`}
                  intent="deleteDashboard"
                  fields={{ dashboardId: dashboard.dashboardId }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
