import { z } from "@hono/zod-openapi";
import { GanttQuerySchema } from "~/schemas/gantt";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runQuery } from "../../core/session";
import { ViewProjectSchema } from "./shapes";

const GanttRowSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["group", "task", "subtask"]),
    name: z.string(),
    groupId: z.string(),
    parentId: z.string().nullable(),
    startDate: z.string().nullable(),
    dueDate: z.string().nullable(),
    progress: z.number().describe("per cent: subtasks done of all, else 100 for a finished status, else 0"),
    conversationCount: z.number().describe("conversations on it (issue 17); a group's too"),
    replyCount: z.number(),
    status: z.object({ id: z.string(), name: z.string(), colour: z.string() }).nullable(),
  })
  .openapi("GanttRow");

/**
 * The Gantt chart's window, /api/v2/project/gantt: group headers, tasks and
 * subtasks in List order (at most `limit` headers and tasks from `cursor`), the
 * dependencies among them, the team's holidays and the project's due dates.
 */
const gantt = apiRoute({
  method: "get",
  path: "/gantt",
  summary: "The Gantt chart: rows in List order (cursor), their dependencies, the team's holidays, the project's date range",
  input: GanttQuerySchema,
  data: z.object({
    project: ViewProjectSchema,
    canEdit: z.boolean(),
    range: z.object({ start: z.string(), end: z.string() }).nullable().describe("the first and last due dates of the project's tasks"),
    rows: z.array(GanttRowSchema),
    nextCursor: z.string().nullable(),
    dependencies: z.array(
      z.object({ dependencyId: z.string(), predecessorId: z.string(), successorId: z.string(), type: z.enum(["FS", "SS", "FF", "SF"]), lagDays: z.number() }),
    ),
    offPage: z
      .array(
        z.object({
          dependencyId: z.string(),
          predecessorId: z.string(),
          successorId: z.string(),
          type: z.enum(["FS", "SS", "FF", "SF"]),
          taskId: z.string().describe("the end off the page"),
          name: z.string(),
          direction: z.enum(["above", "below"]).describe("where that row lies: before the page's first row, or after its last"),
          rows: z.number().describe("rows from the chart's start through that task's row: the limit that shows it"),
          cursor: z.string().describe("the start of that task's group"),
        }),
      )
      .describe("dependencies from a row of the page to a row off it"),
    holidays: z.array(z.object({ day: z.string(), name: z.string() })),
    critical: z.object({ taskIds: z.array(z.string()), dependencyIds: z.array(z.string()) }).nullable().describe("with critical=1: the critical path"),
  }),
  tags: ["project"],
});

export const ganttApi = createRouter().openapi(gantt, async (c) => {
  const { data } = await runQuery(c, { name: "gantt.window", input: c.req.valid("query") });
  return ok(c, data);
});
