/** A task's priorities, most pressing first, and their names (issue 7 §4): zod-free, for the views' first load. */
export const PRIORITIES = ["URGENT", "HIGH", "NORMAL", "LOW"] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_NAMES: Record<Priority, string> = { URGENT: "Urgent", HIGH: "High", NORMAL: "Normal", LOW: "Low" };
