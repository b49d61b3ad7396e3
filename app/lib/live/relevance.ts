import type { LiveChange } from "./protocol";

/**
 * Which data of the page a live event makes stale (issue 21): the shell (the bell), the projects
 * panel, the project's header, or the view (the List, Kanban, Gantt, the task panel, my-space, a
 * dashboard). A live revalidation reloads only those routes (intents/revalidation.ts).
 */
export type LiveScope = "shell" | "panel" | "header" | "view";

export const EVERYTHING: ReadonlySet<LiveScope> = new Set(["shell", "panel", "header", "view"]);

/** Items the projects panel lists; a change of one reloads it (and the header, when it is the page's project). */
const PANEL_ITEMS = new Set(["team", "project", "folder"]);

/** Pages whose view shows work of every project the member sees. */
const ACROSS_PROJECTS = [/^\/my-space\b/, /^\/dashboard\b/];

export type LivePage = { pathname: string; projectId: string | null };

/** What the change makes stale on this page; empty when the page shows none of it. */
export function staleBy(change: LiveChange, page: LivePage): Set<LiveScope> {
  const stale = new Set<LiveScope>();
  const onProjects = page.pathname.startsWith("/projects");
  if (PANEL_ITEMS.has(change.itemType) && onProjects) stale.add("panel");
  if (page.projectId && (change.projectId === page.projectId || change.fromProjectId === page.projectId)) {
    stale.add("view");
    if (change.itemType === "project") stale.add("header");
  }
  if ((change.projectId || change.fromProjectId) && ACROSS_PROJECTS.some((pattern) => pattern.test(page.pathname))) stale.add("view");
  return stale;
}

const FIELD_WORDS: Record<string, string> = {
  name: "name",
  description: "description",
  statusId: "status",
  assigneeIds: "assignees",
  priority: "priority",
  startDate: "start date",
  dueDate: "due date",
};

/** The toast of a person whose edit someone else's change replaced (last write wins per field). */
export function overwrittenMessage(change: LiveChange): string {
  const words = change.fields.map((field) => FIELD_WORDS[field] ?? field);
  const list = words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  return `${change.actorName ?? "Someone"} changed the ${list} you had set.`;
}

/** How long after a page's own post its echo is still expected (it reloaded its data after the post already). */
export const OWN_ECHO_MS = 3000;

/** Whether the change is the page's own edit coming back: its member acted while the page was posting or just after. */
export const isOwnEcho = (change: LiveChange, me: string | null, lastPostAt: number, now: number) =>
  change.actorId !== null && change.actorId === me && now - lastPostAt <= OWN_ECHO_MS;
