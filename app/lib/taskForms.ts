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
