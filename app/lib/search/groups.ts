// Global search's groups, filters and labels (decision record 32), without zod: the header's search
// panel is part of every first signed-in page, and importing a value from a schema module (here
// app/schemas/search.ts, which re-exports these) brings the whole of zod into the browser's first load.
export const SEARCH_GROUPS = ["teams", "projects", "groups", "tasks", "subTasks", "messages", "owner"] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
export const SEARCH_SHOWS = ["All", ...SEARCH_GROUPS] as const;
export type SearchShow = (typeof SEARCH_SHOWS)[number];

/** The filter buttons' and sections' labels (spec §3: groups are shown as Task Groups). */
export const SEARCH_GROUP_LABELS: Record<SearchGroup, string> = {
  teams: "Teams",
  projects: "Projects",
  groups: "Task Groups",
  tasks: "Tasks",
  subTasks: "Subtasks",
  messages: "Messages",
  owner: "People",
};
