import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { SMALL_BUTTON } from "~/components/ConfirmDeleteBox";
import { INTENT_FIELD } from "~/components/forms";
import { OnDemand } from "~/components/OnDemand";
import { ChartView } from "~/components/dashboards/ChartView";
import { ConfirmDelete } from "~/components/dashboards/ConfirmDelete";
import { Restricted } from "~/components/access/Restricted";
import { IntentButton } from "~/components/dashboards/IntentButton";
import { DASHBOARD_PANEL } from "~/components/dashboards/panel";
import { SegmentTasks } from "~/components/dashboards/SegmentTasks";
import { PdfExportForm } from "~/components/exports/PdfExportForm";
import { WidgetForm, type FormFailure } from "~/components/dashboards/WidgetForm";
import type { Board, BoardWidget } from "~/components/dashboards/types";
import { TransferOwnership } from "~/components/dashboards/TransferOwnership";
import { WidgetGrid } from "~/components/dashboards/WidgetGrid";
import { answerPost, firstMessage } from "~/intents/define.server";
import { dashboardIntents } from "~/intents/dashboards.server";
import { apiResult } from "~/lib/api-result";
import { can } from "~/lib/permissions";
import { useShellData } from "~/lib/shell";
import { limitReachedModal, subscriptionHref } from "~/lib/subscriptionModal";
import { redirectWithToast } from "~/lib/toast.server";
import { DASHBOARD_ROLE_NAMES, WIDGET_KIND_NAMES } from "~/lib/dashboards";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: `${page?.dashboard.name ?? "Dashboard"} · Meridian` }];

