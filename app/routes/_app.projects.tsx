import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, Outlet, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { Restricted } from "~/components/access/Restricted";
import { OnDemand } from "~/components/OnDemand";
import { lazyNamed } from "~/components/lazyNamed";
import { NEW_FOLDER_INTENT, NEW_PROJECT_INTENT } from "~/components/projects/panelIntents";
import { ImportProjectForm } from "~/components/exports/ImportProjectForm";
import { CSV_IMPORT_PATH } from "~/components/exports/CsvImportForms";
import { projectPath, SecondPanel } from "~/components/projects/SecondPanel";
import { DRAWER_ID, DrawerClose, DrawerShade, DrawerToggle, drawerClasses, useProjectsDrawer } from "~/components/projects/ProjectsDrawer";
import { apiResult } from "~/lib/api-result";
import { limitReachedModal, subscriptionHref } from "~/lib/subscriptionModal";
import { redirectWithToast } from "~/lib/toast.server";
import { firstMessage } from "~/intents/define.server";
import { projectsPanelIntents } from "~/intents/projectsPanel.server";
import { projectsPanelRevalidates } from "~/intents/revalidation";

export const meta: MetaFunction = () => [{ title: "Projects · Meridian" }];

export const PROJECTS_PATH = "/projects";

// Fetched when first opened, with the schemas they validate by (lazyNamed).
const NewProjectForm = lazyNamed(() => import("~/components/projects/NewProjectForm"), "NewProjectForm");
const NewFolderForm = lazyNamed(() => import("~/components/folders/NewFolderForm"), "NewFolderForm");

/** The second panel: one workspace call. */
export async function loader({ context }: LoaderFunctionArgs) {
  const panel = await apiResult(await context.api.tenant.getSecondPanelFilter.$get());
  if (!panel.ok) throw data({ message: panel.message }, { status: panel.status });
  return panel.data;
}

/** After a post of a project's work, nothing the panel shows has changed (app/intents/revalidation.ts). */
export const shouldRevalidate: ShouldRevalidateFunction = projectsPanelRevalidates;

type Outcome = { intent: string; result: SubmissionResult<string[]> };

/** Forms whose failures show next to their fields; a folder's menu answers its failure with a toast. */
const FIELD_FORMS: ReadonlySet<string> = new Set([NEW_FOLDER_INTENT, NEW_PROJECT_INTENT]);

/** The panel's forms: a new folder (back to where it was made), a new project (opened at once), a folder's menu. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const back = new URL(request.headers.get("referer") ?? request.url).pathname;
  const returnTo = back.startsWith(PROJECTS_PATH) ? back : PROJECTS_PATH;
  const outcome = await projectsPanelIntents.run(await request.formData(), context.api, params);
  if (!outcome) return redirectWithToast(request, returnTo, { kind: "error", message: "Unknown change" });
  if (!outcome.ok) {
    const limitReached = outcome.by === "api" ? limitReachedModal(outcome) : null;
    if (limitReached) return redirect(subscriptionHref(new URL(returnTo, request.url), limitReached));
    if (FIELD_FORMS.has(outcome.intent)) return data<Outcome>({ intent: outcome.intent, result: outcome.reply }, outcome.status);
    return redirectWithToast(request, returnTo, { kind: "error", message: firstMessage(outcome) });
  }
  const to = outcome.intent === NEW_PROJECT_INTENT ? projectPath(outcome.data) : returnTo;
  return redirectWithToast(request, to, { kind: "success", message: outcome.message });
}

/** The look of the panel's forms behind their titles (OnDemand: rendered only once opened). */
const FORM_PANEL = {
  triggerClassName: "flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 aria-expanded:bg-brand-50",
  panelClassName: "mt-2 rounded-md border border-slate-200 p-2",
} as const;

/** A panel's trigger: a button-like link with its sign ("+ New project"). */
const newItem = (text: string, sign = "+") => (
  <>
    <span aria-hidden="true" className="w-4 text-center">
      {sign}
    </span>
    {text}
  </>
);

export default function ProjectsLayout() {
  const panel = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const resultOf = (intent: string) => (outcome?.intent === intent ? outcome.result : undefined);
  const hasTeams = panel.teams.length > 0;
  // Below 768 px the panel is a drawer the page's header opens (issue 42 §1); a form of it whose post failed opens it.
  const drawer = useProjectsDrawer(outcome !== undefined);
  return (
    // As tall as the main area with its padding, which the negative margin takes back (issue 43 §4: it stopped 3rem short).
    <div className="-m-4 flex min-h-[calc(100%+2rem)] md:-m-6 md:min-h-[calc(100%+3rem)]">
      {drawer.open ? <DrawerShade drawer={drawer} /> : null}
      <aside
        id={DRAWER_ID}
        aria-label="Teams and projects"
        onKeyDown={drawer.onKeyDown}
        className={`flex w-72 shrink-0 flex-col gap-4 overflow-y-auto border-r border-slate-200 bg-white p-4 ${drawerClasses(drawer.open)}`}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Projects</h2>
          <Restricted capability="createTeams" label="New team" className="text-sm font-medium">
            <Link to="/teams/new" className="ml-auto inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline">
              New team
            </Link>
          </Restricted>
          <DrawerClose drawer={drawer} />
        </div>
        {hasTeams ? (
          <div className="flex flex-col gap-0.5">
            <Restricted capability="createProjects" label="New project" className="text-sm font-medium">
              <OnDemand name="new-project" trigger={newItem("New project")} preload={NewProjectForm.preload} forced={resultOf(NEW_PROJECT_INTENT) !== undefined} {...FORM_PANEL}>
                <NewProjectForm teams={panel.teams} action={PROJECTS_PATH} lastResult={resultOf(NEW_PROJECT_INTENT)} />
              </OnDemand>
            </Restricted>
            <OnDemand name="new-folder" trigger={newItem("New folder")} preload={NewFolderForm.preload} forced={resultOf(NEW_FOLDER_INTENT) !== undefined} {...FORM_PANEL}>
              <NewFolderForm teams={panel.teams} action={PROJECTS_PATH} lastResult={resultOf(NEW_FOLDER_INTENT)} />
            </OnDemand>
            <Restricted capability="createProjects" label="Import project" className="text-sm font-medium">
              <OnDemand name="import-project" trigger={newItem("Import project", "↥")} {...FORM_PANEL}>
                <ImportProjectForm teams={panel.teams} idPrefix="import-panel" />
                <Link to={CSV_IMPORT_PATH} className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
                  Import a CSV
                </Link>
              </OnDemand>
            </Restricted>
          </div>
        ) : null}
        <SecondPanel panel={panel} />
      </aside>
      <div className="min-w-0 flex-1 p-4 md:p-6">
        <DrawerToggle drawer={drawer} />
        <Outlet />
      </div>
    </div>
  );
}
