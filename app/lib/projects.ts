/**
 * Browser-safe facts about projects (spec §3): the two visibilities with their
 * avatar colours, the scopes, the views a project opens with, and the status
 * categories that count as finished in its progress bar.
 */
export const VISIBILITIES = ["PRIVATE", "PUBLIC"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const PROJECT_SCOPES = ["PROJECT", "TEAM"] as const;
export type ProjectScope = (typeof PROJECT_SCOPES)[number];

export const PROJECT_VIEWS = ["LIST", "KANBAN", "GANTT"] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];

export const PROJECT_VIEW_NAMES: Record<ProjectView, string> = { LIST: "List", KANBAN: "Kanban", GANTT: "Gantt" };

/** Where each view of a project lives: the List at the project's own path, the others below it. */
export const viewPath = (projectPath: string, view: ProjectView) => (view === "LIST" ? projectPath : `${projectPath}/${view.toLowerCase()}`);

/** Spec §3: a private project's avatar is an image on light orange, a public one's is light purple. */
export const VISIBILITY_STYLE: Record<Visibility, { label: string; colour: string }> = {
  PRIVATE: { label: "Private", colour: "#FFE7D1" },
  PUBLIC: { label: "Public", colour: "#EDE4FF" },
};

/** The task group a new project starts with, so its List view has a row to add the first task to. */
export const FIRST_TASK_GROUP_NAME = "Task group 1";

/** A progress bar's share of finished tasks, in whole percent. */
export const progressPercent = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));
