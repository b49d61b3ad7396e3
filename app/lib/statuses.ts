/**
 * Custom status categories (spec §3, §5) and their colours: browser-safe, so the
 * settings page and the API's colourCategory call answer from the same table.
 */
export const STATUS_CATEGORIES = ["TODO", "IN_PROGRESS", "DONE", "CLOSED"] as const;
export type StatusCategory = (typeof STATUS_CATEGORIES)[number];

export const STATUS_CATEGORY_NAMES: Record<StatusCategory, string> = {
  TODO: "To do",
  IN_PROGRESS: "In progress",
  DONE: "Done",
  CLOSED: "Closed",
};

/** The colour of each category; a new status takes its category's colour unless given one. */
export const CATEGORY_COLOURS: Record<StatusCategory, string> = {
  TODO: "#64748b",
  IN_PROGRESS: "#2563eb",
  DONE: "#16a34a",
  CLOSED: "#7c3aed",
};

/** Categories whose tasks count as finished (the project progress bar, completed work, subtask progress): the one done rule. */
export const DONE_CATEGORIES: readonly StatusCategory[] = ["DONE", "CLOSED"];
export const isDoneCategory = (category: string | null | undefined) => (DONE_CATEGORIES as readonly (string | null | undefined)[]).includes(category);
/** The done rule in SQL, for `category IN (…)`. */
export const DONE_CATEGORIES_SQL = DONE_CATEGORIES.map((category) => `'${category}'`).join(", ");

/** The statuses every new team starts with, in order; the first is its default status. */
export const DEFAULT_STATUSES: ReadonlyArray<{ name: string; category: StatusCategory }> = [
  { name: "To Do", category: "TODO" },
  { name: "In Progress", category: "IN_PROGRESS" },
  { name: "Done", category: "DONE" },
  { name: "Closed", category: "CLOSED" },
];

export const COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

/**
 * A team's statuses in the order work goes through them (issue 43 §3): by category, to do → in progress
 * → done → closed, and within a category in the team's order, so a custom status ("In Review", in
 * progress) sits among its stage's statuses rather than after Closed. A category the table does not
 * know goes last; the sort is stable.
 */
export function workflowOrder<T extends { category: string }>(statuses: readonly T[]): T[] {
  const stage = (category: string) => {
    const index = (STATUS_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? STATUS_CATEGORIES.length : index;
  };
  return [...statuses].sort((a, b) => stage(a.category) - stage(b.category));
}
