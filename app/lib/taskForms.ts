/** What the List view's forms post (app/intents/tasks.server.ts answers them). */
export const TASK_INTENTS = [
  "createGroup",
  "renameGroup",
  "placeGroup",
  "deleteGroup",
  "archiveGroup",
  "addTask",
  "updateTask",
  "placeTask",
  "moveTask",
  "duplicateTask",
  "deleteTask",
  "archiveTask",
] as const;
export type TaskIntent = (typeof TASK_INTENTS)[number];

/**
 * A List row's one form (issue 23 §2, decision 0067): the row's controls name it with `form=`, and the
 * button that sends it says what it does: `save` names one field (ROW_FIELDS), a `beforeId` or
 * `afterId` moves the task. The action turns it into the one intent it asks (intents/tasks.server.ts).
 */
export const TASK_ROW_INTENT = "taskRow";
/** The button name of a row's "Save …" buttons (their value: the field). */
export const ROW_SAVE = "save";
/** The value of a row's first, unseen Save button: what Enter in a field presses without JavaScript (saves the row's fields but its assignees). */
export const ROW_SAVE_ALL = "row";
/** The fields a row's Save button may name. */
export const ROW_FIELDS = ["name", "statusId", "priority", "startDate", "dueDate", "assigneeIds"] as const;

/** The fields a row's menu sets in one click (issue 43 §3): its status, its priority, its assignees. */
export const ROW_CHOICE_FIELDS = ["statusId", "priority", "assigneeIds"] as const;
export type RowChoiceField = (typeof ROW_CHOICE_FIELDS)[number];

/**
 * The value of a menu's choice, a Save button of the row's form (`save`): the field and what it becomes,
 * `statusId:<id>`, `priority:HIGH` (`priority:` for none), `assigneeIds:<id>,<id>` (the whole set after
 * the click). Without JavaScript the click posts it; with JavaScript it is read into the cell's post.
 */
export const rowChoice = (field: RowChoiceField, values: readonly string[]) => `${field}:${values.join(",")}`;

/** A `save` value naming a menu's choice, read back: its field and values; null for any other value. */
export function parseRowChoice(save: unknown): { field: RowChoiceField; values: string[] } | null {
  if (typeof save !== "string") return null;
  const colon = save.indexOf(":");
  const field = save.slice(0, colon);
  if (colon < 0 || !(ROW_CHOICE_FIELDS as readonly string[]).includes(field)) return null;
  const rest = save.slice(colon + 1);
  if (field === "assigneeIds") return { field, values: rest ? rest.split(",") : [] };
  return { field: field as RowChoiceField, values: [rest] };
}
