import { z } from "@hono/zod-openapi";
import { CreateTaskGroupSchema, TaskGroupIdSchema, UpdateTaskGroupSchema } from "~/schemas/task";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { hideCall } from "../archive/calls";
import { TaskGroupSchema } from "~/server/shapes/task";

/** Spec §7 project task group calls, /api/v2/project/taskGroups/<call>. */
const tags: [string] = ["project"];
const group = { tag: "project", type: "taskGroup", key: "groupId", label: "task group" } as const;

const create = apiRoute({
  method: "post",
  path: "/taskGroups/create",
  summary: "Add a task group at the end of a project",
  input: CreateTaskGroupSchema,
  data: TaskGroupSchema,
  tags,
});

const get = apiRoute({
  method: "get",
  path: "/taskGroups/get",
  summary: "A task group with its count of tasks",
  input: TaskGroupIdSchema,
  data: TaskGroupSchema.extend({ teamId: z.string(), taskCount: z.number() }),
  tags,
});

const update = apiRoute({
  method: "post",
  path: "/taskGroups/update",
  summary: "Rename a task group and/or place it directly before or after another group of its project",
  input: UpdateTaskGroupSchema,
  data: TaskGroupSchema,
  tags,
});

const groupOnly = <G extends z.infer<typeof TaskGroupSchema>>({ id, projectId, name, position }: G) => ({ id, projectId, name, position });

export const taskGroupsApi = createRouter()
  .openapi(create, async (c) => ok(c, groupOnly((await runCommand(c, { name: "tasks.createGroup", input: c.req.valid("json") })).data)))
  .openapi(get, async (c) => ok(c, (await runQuery(c, { name: "tasks.getGroup", input: c.req.valid("query") })).data))
  .openapi(update, async (c) => ok(c, groupOnly((await runCommand(c, { name: "tasks.updateGroup", input: c.req.valid("json") })).data)))
  .route("/", hideCall("archive", { ...group, path: "/taskGroups/archive", summary: "Archive a task group with its tasks and subtasks" }))
  .route("/", hideCall("bin", { ...group, path: "/taskGroups/delete", summary: "Move a task group with its tasks and subtasks to the bin" }));
