/**
 * My tasks by due date (my-space): the buckets in the order the page shows them. Without zod, since
 * the my-space page is the first signed-in load (schemas/myspace.ts re-exports it for the API).
 */
export const MY_TASK_BUCKETS = ["overdue", "today", "thisWeek", "later", "noDate"] as const;
export type MyTaskBucket = (typeof MY_TASK_BUCKETS)[number];
