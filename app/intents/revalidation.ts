import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { SET_COLUMN_VALUE } from "~/components/columns/intents";
import { KANBAN_INTENTS, parseChoice } from "~/components/kanban/intents";
import { CONVERSATION_INTENTS } from "~/lib/conversationForms";
import { TASK_INTENTS } from "~/lib/taskForms";

/**
 * What the layouts above a project's views re-fetch after a post (Remix's
 * shouldRevalidate). The posts of a project's work (the List view's and the
 * Gantt chart's task edits, the board's, a value cell's) change tasks and
 * cards: the shell (who is here, the plan, unread notifications), the
 * projects panel (teams, folders, projects, pins) and, unless the count of
 * tasks or of done ones moves, the project's header show none of it. Any other
 * post, and every navigation, re-fetches as Remix would.
 */
const WORK_INTENTS: ReadonlySet<string> = new Set<string>([...TASK_INTENTS, ...Object.values(KANBAN_INTENTS), SET_COLUMN_VALUE, ...CONVERSATION_INTENTS]);

/** Boards whose columns are not statuses: a move there leaves every task's status as it was. */
const NOT_STATUS_BOARDS: ReadonlySet<string> = new Set(["ASSIGNEE", "PRIORITY", "COLUMN"]);

/** Work posts after which the project's progress (its tasks, and how many are done) may read otherwise. */
function mayChangeProgress(intent: string, form: FormData): boolean {
  switch (intent) {
    case "addTask":
    case "duplicateTask":
    case "deleteTask":
    case "archiveTask":
    case "deleteGroup":
    case "archiveGroup":
    case KANBAN_INTENTS.addCard:
      return true;
    case "updateTask":
      return form.has("statusId");
    case KANBAN_INTENTS.moveCard:
      // Between two statuses the card may cross into or out of a done category; within its column, or on another board, it keeps its status.
      return !NOT_STATUS_BOARDS.has(parseChoice(String(form.get("board") ?? "")).type) && form.get("from") !== form.get("to");
    default:
      return false;
  }
}

/** The work post this revalidation follows, if it follows one. */
function workIntent({ formMethod, formData }: ShouldRevalidateFunctionArgs): string | null {
  if (!formMethod || formMethod.toUpperCase() === "GET" || !formData) return null;
  const intent = formData.get("intent");
  return typeof intent === "string" && WORK_INTENTS.has(intent) ? intent : null;
}

const sameParams = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs, names: readonly string[]) =>
  names.every((name) => currentParams[name] === nextParams[name]);

/** The shell (`_app`): its data reads the query too (an open subscription modal, the feedback form). */
export function shellRevalidates(args: ShouldRevalidateFunctionArgs): boolean {
  if (workIntent(args) && args.currentUrl.search === args.nextUrl.search) return false;
  return args.defaultShouldRevalidate;
}

/** The projects panel (`_app.projects`): teams, folders and projects, none of them a task. */
export function projectsPanelRevalidates(args: ShouldRevalidateFunctionArgs): boolean {
  if (workIntent(args)) return false;
  return args.defaultShouldRevalidate;
}

/** The project's header (the project route): its name, members and settings, and the progress of its tasks. */
export function projectHeaderRevalidates(args: ShouldRevalidateFunctionArgs): boolean {
  const intent = workIntent(args);
  if (intent && sameParams(args, ["teamId", "projectId"]) && !mayChangeProgress(intent, args.formData!)) return false;
  return args.defaultShouldRevalidate;
}