/** A dashboard's page (issue 18 §1): its widgets with their numbers for the person looking, in one workspace call. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  // A click on a bar whose tasks span several projects lists them here (?focus=<widget>&segment=<keys>).
  const search = new URL(request.url).searchParams;
  const drill = { focus: search.get("focus") ?? "", segment: search.get("segment") ?? "" };
  // Each task list's order: ?sort.<widgetId>=<field>-<asc|desc> (links that work without JavaScript); unknown values are left out.
  const sorts = [...search.entries()]
    .filter(([name, value]) => name.startsWith("sort.") && /^(name|status|priority|assignee|due)-(asc|desc)$/.test(value) && /^[A-Za-z0-9_-]{1,64}$/.test(name.slice(5)))
    .slice(0, 50)
    .map(([name, value]) => `${name.slice(5)}:${value}`)
    .join(",");
  const board = await apiResult(
    await context.api.dashboard.board.$get({ query: { dashboardId: params.dashboardId ?? "", ...(drill.focus ? drill : {}), ...(sorts ? { sorts } : {}) } }),
  );
  if (!board.ok) throw data({ message: board.message }, { status: board.status });
  return board.data as Board;
}

/** Every form of the page: a redirect back with a toast; a widget form that failed answers its messages in place. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const here = `/dashboard/${params.dashboardId}`;
  const outcome = await dashboardIntents.run(form, context.api, params);
  if (!outcome) return data<FormFailure>({ intent: "", widgetId: null, message: "Unknown action" }, 400);
  // The grid's reorder (JavaScript) answers data: it shows the order at once and puts it back when refused.
  if (outcome.intent === "reorderWidget") return answerPost(request, form, outcome, here);
  if (outcome.ok) {
    if (outcome.intent === "deleteDashboard") return redirectWithToast(request, "/dashboard", { kind: "success", message: outcome.message });
    if (outcome.intent === "duplicateDashboard") {
      return redirectWithToast(request, `/dashboard/${(outcome.data as { dashboardId: string }).dashboardId}`, { kind: "success", message: outcome.message });
    }
    return redirectWithToast(request, here, { kind: "success", message: outcome.message });
  }
  const limitReached = outcome.by === "api" ? limitReachedModal(outcome) : null;
  if (limitReached) return redirect(subscriptionHref(new URL(here, request.url), limitReached));
  if (outcome.intent === "createWidget" || outcome.intent === "updateWidget") {
    // The refusal's reply holds the form as posted: the widget whose form shows it.
    const widgetId = outcome.reply.initialValue?.widgetId;
    return data<FormFailure>({ intent: outcome.intent, widgetId: typeof widgetId === "string" ? widgetId : null, message: outcome.message, fields: outcome.fields }, outcome.status);
  }
  return redirectWithToast(request, here, { kind: "error", message: firstMessage(outcome) });
}

const PRIMARY = "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700";
const FIELD = "rounded-md border border-slate-300 px-2 py-1.5 text-sm";

export default function DashboardPage() {
  const board = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  // The grid's reorder answers its fetcher; only a widget form's refusal comes back here.
  const failure = answered && "intent" in answered ? answered : null;
  const [params] = useSearchParams();
  const shell = useShellData();
  const mayCreate = shell ? can(shell.userDetails.role, "dashboard:create") : false;
  const { dashboard, widgets, options, people } = board;
  const id = dashboard.dashboardId;
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/dashboard" className="touch-target text-brand-700 hover:underline">
          Dashboards
        </Link>
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="screen-title" className="text-xl font-semibold">
            {dashboard.name}
          </h1>
          {dashboard.description ? <p className="text-slate-600">{dashboard.description}</p> : null}
          <p className="text-xs text-slate-500">
            {dashboard.visibility === "PUBLIC" ? "Public" : "Private"}
            {dashboard.ownerName ? ` · by ${dashboard.ownerName}` : ""} · You: {DASHBOARD_ROLE_NAMES[dashboard.myRole]} · Numbers as you may see them, on {board.today}
          </p>
        </div>
        <div className="flex min-w-0 flex-wrap gap-2 print:hidden">
          <Restricted capability="exportData" label="Download PDF" className={SMALL_BUTTON}>
            <PdfExportForm id={id} fieldPrefix="dashboard" dashboard className="flex min-w-0 flex-wrap items-end gap-2 text-sm" />
          </Restricted>
          {mayCreate ? <IntentButton intent="duplicateDashboard" fields={{ dashboardId: id }} label="Duplicate dashboard" /> : null}
          {dashboard.canManage ? (
            <Link to="?confirm=delete" className={SMALL_BUTTON} preventScrollReset>
              Delete dashboard
            </Link>
          ) : null}
        </div>
      </header>
      {params.get("confirm") === "delete" && dashboard.canManage ? (
        <ConfirmDelete
          label="Delete this dashboard?"
          question={`Delete “${dashboard.name}” with its ${widgets.length} widgets? This cannot be undone.`}
          intent="deleteDashboard"
          fields={{ dashboardId: id }}
        />
      ) : null}
      {dashboard.canManage ? <Settings board={board} /> : null}
      {dashboard.canManage || people.length ? <People board={board} /> : null}
      {options ? (
        <OnDemand
          name="add-widget"
          trigger="Add widget"
          forced={failure?.intent === "createWidget" || widgets.length === 0}
          {...DASHBOARD_PANEL}
          panelClassName="mt-3"
        >
          <WidgetForm dashboardId={id} options={options} failure={failure?.intent === "createWidget" ? failure : null} />
        </OnDemand>
      ) : null}
      {widgets.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">No widgets yet.</div>
      ) : (
        <WidgetGrid widgets={widgets} canArrange={board.options !== null}>
          {(widget, { first, last }) => (
            <WidgetCard widget={widget} board={board} first={first} last={last} failure={failure} confirming={params.get("deleteWidget") === widget.widgetId} />
          )}
        </WidgetGrid>
      )}
    </section>
  );
}

function WidgetCard({ widget, board, first, last, failure, confirming }: { widget: BoardWidget; board: Board; first: boolean; last: boolean; failure: FormFailure | null; confirming: boolean }) {
  // The grid's place around it (WidgetGrid) carries the size, the label and, with JavaScript, the drag handle.
  const headingId = `widget-${widget.widgetId}-name`;
  const editing = failure?.intent === "updateWidget" && failure.widgetId === widget.widgetId;
  const fields = { widgetId: widget.widgetId };
  return (
    <>
      <div>
        <h2 id={headingId} className="font-medium">
          {widget.name}
        </h2>
        <p className="text-xs text-slate-500">
          {widget.description} · {WIDGET_KIND_NAMES[widget.kind]}
        </p>
      </div>
      <ChartView widget={widget} />
      {board.drill?.widgetId === widget.widgetId ? <SegmentTasks drill={board.drill} label={widget.name} /> : null}
      {board.options ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-2 print:hidden">
          <IntentButton intent="moveWidget" fields={{ ...fields, direction: "up" }} label={`Move ${widget.name} up`} disabled={first}>
            ↑ Up
          </IntentButton>
          <IntentButton intent="moveWidget" fields={{ ...fields, direction: "down" }} label={`Move ${widget.name} down`} disabled={last}>
            ↓ Down
          </IntentButton>
          <IntentButton intent="resizeWidget" fields={{ ...fields, size: widget.size === "wide" ? "small" : "wide" }} label={`Make ${widget.name} ${widget.size === "wide" ? "small" : "wide"}`}>
            {widget.size === "wide" ? "Small" : "Wide"}
          </IntentButton>
          <IntentButton intent="duplicateWidget" fields={fields} label={`Duplicate ${widget.name}`}>
            Duplicate
          </IntentButton>
          <Link to={`?deleteWidget=${widget.widgetId}`} className={SMALL_BUTTON} aria-label={`Delete ${widget.name}`} preventScrollReset>
            Delete
          </Link>
          <OnDemand
            name={`edit-widget-${widget.widgetId}`}
            trigger={`Edit ${widget.name}`}
            forced={editing}
            className="w-full"
            triggerClassName="touch-target cursor-pointer text-sm text-brand-700"
            panelClassName="mt-2"
          >
            <WidgetForm dashboardId={board.dashboard.dashboardId} options={board.options} widget={widget} failure={editing ? failure : null} />
          </OnDemand>
          {confirming ? (
            <ConfirmDelete label={`Delete ${widget.name}?`} question={`Delete the widget “${widget.name}”?`} intent="deleteWidget" fields={fields} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** Rename, describe, make public or private: the owner and the tenant's admins. */
