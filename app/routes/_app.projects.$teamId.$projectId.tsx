import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Outlet, useActionData, useLoaderData, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import { ArchivedBanner } from "~/components/projects/ArchivedBanner";
import { PROJECT_INTENTS, ProjectTitle } from "~/components/projects/ProjectHeader";
import { ProjectSettings } from "~/components/projects/ProjectSettings";
import { projectPath } from "~/components/projects/SecondPanel";
import { projectIntents } from "~/intents/project.server";
import { apiResult } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { projectHeaderRevalidates } from "~/intents/revalidation";

export const meta: MetaFunction<typeof loader> = ({ data: project }) => [{ title: `${project?.name ?? "Project"} · Meridian` }];

/** The project's header: one workspace call (which also records the visit). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const meta = await apiResult(await context.api.project.fetchMetaData.$get({ query: { projectId: params.projectId ?? "" } }));
  if (!meta.ok) throw data({ message: meta.message }, { status: meta.status });
  if (meta.data.teamId !== params.teamId) throw redirect(projectPath(meta.data));
  return meta.data;
}

/** After a post of a project's work, the header re-fetches only when the project's progress may have moved (app/intents/revalidation.ts). */
export const shouldRevalidate: ShouldRevalidateFunction = projectHeaderRevalidates;

type Outcome = { intent: string; result: SubmissionResult<string[]> };

/** Posts after which the project is out of the working views: the page goes back to the projects. */
const LEAVING: ReadonlySet<string> = new Set([PROJECT_INTENTS.delete, PROJECT_INTENTS.archive]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const here = `/projects/${params.teamId}/${params.projectId}`;
  const outcome = await projectIntents.run(await request.formData(), context.api, params);
  if (!outcome) return redirectWithToast(request, here, { kind: "error", message: "Unknown action" });
  const { intent } = outcome;
  // A refusal of the form, or one of the API's that names fields, stays on the form; any other is a toast.
  if (!outcome.ok) {
    if (outcome.by === "form") return data<Outcome>({ intent, result: outcome.reply }, 400);
    if (outcome.fields) return data<Outcome>({ intent, result: outcome.reply }, outcome.status);
    return redirectWithToast(request, here, { kind: "error", message: outcome.message });
  }
  return redirectWithToast(request, LEAVING.has(intent) ? "/projects" : here, { kind: "success", message: outcome.message });
}

export default function ProjectPage() {
  const project = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const path = projectPath(project);
  const results = outcome ? { [outcome.intent]: outcome.result } : {};
  return (
    <section aria-label={`Project ${project.name}`} className="flex flex-col gap-4">
      <ArchivedBanner meta={project} />
      <ProjectTitle meta={project} path={path} settings={<ProjectSettings key={project.updatedAt} meta={project} results={results} />} />
      <Outlet />
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? ((error.data as { message?: string })?.message ?? "Project not found") : "Something went wrong.";
  return (
    <section aria-labelledby="project-missing" className="mx-auto mt-16 max-w-md text-center">
      <h2 id="project-missing" className="text-xl font-semibold">
        {message}
      </h2>
      <p className="mt-2 text-slate-600">It may have been deleted, or you may not have access to it.</p>
    </section>
  );
}
