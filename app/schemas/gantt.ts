import { z } from "zod";
import { optionalParam, workId } from "./fields";
import { LIST_LOADED_MAX } from "~/lib/taskList";

/**
 * The Gantt chart's window: rows in List order from a cursor, and with `critical=1` the critical path.
 * "Load more" raises `limit` (the rows shown, as many as the List may keep loaded), so a page read
 * again after an edit keeps them.
 */
export const GanttQuerySchema = z.object({
  projectId: workId("project"),
  cursor: optionalParam(z.string().max(1000)),
  limit: optionalParam(z.coerce.number().int().min(1).max(LIST_LOADED_MAX, `At most ${LIST_LOADED_MAX} tasks at a time`)),
  critical: optionalParam(z.enum(["0", "1"])),
});
export type GanttQuery = z.infer<typeof GanttQuerySchema>;

export const GANTT_ROW_KINDS = ["group", "task", "subtask"] as const;