function Settings({ board }: { board: Board }) {
  const { dashboard } = board;
  return (
    <OnDemand name="dashboard-settings" trigger="Dashboard settings" {...DASHBOARD_PANEL}>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end" aria-label="Dashboard settings">
        <CsrfField />
        <input type="hidden" name={INTENT_FIELD} value="updateDashboard" />
        <input type="hidden" name="dashboardId" value={dashboard.dashboardId} />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Dashboard name
          <input name="name" defaultValue={dashboard.name} className={FIELD} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Description
          <input name="description" defaultValue={dashboard.description ?? ""} className={FIELD} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Who sees it
          <select name="visibility" defaultValue={dashboard.visibility} className={FIELD}>
            <option value="PUBLIC">Public: every member</option>
            <option value="PRIVATE">Private: me and people I invite</option>
          </select>
        </label>
        <button type="submit" className={PRIMARY}>
          Save
        </button>
      </Form>
    </OnDemand>
  );
}

/** privateDashboardInvite and the people of the dashboard: the owner invites, changes roles and removes. */
function People({ board }: { board: Board }) {
  const { dashboard, people } = board;
  return (
    <OnDemand name="dashboard-people" trigger={`People (${people.length})`} {...DASHBOARD_PANEL}>
      {dashboard.canManage ? (
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end" aria-label="Invite to the dashboard">
          <CsrfField />
          <input type="hidden" name={INTENT_FIELD} value="inviteToDashboard" />
          <input type="hidden" name="dashboardId" value={dashboard.dashboardId} />
          <label className="flex flex-col gap-1 text-sm font-medium">
            Invite members (name or e-mail, comma separated)
            <input name="users" autoComplete="off" className={FIELD} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            As
            <select name="role" defaultValue="VIEWER" className={FIELD}>
              <option value="VIEWER">Viewer</option>
              <option value="EDITOR">Editor</option>
            </select>
          </label>
          <button type="submit" className={PRIMARY}>
            Invite
          </button>
        </Form>
      ) : null}
      {people.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Nobody has been invited yet.</p>
      ) : (
        <ul aria-label="Invited people" className="mt-3 divide-y divide-slate-100 text-sm">
          {people.map((person) => {
            const name = `${person.firstName} ${person.lastName}`;
            return (
              <li key={person.userId} aria-label={name} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                <span>
                  {name} <span className="text-xs text-slate-500">{person.email}</span> · {DASHBOARD_ROLE_NAMES[person.role]}
                </span>
                {dashboard.canManage ? (
                  <span className="flex gap-2">
                    <IntentButton
                      intent="setDashboardRole"
                      fields={{ dashboardId: dashboard.dashboardId, userId: person.userId, role: person.role === "VIEWER" ? "EDITOR" : "VIEWER" }}
                      label={`Make ${name} ${person.role === "VIEWER" ? "an editor" : "a viewer"}`}
                    >
                      {person.role === "VIEWER" ? "Make editor" : "Make viewer"}
                    </IntentButton>
                    <IntentButton intent="removeDashboardUser" fields={{ dashboardId: dashboard.dashboardId, userId: person.userId }} label={`Remove ${name}`}>
                      Remove
                    </IntentButton>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {dashboard.canManage ? <TransferOwnership dashboard={dashboard} people={people} /> : null}
    </OnDemand>
  );
}
