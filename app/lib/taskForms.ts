/** What the List view's forms post (app/lib/taskForms.server.ts answers them). */
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

/** Present when a fetcher (JavaScript) posts: the action answers data instead of a redirect. */
export const VIA_FETCHER = "viaFetcher";
