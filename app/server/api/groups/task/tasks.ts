import { z } from "@hono/zod-openapi";
import { AddTaskSchema, MoveTaskSchema, ReorderTaskSchema, TaskIdSchema, UpdateTaskSchema } from "~/schemas/task";
import { RestoreTaskSchema } from "~/schemas/archive";
import { withDescriptionHtml } from "~/server/richText/render";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { ScheduleSchema } from "../project/shapes";
import { HiddenChangeSchema, hideCall } from "../archive/calls";
import { TaskDetailSchema, TaskViewSchema } from "~/server/shapes/task";

/** Spec §7 task and subtask calls, /api/v2/task/<call>: a subtask is a task with a parentId. */
const tags: [string] = ["task"];

const taskCall = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType = typeof TaskViewSchema>(
  path: P,
  summary: string,
  input: I,
  data?: D,
) => apiRoute({ method: "post", path, summary, input, data: (data ?? TaskViewSchema) as D, tags });

const add = apiRoute({
  method: "post",
  path: "/add",
  summary: "Add a task at the end of a group, or with parentId a subtask at the end of its task; status defaults to the team's",
  input: AddTaskSchema,
  data: TaskViewSchema,
  tags,
});

const get = apiRoute({
  method: "get",
  path: "/get",
  summary: "A task or subtask with its description (JSON and safe HTML) and subtasks",
  input: TaskIdSchema,
  data: TaskDetailSchema,
  tags,
});

const update = taskCall(
  "/update",
  "Change a task's name, description, status, assignees, priority or dates (null clears); with auto-scheduling, successors move with it",
  UpdateTaskSchema,
  TaskViewSchema.extend(ScheduleSchema.shape),
);
const duplicate = taskCall("/duplicate", "Copy a task (with its subtasks, assignees and values) right after it", TaskIdSchema);
const move = taskCall("/move", "Move a task and its subtasks to the end of another group of the same team", MoveTaskSchema);
const reorder = taskCall("/reorder", "Place a task or subtask directly before or after a sibling", ReorderTaskSchema);
const task = { tag: "task", type: "task", key: "taskId", label: "task" } as const;
const restore = taskCall(
  "/restore",
  "Restore an archived or deleted task or subtask; one whose group or task is hidden needs parentId (a group, or a task for a subtask)",
  RestoreTaskSchema,
  HiddenChangeSchema,
);
const permanentDelete = taskCall("/permanentDelete", "Delete a task or subtask in the bin permanently, with its subtasks", TaskIdSchema, HiddenChangeSchema);

export const tasksApi = createRouter()
  .openapi(add, async (c) => ok(c, (await runCommand(c, { name: "tasks.add", input: c.req.valid("json") })).data))
  .openapi(get, async (c) => {
    const { data } = await runQuery(c, { name: "tasks.get", input: c.req.valid("query") });
    return ok(c, withDescriptionHtml(data));
  })
  .openapi(update, async (c) => ok(c, (await runCommand(c, { name: "tasks.update", input: c.req.valid("json") })).data))
  .openapi(duplicate, async (c) => ok(c, (await runCommand(c, { name: "tasks.duplicate", input: c.req.valid("json") })).data))
  .openapi(move, async (c) => ok(c, (await runCommand(c, { name: "tasks.move", input: c.req.valid("json") })).data))
  .openapi(reorder, async (c) => ok(c, (await runCommand(c, { name: "tasks.reorder", input: c.req.valid("json") })).data))
  .route("/", hideCall("archive", { ...task, path: "/archive", summary: "Archive a task (with its subtasks) or a subtask" }))
  .route("/", hideCall("bin", { ...task, path: "/delete", summary: "Move a task (with its subtasks) or a subtask to the bin" }))
  .openapi(restore, async (c) => {
    const { taskId, ...restore } = c.req.valid("json");
    return ok(c, (await runCommand(c, { name: "archive.restore", input: { type: "task", ids: [taskId], ...restore } })).data);
  })
  .openapi(permanentDelete, async (c) =>
    ok(c, (await runCommand(c, { name: "archive.permanentDelete", input: { type: "task", ids: [c.req.valid("json").taskId] } })).data),
  );
