import { Form, NavLink, useFetcher, useLocation, useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import { DisabledControl, Restricted, useRestrictions } from "~/components/access/Restricted";
import { CsrfField } from "~/components/CsrfField";
import { ProjectPresence } from "~/components/live/Presence";
import { ExportForm } from "~/components/exports/ExportForm";
import { INTENT_FIELD } from "~/components/forms";
import type { ApiData } from "~/lib/api-result";
import { ANALYTICS_EVENTS, track } from "~/lib/analytics/events";
import type { AccessKey } from "~/lib/accessRestrictions";
import { PROJECT_VIEW_NAMES, PROJECT_VIEWS, viewPath, type ProjectView } from "~/lib/projects";
import { ProjectAvatar, visibilityLabel } from "./ProjectAvatar";
import { isCurrentPath } from "./SecondPanel";

export type ProjectMeta = ApiData<"project", "fetchMetaData", "$get">;

export const PROJECT_INTENTS = {
  rename: "rename",
  tags: "tags",
  settings: "settings",
  pin: "pin",
  unpin: "unpin",
  addMembers: "addMembers",
  invitePeople: "invitePeople",
  removeMember: "removeMember",
  delete: "delete",
  archive: "archive",
} as const;

const BUTTON = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-60";

/** A one-button post of the project page: CSRF, the project and the intent. */
export function IntentForm({ projectId, intent, children, extra }: { projectId: string; intent: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="projectId" value={projectId} />
      {extra}
      <button type="submit" name={INTENT_FIELD} value={intent} className={BUTTON}>
        {children}
      </button>
    </Form>
  );
}

/** Pin or unpin, at once with JavaScript (the button shows the new state while the post runs). */
export function PinButton({ projectId, pinned }: { projectId: string; pinned: boolean }) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const shown = fetcher.formData ? fetcher.formData.get(INTENT_FIELD) === PROJECT_INTENTS.pin : pinned;
  return (
    <fetcher.Form method="post">
      <CsrfField />
      <input type="hidden" name="projectId" value={projectId} />
      <button
        type="submit"
        name={INTENT_FIELD}
        value={shown ? PROJECT_INTENTS.unpin : PROJECT_INTENTS.pin}
        aria-pressed={shown}
        aria-busy={pending || undefined}
        className={BUTTON}
      >
        {shown ? "Unpin" : "Pin"}
      </button>
    </fetcher.Form>
  );
}

type Progress = ProjectMeta["progress"];

/**
 * The project's progress as freshly as it is known: each view (List, Kanban, Gantt) answers it
 * and comes again after a post of its work, while the header keeps its data (app/intents/revalidation.ts).
 */
function useViewProgress(own: Progress): Progress {
  const matches = useMatches();
  const view = matches[matches.length - 1]?.data as { progress?: Progress } | undefined;
  return view?.progress ?? own;
}

export function ProgressBar({ progress }: { progress: Progress }) {
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}% (${progress.done} of ${progress.total} tasks done)`}
        className="h-2 w-40 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-emerald-500" style={{ width: `${progress.percent}%` }} />
      </div>
      <span className="text-xs text-slate-600">
        {progress.percent}% · {progress.done}/{progress.total}
      </span>
    </div>
  );
}

/** The views an access restriction may turn off (the List view always stays). */
const VIEW_CAPABILITIES: Partial<Record<ProjectView, AccessKey>> = { KANBAN: "kanbanView", GANTT: "ganttView" };

const TAB = "-mb-px block border-b-2 px-1 pb-2";

/**
 * Name, visibility, progress, tags, the project's one Export (on the List view, of the rows its filters
 * let through: the List's query string), its settings and the pin, with its view tabs.
 */
export function ProjectTitle({ meta, path, settings }: { meta: ProjectMeta; path: string; settings?: ReactNode }) {
  const progress = useViewProgress(meta.progress);
  const restricted = useRestrictions();
  const { pathname, search } = useLocation();
  const onList = isCurrentPath(path, pathname, true);
  return (
    <div className="flex flex-wrap items-start gap-4">
      <ProjectAvatar name={meta.name} visibility={meta.visibility} size="lg" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="truncate text-xl font-semibold">{meta.name}</h1>
          <span className="rounded-full px-2 py-0.5 text-xs font-medium text-slate-700" style={{ backgroundColor: meta.colour }}>
            {visibilityLabel(meta.visibility)}
          </span>
        </div>
        <p className="text-sm text-slate-500">
          {meta.teamName} · owner {meta.ownerName ?? "unknown"}
          {meta.description ? ` · ${meta.description}` : ""}
        </p>
        {meta.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-1 flex flex-wrap gap-1">
            {meta.tags.map((tag) => (
              <li key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2">
          <ProgressBar progress={progress} />
        </div>
      </div>
      {/* Below 768 px the actions take a line of their own, under the name (issue 42). */}
      <div className="flex items-start gap-2 max-md:basis-full max-md:flex-wrap">
        <ProjectPresence />
        <Restricted capability="exportData" label="Export" className={BUTTON}>
          <ExportForm projectId={meta.projectId} search={onList ? search : undefined} />
        </Restricted>
        {settings}
        <PinButton projectId={meta.projectId} pinned={meta.pinned} />
      </div>
      <nav aria-label="Views" className="basis-full">
        <ul className="flex gap-4 border-b border-slate-200 text-sm">
          {PROJECT_VIEWS.map((view) => {
            const link = (
              <NavLink
                to={viewPath(path, view)}
                end
                onClick={() => track(ANALYTICS_EVENTS.viewSwitched, { view })}
                className={({ isActive }) => `${TAB} ${isActive ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
              >
                {PROJECT_VIEW_NAMES[view]}
              </NavLink>
            );
            const capability = VIEW_CAPABILITIES[view];
            const restriction = capability && restricted[capability];
            if (restriction === "hidden") return null;
            return <li key={view}>{restriction ? <DisabledControl label={PROJECT_VIEW_NAMES[view]} className={`${TAB} border-transparent`} /> : link}</li>;
          })}
        </ul>
      </nav>
    </div>
  );
}
