import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FirstStepsPanel } from "~/components/myspace/FirstStepsPanel";
import { projectPath } from "~/components/projects/SecondPanel";
import { EmptyState, Panel, projectHref, StatCard, StatusPill, taskHref } from "~/components/summary/parts";
import { apiResult, type ApiData } from "~/lib/api-result";
import { firstStepsIntents } from "~/intents/firstSteps.server";
import { checklistOpen, FIRST_STEPS_INTENTS } from "~/lib/firstSteps";
import { MY_TASK_BUCKETS, type MyTaskBucket } from "~/lib/myTaskBuckets";
import { formatCalendarDay } from "~/lib/dates";
import { MY_SPACE_PATH } from "~/lib/routes";
import { limitReachedModal, subscriptionHref } from "~/lib/subscriptionModal";
import { redirectWithToast } from "~/lib/toast.server";
import { useDatePreferences, useShellData } from "~/lib/shell";

export const meta: MetaFunction = () => [{ title: "My Space · Meridian" }];

const BUCKET_TITLES: Record<MyTaskBucket, string> = {
  overdue: "Overdue",
  today: "Today",
  thisWeek: "This week",
  later: "Later",
  noDate: "No due date",
};

const isBucket = (value: string | null): value is MyTaskBucket => MY_TASK_BUCKETS.includes(value as MyTaskBucket);

/** One workspace call: the cards, a page of every bucket of my tasks (one bucket from ?bucket=&cursor=), recent projects. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const bucket = params.get("bucket");
  const cursor = params.get("cursor");
  const query = isBucket(bucket) && cursor ? { bucket, cursor } : {};
  const result = await apiResult(await context.api.myspace.overview.$get({ query }));
  if (!result.ok) throw new Response(result.message, { status: result.status });
  return { ...result.data, paged: "bucket" in query ? query.bucket : null };
}

/** The checklist's forms: the first team and project, the dismissal (decision 0077). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await firstStepsIntents.run(await request.formData(), context.api, params);
  if (!outcome) throw new Response("Unknown form", { status: 400 });
  if (outcome.ok) {
    const back = outcome.intent === FIRST_STEPS_INTENTS.start ? projectPath(outcome.data.project) : MY_SPACE_PATH;
    return redirectWithToast(request, back, { kind: "success", message: outcome.message });
  }
  if (outcome.intent === FIRST_STEPS_INTENTS.dismiss) return redirectWithToast(request, MY_SPACE_PATH, { kind: "error", message: outcome.message });
  const limitReached = outcome.by === "api" ? limitReachedModal(outcome) : null;
  if (limitReached) throw redirect(subscriptionHref(new URL(request.url), limitReached));
  return data({ result: outcome.reply }, outcome.status);
}

type Overview = ApiData<"myspace", "overview", "$get">;
type BucketPage = Overview["tasks"]["buckets"][number];

export default function MySpace() {
  const shell = useShellData();
  const { dateFormat } = useDatePreferences();
  const { analytics, tasks, recentProjects, firstSteps, paged } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { cards } = analytics;
  const anyProject = firstSteps.steps.some((step) => step.step === "project" && step.done);
  const assigned = tasks.buckets.reduce((sum, bucket) => sum + bucket.total, 0);
  return (
    <section aria-labelledby="screen-title" className="max-w-5xl">
      <h1 id="screen-title" className="text-xl font-semibold">
        My Space
      </h1>
      <p className="mt-1 text-slate-600">Welcome, {shell?.userDetails.firstName}. Here is your work as of {formatCalendarDay(tasks.today, dateFormat)}.</p>

      {checklistOpen(firstSteps) ? <FirstStepsPanel firstSteps={firstSteps} project={recentProjects[0] ?? null} reply={reply?.result} /> : null}

      <ul aria-label="My analytics" className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label="Open tasks" value={cards.open} />
        <StatCard label="Overdue" value={cards.overdue} tone={cards.overdue > 0 ? "red" : "slate"} href="#bucket-overdue" />
        <StatCard label="Due this week" value={cards.dueThisWeek} tone="amber" href="#bucket-thisWeek" />
        <StatCard label="Completed this week" value={cards.completedThisWeek} tone="green" />
      </ul>

      <Panel id="my-tasks-title" title="My tasks">
        {assigned === 0 ? (
          <EmptyState action={anyProject ? { label: "Go to your projects", href: recentProjects[0] ? projectHref(recentProjects[0].teamId, recentProjects[0].projectId) : "/projects" } : undefined}>
            No open tasks are assigned to you. Tasks assigned to you in any project appear here.
          </EmptyState>
        ) : (
          <div className="space-y-6">
            {tasks.buckets.map((bucket) => (
              <TaskBucket key={bucket.bucket} bucket={bucket} paged={paged === bucket.bucket} />
            ))}
          </div>
        )}
      </Panel>

      <Panel id="recent-projects-title" title="Recent projects">
        {recentProjects.length === 0 ? (
          <EmptyState action={{ label: anyProject ? "Browse projects" : "Create a project", href: anyProject ? "/projects" : "/projects?open=new-project" }}>
            Projects you open appear here.
          </EmptyState>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {recentProjects.map((project) => (
              <li key={project.projectId}>
                <Link
                  to={projectHref(project.teamId, project.projectId)}
                  className="block rounded-md border border-slate-200 bg-white px-3 py-2 hover:border-slate-400"
                >
                  <span className="block font-medium">{project.name}</span>
                  <span className="block text-xs text-slate-500">{project.teamName}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      {analytics.statuses.length > 0 ? (
        <Panel id="by-status-title" title="My tasks by status">
          <ul className="flex flex-wrap gap-2">
            {analytics.statuses.map((status) => (
              <li key={`${status.name}-${status.category}`} className="flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-1 text-sm">
                <StatusPill status={status} />
                <span className="font-semibold">{status.count}</span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </section>
  );
}

function TaskBucket({ bucket, paged }: { bucket: BucketPage; paged: boolean }) {
  const title = BUCKET_TITLES[bucket.bucket];
  const { dateFormat } = useDatePreferences();
  const headingId = `bucket-${bucket.bucket}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {title} <span className="font-normal">({bucket.total})</span>
      </h3>
      {bucket.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Nothing {bucket.bucket === "noDate" ? "without a due date" : title.toLowerCase()}.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
          {bucket.items.map((task) => (
            <li key={task.taskId} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
              <Link to={taskHref(task)} className="min-w-0 flex-1 font-medium text-indigo-700 hover:underline">
                {task.parentId ? <span className="sr-only">Subtask: </span> : null}
                {task.name}
              </Link>
              <span className="text-xs text-slate-500">
                {task.teamName} / {task.projectName}
              </span>
              <StatusPill status={task.status} />
              <span className={`w-24 shrink-0 text-right text-xs ${bucket.bucket === "overdue" ? "text-red-700" : "text-slate-600"}`}>
                {task.dueDate ? formatCalendarDay(task.dueDate, dateFormat) : "—"}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-1 flex gap-4 text-sm">
        {paged ? (
          <Link to={`?#${headingId}`} className="text-indigo-700 hover:underline">
            Back to the first {title.toLowerCase()} tasks
          </Link>
        ) : null}
        {bucket.nextCursor ? (
          <Link to={`?bucket=${bucket.bucket}&cursor=${bucket.nextCursor}#${headingId}`} className="text-indigo-700 hover:underline">
            More {title.toLowerCase()} tasks
          </Link>
        ) : null}
      </div>
    </section>
  );
}
