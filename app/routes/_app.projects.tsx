import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, Outlet, useActionData, useLoaderData, useParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { Restricted } from "~/components/access/Restricted";
import { INTENT_FIELD } from "~/components/forms";
import { OnDemand } from "~/components/OnDemand";
import { NEW_FOLDER_INTENT, NewFolderForm } from "~/components/folders/NewFolderForm";
import { NEW_PROJECT_INTENT, NewProjectForm } from "~/components/projects/NewProjectForm";
import { ImportProjectForm } from "~/components/exports/ImportProjectForm";
import { CSV_IMPORT_PATH } from "~/components/exports/CsvImportForms";
import type { ApiClient } from "~/server/api/client";
import { FOLDER_INTENTS, projectPath, SecondPanel } from "~/components/projects/SecondPanel";
import { apiResult, failureReply } from "~/lib/api-result";
import { limitReachedModal, subscriptionHref } from "~/lib/subscriptionModal";
import { redirectWithToast } from "~/lib/toast.server";
import { CreateFolderSchema } from "~/schemas/folder";
import { NewProjectFormSchema } from "~/schemas/project";
import { projectsPanelRevalidates } from "~/intents/revalidation";

export const meta: MetaFunction = () => [{ title: "Projects · Meridian" }];

export const PROJECTS_PATH = "/projects";

/** The second panel's folder menu: archive a folder or move it to the bin, with its projects. */
const FOLDER_HIDING = {
  [FOLDER_INTENTS.archive]: { done: "Folder archived.", send: (api: ApiClient, folderId: string) => api.folder.archive.$post({ json: { folderId } }) },
  [FOLDER_INTENTS.moveToBin]: { done: "Folder moved to the bin.", send: (api: ApiClient, folderId: string) => api.folder.moveToBin.$post({ json: { folderId } }) },
};

/** The second panel: one workspace call. */
export async function loader({ context }: LoaderFunctionArgs) {
  const panel = await apiResult(await context.api.tenant.getSecondPanelFilter.$get());
  if (!panel.ok) throw data({ message: panel.message }, { status: panel.status });
  return panel.data;
}

/** After a post of a project's work, nothing the panel shows has changed (app/intents/revalidation.ts). */
export const shouldRevalidate: ShouldRevalidateFunction = projectsPanelRevalidates;

type Outcome = { intent: string; result: SubmissionResult<string[]> };

/** The panel's two forms: a new folder (back to where it was made) and a new project (opened at once). */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get(INTENT_FIELD));
  const back = new URL(request.headers.get("referer") ?? request.url).pathname;
  const returnTo = back.startsWith(PROJECTS_PATH) ? back : PROJECTS_PATH;
  const hideFolder = FOLDER_HIDING[intent as keyof typeof FOLDER_HIDING];
  if (hideFolder) {
    const folderId = String(formData.get("folderId") ?? "");
    const result = await apiResult(await hideFolder.send(context.api, folderId));
    return redirectWithToast(request, returnTo, result.ok ? { kind: "success", message: hideFolder.done } : { kind: "error", message: result.message });
  }
  if (intent === NEW_FOLDER_INTENT) {
    const submission = parseWithZod(formData, { schema: CreateFolderSchema });
    if (submission.status !== "success") return data<Outcome>({ intent, result: submission.reply() }, 400);
    const created = await apiResult(await context.api.folder.create.$post({ json: submission.value }));
    if (!created.ok) return data<Outcome>({ intent, result: failureReply(submission, created) }, created.status);
    return redirectWithToast(request, returnTo, { kind: "success", message: `Folder ${created.data.name} created.` });
  }
  const submission = parseWithZod(formData, { schema: NewProjectFormSchema });
  if (submission.status !== "success") return data<Outcome>({ intent: NEW_PROJECT_INTENT, result: submission.reply() }, 400);
  const { visibility, ...input } = submission.value;
  const call = visibility === "PRIVATE" ? context.api.project.createPrivateProject : context.api.project.createPublicProject;
  const created = await apiResult(await call.$post({ json: input }));
  const limitReached = created.ok ? null : limitReachedModal(created);
  if (limitReached) return redirect(subscriptionHref(new URL(returnTo, request.url), limitReached));
  if (!created.ok) return data<Outcome>({ intent: NEW_PROJECT_INTENT, result: failureReply(submission, created) }, created.status);
  return redirectWithToast(request, projectPath(created.data), { kind: "success", message: `Project ${created.data.name} created.` });
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
  // Below 768 px (issue 42) the panel is the page until a team or project is open, then it gives the screen to it.
  const inProjectPage = Boolean(useParams().teamId);
  return (
    // As tall as the main area with its padding, which the negative margin takes back (issue 43 §4: it stopped 3rem short).
    <div className="-m-6 flex min-h-[calc(100%+3rem)]">
      <aside aria-label="Teams and projects" className={`${inProjectPage ? "hidden md:flex" : "flex w-full md:w-72"} shrink-0 flex-col gap-4 overflow-y-auto border-r border-slate-200 bg-white p-4`}>
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">Projects</h2>
          <Restricted capability="createTeams" label="New team" className="text-sm font-medium">
            <Link to="/teams/new" className="text-sm font-medium text-brand-700 hover:underline">
              New team
            </Link>
          </Restricted>
        </div>
        {hasTeams ? (
          <div className="flex flex-col gap-0.5">
            <Restricted capability="createProjects" label="New project" className="text-sm font-medium">
              <OnDemand name="new-project" trigger={newItem("New project")} forced={resultOf(NEW_PROJECT_INTENT) !== undefined} {...FORM_PANEL}>
                <NewProjectForm teams={panel.teams} action={PROJECTS_PATH} lastResult={resultOf(NEW_PROJECT_INTENT)} />
              </OnDemand>
            </Restricted>
            <OnDemand name="new-folder" trigger={newItem("New folder")} forced={resultOf(NEW_FOLDER_INTENT) !== undefined} {...FORM_PANEL}>
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
      <div className={`${inProjectPage ? "" : "hidden md:block"} min-w-0 flex-1 p-3 md:p-6`}>
        <Outlet />
      </div>
    </div>
  );
}
