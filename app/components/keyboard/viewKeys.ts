import { useLocation, useNavigate, useSubmit } from "@remix-run/react";
import { flushSync } from "react-dom";
import { cellData } from "~/components/tasks/FieldCells";
import { cellFetcherKey } from "~/components/tasks/RowCell";
import { useEditFetcher } from "~/components/tasks/useEditFetcher";
import { withParams } from "~/lib/searchParams";
import { VIA_FETCHER } from "~/intents/fetcher";
import { CSRF_FIELD } from "~/lib/csrf";
import { useRootData } from "~/lib/rootData";
import { useDatePreferences, useShellData } from "~/lib/shell";
import { formatCalendarDay } from "~/lib/dates";
import { DAY_CHOSEN_EVENT, dateFieldSelector } from "~/components/DateField";
import { focusControl, focusItem, neighbourOf, useItemKeys, type Announce } from "./itemKeys";
import { projectOfPath } from "./newTask";

/**
 * What the item keys do on each view (issue 21 §2), through the forms, intents
 * and fetchers the mouse uses: the List's own cell forms (updateTask), its
 * archiveTask intent, the board's moveCard. No new server operation.
 */

/** The List's rows (tasks and subtasks, in the order shown): `li#task-{id}`. */
export const LIST_ITEMS = 'main li[id^="task-"]';
/** The board's cards. */
export const BOARD_ITEMS = "main li[data-task-id][data-column]";
/** The Gantt's task rows. */
export const GANTT_ITEMS = "main li[data-task-id]";

const taskIdOf = (item: HTMLElement) => item.dataset.taskId ?? item.id.replace(/^task-/, "");
const nameOf = (item: HTMLElement) => item.getAttribute("aria-label") ?? "the task";

/** A post of the List's task intents (the List route's action) from any of the project's views, as a fetcher. */
function useTaskPost(key: string): Post {
  const { fetcher } = useEditFetcher(key);
  const csrf = useRootData()?.csrfToken ?? "";
  const { pathname } = useLocation();
  const project = projectOfPath(pathname);
  return (fields: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields, [VIA_FETCHER]: "1", [CSRF_FIELD]: csrf })) {
      for (const each of Array.isArray(value) ? value : [value]) form.append(name, each);
    }
    fetcher.submit(form, { method: "post", action: `${project}?index`, preventScrollReset: true });
  };
}

type Post = (fields: Record<string, string | string[]>) => void;

function archive(post: Post, selector: string, canEdit: (item: HTMLElement) => boolean) {
  return (item: HTMLElement, announce: Announce) => {
    if (!canEdit(item)) return announce("You cannot edit this task.");
    const next = neighbourOf(item, selector);
    post({ intent: "archiveTask", taskId: taskIdOf(item) });
    if (next) focusItem(next);
    announce(`Archived ${nameOf(item)}. The Archive screen restores it.`);
  };
}

/**
 * Opens a List row's closed cell in place (decision 0071), so that a key can use its control; returns
 * its link, which closes it again.
 */
function openCell(item: HTMLElement, field: string) {
  return openInPlace(item.querySelector<HTMLAnchorElement>(`:scope > div a[data-cell="${field}"]`));
}

/** Opens an on-demand panel (OnDemand) by its trigger, its contents rendered before this returns. */
function openInPlace(trigger: HTMLAnchorElement | null) {
  if (trigger?.getAttribute("aria-expanded") === "false") flushSync(() => trigger.click());
  return trigger;
}

