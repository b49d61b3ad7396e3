import type { MatrixRow } from "./row";

/** The myspace group's calls (spec §7): only the viewer's own work, so anyone signed in may ask. */
const mine = (call: string, input: Record<string, unknown> = {}): MatrixRow => ({
  call: `myspace/${call}`,
  method: "GET",
  arrange: async () => ({ input }),
});

export const myspaceRows: MatrixRow[] = [
  mine("analytics"),
  mine("analyticsCardCount", { card: "open" }),
  mine("analyticsCardDetails", { card: "overdue" }),
  mine("recentProjects"),
  mine("myAllTasks"),
  mine("overview"),
  mine("firstSteps"),
  { call: "myspace/dismissFirstSteps", method: "POST", arrange: async () => ({ input: {} }) },
];
