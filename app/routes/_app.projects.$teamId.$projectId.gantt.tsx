import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GanttView } from "~/components/gantt/GanttView";
import { ViewUnavailable } from "~/components/projects/ViewUnavailable";
import { PlanPrompt } from "~/components/subscription/PlanPrompt";
import { GANTT_TEASER } from "~/components/subscription/SubscriptionModal";
import { apiResult } from "~/lib/api-result";
import { DEFAULT_ZOOM, ZOOMS, type Zoom } from "~/lib/gantt";
import { ganttTeaser } from "~/lib/subscriptionModal";
import { ganttIntents } from "~/intents/gantt.server";
import { taskPost } from "~/intents/tasks.server";

/** The Gantt chart of a project (issue 8 §2): one workspace call brings its window of rows (`limit` of them: what "Load more" showed). */
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.gantt?.project.name ?? "Project"} · Gantt · Meridian` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const zoom = (ZOOMS as readonly string[]).includes(search.get("zoom") ?? "") ? (search.get("zoom") as Zoom) : DEFAULT_ZOOM;
  const critical = search.get("critical") === "1";
  const cursor = search.get("cursor");
  const limit = search.get("limit");
  const query = { projectId: params.projectId ?? "", ...(cursor ? { cursor } : {}), ...(limit ? { limit } : {}), ...(critical ? { critical: "1" as const } : {}) };
  const result = await apiResult(await context.api.project.gantt.$get({ query }));
  if (!result.ok) {
    const teaser = ganttTeaser(result) !== null;
    return data({ gantt: null, message: result.message, teaser, zoom, critical, today: "" }, result.status === 404 ? 404 : result.status === 400 ? 400 : 200);
  }
  return { gantt: result.data, message: null, teaser: false, zoom, critical, today: new Date().toISOString().slice(0, 10), progress: result.data.project.progress };
}

/**
 * Dates change through the List view's task form (task/update), a new task through its add form;
 * a dependency drawn on the chart (JavaScript only) is project/dependency/create, finish to start.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const outcome = await ganttIntents.run(form, context.api, params);
  if (!outcome) return taskPost(request, form, context.api, params);
  return data({ ok: outcome.ok, message: outcome.message }, outcome.ok ? 200 : outcome.status);
}

export default function ProjectGantt() {
  const { gantt, message, teaser, zoom, critical, today } = useLoaderData<typeof loader>();
  if (teaser) {
    return (
      <div className="p-4">
        <PlanPrompt {...GANTT_TEASER} />
      </div>
    );
  }
  if (!gantt) return <ViewUnavailable message={message} />;
  return (
    <section aria-labelledby="gantt-title" className="p-4">
      <h2 id="gantt-title" className="mb-3 text-xl font-semibold">
        {gantt.project.name} <span className="text-sm font-normal text-slate-500">· Gantt</span>
      </h2>
      <GanttView gantt={gantt} zoom={zoom} critical={critical} today={today} />
    </section>
  );
}