export function useListKeys() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const me = useShellData()?.userDetails.userId ?? "";
  const { dateFormat } = useDatePreferences();
  const post = useTaskPost("keyboard-list");
  useItemKeys("list", LIST_ITEMS, {
    open: (item) => navigate(withParams(search, { taskId: taskIdOf(item), confirmDelete: null }), { preventScrollReset: true }),
    edit: (item, announce) => focusControl(item, 'input[name="name"]', announce, () => null),
    // The status cell's menu opens with the focus on the current status; a choice is said, and the focus goes back to the row.
    status: (item, announce) => {
      openCell(item, "statusId");
      const menu = item.querySelector<HTMLElement>(':scope > div [role="menu"][data-field="statusId"]');
      if (!menu) return announce("You cannot edit this task.");
      // Before the menu's own click (React's, at the root), which then leaves the focus where this put it.
      menu.addEventListener(
        "click",
        (event) => {
          const entry = (event.target as Element).closest("[role=menuitemradio]");
          if (!entry) return;
          announce(`Status set to ${entry.querySelector("[data-choice-text]")?.textContent ?? "none"}`);
          focusItem(item);
        },
        { once: true },
      );
    },
    // The date is typed in its field, and said once chosen (Enter, leaving it, its picker).
    due: (item, announce) => {
      openCell(item, "dueDate");
      focusControl(item, dateFieldSelector("dueDate"), announce, (_, event) => {
        const day = (event as CustomEvent<string>).detail;
        return day ? `Due date set to ${formatCalendarDay(day, dateFormat)}` : "Due date cleared";
      }, { on: DAY_CHOSEN_EVENT });
    },
    // The row's own assignees form, sent through its own fetcher: the cell shows the change at once.
    // Its picker is opened for the choices it holds, and closed again.
    assign: (item, announce) => {
      const trigger = openCell(item, "assigneeIds");
      // The menu's entry for me: its value is the set with me added (or taken out, when I am in it).
      const mine = item.querySelector<HTMLButtonElement>(`:scope > div [role="menu"][data-field="assigneeIds"] [data-value="${CSS.escape(me)}"]`);
      const assigned = mine?.getAttribute("aria-checked") === "true";
      const form = mine?.form ? cellData(mine) : null;
      if (trigger?.getAttribute("aria-expanded") === "true") flushSync(() => trigger.click());
      focusItem(item);
      if (!form) return announce("You cannot be assigned to this task.");
      if (assigned) return announce("Already assigned to you.");
      submit(form, { method: "post", navigate: false, fetcherKey: cellFetcherKey(taskIdOf(item), "assigneeIds"), preventScrollReset: true });
      announce("Assigned to you.");
    },
    // A row the member may not edit has its name field disabled.
    archive: archive(post, LIST_ITEMS, (item) => item.querySelector<HTMLInputElement>(':scope > div input[name="name"]')?.disabled === false),
  });
}

type BoardKeys = {
  projectPath: string;
  canEdit: boolean;
  /** The columns' keys and labels, in order. */
  columns: Array<{ key: string; label: string }>;
  assigneesOf: (taskId: string) => string[] | null;
  canAssign: (userId: string) => boolean;
  /** Moves a card as a drop does (shown at once, rolled back when refused). */
  move: (taskId: string, from: string, to: string) => void;
};

export function useBoardKeys({ projectPath, canEdit, columns, assigneesOf, canAssign, move }: BoardKeys) {
  const navigate = useNavigate();
  const me = useShellData()?.userDetails.userId ?? "";
  const post = useTaskPost("keyboard-board");
  const step = (by: number) => (item: HTMLElement, announce: Announce) => {
    if (!canEdit) return announce("You cannot move this card.");
    const taskId = taskIdOf(item);
    const from = item.dataset.column ?? "";
    const at = columns.findIndex((column) => column.key === from);
    const to = columns[at + by];
    if (at < 0 || !to) return announce(by > 0 ? "Already in the last column." : "Already in the first column.");
    // The card is drawn anew in its new column: the focus follows it (KanbanCard, refocusDrawnItem).
    move(taskId, from, to.key);
    announce(`Moved ${nameOf(item)} to ${to.label}.`);
  };
  useItemKeys("kanban", BOARD_ITEMS, {
    open: (item) => navigate(`${projectPath}?taskId=${encodeURIComponent(taskIdOf(item))}`),
    nextColumn: step(1),
    previousColumn: step(-1),
    assign: (item, announce) => {
      const taskId = taskIdOf(item);
      const assignees = assigneesOf(taskId);
      if (!assignees || !canEdit || !canAssign(me)) return announce("You cannot be assigned to this task.");
      if (assignees.includes(me)) return announce("Already assigned to you.");
      post({ intent: "updateTask", taskId, assigneesSent: "1", assigneeIds: [...assignees, me] });
      announce("Assigned to you.");
    },
    archive: archive(post, BOARD_ITEMS, () => canEdit),
  });
}

export function useGanttKeys() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const project = projectOfPath(pathname);
  useItemKeys("gantt", GANTT_ITEMS, {
    open: (item) => navigate(`${project}?taskId=${encodeURIComponent(taskIdOf(item))}`),
    // The row's Dates form (it saves with its button, or Enter in a field).
    due: (item, announce) => {
      const trigger = openInPlace(item.querySelector<HTMLAnchorElement>("a[aria-expanded]"));
      if (!trigger) return announce("You cannot edit this task.");
      const form = item.querySelector("form");
      form?.addEventListener("submit", () => announce("Dates saved."), { once: true });
      focusControl(item, dateFieldSelector("dueDate"), announce, () => null);
    },
  });
}
