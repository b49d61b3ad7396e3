import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { SET_COLUMN_VALUE } from "~/components/columns/intents";
import { KANBAN_INTENTS, type BoardReply } from "~/components/kanban/intents";
import { CONVERSATION_INTENTS } from "~/lib/conversationForms";
import { liveReloads } from "~/lib/live/liveRevalidation";
import type { LiveScope } from "~/lib/live/relevance";
import { TASK_INTENTS } from "~/lib/taskForms";

/**
 * What the layouts above a project's views re-fetch after a post (Remix's
 * shouldRevalidate). The posts of a project's work (the List view's and the
 * Gantt chart's task edits, the board's, a value cell's) change tasks and
 * cards: the shell (who is here, the plan, unread notifications), the
 * projects panel (teams, folders, projects, pins) and the project's header
 * show none of it; the header's one number that moves, the project's progress,
 * comes with the view's own answer (useViewProgress). Any other post, and
 * every navigation, re-fetches as Remix would. A live update (someone else's change) reloads only
 * the layouts its scope names (lib/live/liveRevalidation.ts).
 */
const WORK_INTENTS: ReadonlySet<string> = new Set<string>([...TASK_INTENTS, ...Object.values(KANBAN_INTENTS), SET_COLUMN_VALUE, ...CONVERSATION_INTENTS]);

/** The work post this revalidation follows, if it follows one. */
function workIntent({ formMethod, formData }: ShouldRevalidateFunctionArgs): string | null {
  if (!formMethod || formMethod.toUpperCase() === "GET" || !formData) return null;
  const intent = formData.get("intent");
  return typeof intent === "string" && WORK_INTENTS.has(intent) ? intent : null;
}

/** The address parts with which a view keeps the rows its "Load more" showed (decision record 53). */
const PAGING_PARAMS = ["loaded", "limit"];

/** A "Load more" of a view: the same page with more rows, which no layout shows. */
function pagingOnly({ formMethod, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of PAGING_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl);
}

/** A layout's rule, after the live revalidation's scope (which decides while one runs). */
const liveAware =
  (scope: LiveScope, decide: (args: ShouldRevalidateFunctionArgs) => boolean) =>
  (args: ShouldRevalidateFunctionArgs): boolean =>
    liveReloads(scope, args) ?? (pagingOnly(args) ? false : decide(args));

const sameParams = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs, names: readonly string[]) =>
  names.every((name) => currentParams[name] === nextParams[name]);

/** The shell (`_app`): its data reads the query too (an open subscription modal, the feedback form). */
export const shellRevalidates = liveAware("shell", (args) => {
  if (workIntent(args) && args.currentUrl.search === args.nextUrl.search) return false;
  return args.defaultShouldRevalidate;
});

/** The projects panel (`_app.projects`): teams, folders and projects, none of them a task. */
export const projectsPanelRevalidates = liveAware("panel", (args) => {
  if (workIntent(args)) return false;
  return args.defaultShouldRevalidate;
});

/** The project's header (the project route): its name, members and settings (its progress comes with each view). */
export const projectHeaderRevalidates = liveAware("header", (args) => {
  if (workIntent(args) && sameParams(args, ["teamId", "projectId"])) return false;
  return args.defaultShouldRevalidate;
});

/**
 * The board (the Kanban view): a card moved by a fetcher comes back in the action's answer, and the
 * board puts it in place (KanbanBoard), so its loader runs again only when the project's progress,
 * which comes with it, may have moved: a card taken to another status.
 */
export const boardRevalidates = (args: ShouldRevalidateFunctionArgs): boolean => {
  const { formData, actionResult } = args;
  if (!formData || workIntent(args) !== KANBAN_INTENTS.moveCard || !(actionResult as BoardReply | undefined)?.card) return args.defaultShouldRevalidate;
  const statusChanged = formData.get("board") === "STATUS" && formData.get("from") !== formData.get("to");
  return statusChanged ? args.defaultShouldRevalidate : false;
};
