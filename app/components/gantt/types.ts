import type { ApiData } from "~/lib/api-result";
import type { RowKind } from "~/lib/gantt";

/** The Gantt chart's data, as /api/v2/project/gantt answers it. */
export type GanttData = ApiData<"project", "gantt", "$get">;
export type GanttRow = GanttData["rows"][number];
export type GanttDependency = GanttData["dependencies"][number];
export type GanttOffPage = GanttData["offPage"][number];

/** A row as the chart lays it out: a group header, a task or subtask, or a group's add-task row. */
export type ChartRow = { kind: Exclude<RowKind, "add">; row: GanttRow } | { kind: "add"; groupId: string; groupName: string };

/** The fetcher that changes a task's dates: the bar and the task list's form share it, so both show the sent dates. */
export const datesFetcherKey = (taskId: string) => `gantt-dates-${taskId}`;
