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
