/**
 * A new organisation's first steps (issue 43 §2, decision 0077): the checklist on My Space, in its
 * order. Each is done when the organisation or the person did it; the Gantt step is left out when the
 * plan leaves the Gantt view out.
 */
export const FIRST_STEPS = ["project", "invite", "tasks", "kanban", "gantt", "dashboard"] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

/** The steps only a person's own visit shows, kept per person, and the checklist's dismissal. */
export const NOTED_STEPS = ["kanban", "gantt", "dismissed"] as const;
export type NotedStep = (typeof NOTED_STEPS)[number];

export type FirstSteps = { steps: Array<{ step: FirstStep; done: boolean }>; dismissed: boolean };

/** Whether My Space shows the checklist: not dismissed, and something left to do. */
export const checklistOpen = ({ steps, dismissed }: FirstSteps) => !dismissed && steps.some((step) => !step.done);

/** My Space's forms of the checklist: the first team and project in one step, and the dismissal. */
export const FIRST_STEPS_INTENTS = { start: "startFirstProject", dismiss: "dismissFirstSteps" } as const;
