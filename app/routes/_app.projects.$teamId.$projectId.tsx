import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Outlet, useActionData, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { INTENT_FIELD } from "~/components/forms";
import { PROJECT_INTENTS, ProjectTitle } from "~/components/projects/ProjectHeader";
import { ProjectSettings } from "~/components/projects/ProjectSettings";
import { projectPath } from "~/components/projects/SecondPanel";
import { apiResult, failureReply, type ApiFailure } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { AddProjectUsersSchema, ProjectIdSchema, ProjectSettingsFormSchema, ProjectUserSchema, TagsFormSchema, UpdateProjectSchema } from "~/schemas/project";
import type { ApiClient } from "~/server/api/client";

export const meta: MetaFunction<typeof loader> = ({ data: project }) => [{ title: `${project?.name ?? "Project"} · Meridian` }];

/** The project's header: one workspace call (which also records the visit). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const meta = await apiResult(await context.api.project.fetchMetaData.$get({ query: { projectId: params.projectId ?? "" } }));
  if (!meta.ok) throw data({ message: meta.message }, { status: meta.status });
  if (meta.data.teamId !== params.teamId) throw redirect(projectPath(meta.data));
  return meta.data;
}

type Outcome = { intent: string; result: SubmissionResult<string[]> };

/** The form posts of the header, each one API call; the feedback is a toast over the redirect (decision 0016). */
const FORMS = {
  [PROJECT_INTENTS.rename]: { schema: UpdateProjectSchema, done: "Project saved.", send: (api: ApiClient, json: never) => api.project.update.$post({ json }) },
  [PROJECT_INTENTS.tags]: { schema: TagsFormSchema, done: "Tags saved.", send: (api: ApiClient, json: never) => api.project.updateProjectTags.$post({ json }) },
  [PROJECT_INTENTS.settings]: { schema: ProjectSettingsFormSchema, done: "Settings saved.", send: (api: ApiClient, json: never) => api.project.settings.$post({ json }) },
  [PROJECT_INTENTS.pin]: { schema: ProjectIdSchema, done: "Project pinned.", send: (api: ApiClient, json: never) => api.project.pinProject.$post({ json }) },
  [PROJECT_INTENTS.unpin]: { schema: ProjectIdSchema, done: "Project unpinned.", send: (api: ApiClient, json: never) => api.tenant.removePinProject.$post({ json }) },
  [PROJECT_INTENTS.addMembers]: { schema: AddProjectUsersSchema, done: "Member added.", send: (api: ApiClient, json: never) => api.project.addPrivateProjectUsers.$post({ json }) },
  [PROJECT_INTENTS.removeMember]: { schema: ProjectUserSchema, done: "Member removed.", send: (api: ApiClient, json: never) => api.project.removePrivateProjectUser.$post({ json }) },
  [PROJECT_INTENTS.delete]: { schema: ProjectIdSchema, done: "Project deleted.", send: (api: ApiClient, json: never) => api.project.delete.$post({ json }) },
} as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get(INTENT_FIELD)) as keyof typeof FORMS;
  const form = Object.hasOwn(FORMS, intent) ? FORMS[intent] : null;
  const here = `/projects/${params.teamId}/${params.projectId}`;
  if (!form) return redirectWithToast(request, here, { kind: "error", message: "Unknown action" });
  const submission = parseWithZod(formData, { schema: form.schema });
  if (submission.status !== "success") return data<Outcome>({ intent, result: submission.reply() }, 400);
  const result = await apiResult(await form.send(context.api, submission.value as never));
  if (!result.ok) return failed(request, here, { intent, result: failureReply(submission, result) }, result);
  const next = intent === PROJECT_INTENTS.delete ? "/projects" : here;
  return redirectWithToast(request, next, { kind: "success", message: form.done });
}

/** A failure with field messages stays on the form; any other is a toast. */
function failed(request: Request, here: string, outcome: Outcome, failure: ApiFailure) {
  if (failure.fields) return data<Outcome>(outcome, failure.status);
  return redirectWithToast(request, here, { kind: "error", message: failure.message });
}

export default function ProjectPage() {
  const project = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { search } = useLocation();
  const path = projectPath(project);
  const results = outcome ? { [outcome.intent]: outcome.result } : {};
  return (
    <section aria-label={`Project ${project.name}`} className="flex flex-col gap-4">
      <ProjectTitle meta={project} path={path} />
      <ProjectSettings
        key={project.updatedAt}
        meta={project}
        path={path}
        confirmingDelete={new URLSearchParams(search).has("confirmDelete")}
        results={results}
      />
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
