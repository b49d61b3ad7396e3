import { z } from "@hono/zod-openapi";
import { CreateDependencySchema, DependencyIdSchema, UpdateDependencySchema } from "~/schemas/dependency";
import { ProjectIdSchema } from "~/schemas/project";
import { TaskIdSchema } from "~/schemas/task";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { CriticalPathSchema, DependencySchema, ScheduleSchema } from "./shapes";

/** Dependencies between a project's tasks and its critical path, /api/v2/project/dependency/<call> (decision record 29). */
const tags: [string] = ["project"];

const get = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType>(path: P, summary: string, input: I, data: D) =>
  apiRoute({ method: "get", path, summary, input, data, tags });
const post = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType>(path: P, summary: string, input: I, data: D) =>
  apiRoute({ method: "post", path, summary, input, data, tags });

const Scheduled = DependencySchema.extend(ScheduleSchema.shape);

const routes = {
  create: post(
    "/dependency/create",
    "Link two tasks of a project (FS, SS, FF or SF with a lag in working days); a link that would close a loop is refused; with auto-scheduling the successor moves if it must",
    CreateDependencySchema,
    Scheduled,
  ),
  update: post("/dependency/update", "Change a dependency's type or lag; with auto-scheduling the successors move if they must", UpdateDependencySchema, Scheduled),
  delete: post("/dependency/delete", "Remove a dependency", DependencyIdSchema, DependencySchema),
  list: get("/dependency/list", "The dependencies between a project's visible tasks", ProjectIdSchema, z.array(DependencySchema)),
  pullBack: post(
    "/dependency/pullBack",
    "Move a task's successors (transitively) as early as their dependencies allow",
    TaskIdSchema,
    z.object({ taskId: z.string(), rescheduled: ScheduleSchema.shape.rescheduled }),
  ),
  criticalPath: get(
    "/criticalPath",
    "Each dated task's early and late start and finish and its float in working days; the critical tasks and dependencies",
    ProjectIdSchema,
    CriticalPathSchema,
  ),
};


export const dependenciesApi = createRouter()
  .openapi(routes.create, async (c) => ok(c, (await runCommand(c, { name: "dependencies.create", input: c.req.valid("json") })).data))
  .openapi(routes.update, async (c) => ok(c, (await runCommand(c, { name: "dependencies.update", input: c.req.valid("json") })).data))
  .openapi(routes.delete, async (c) => ok(c, (await runCommand(c, { name: "dependencies.delete", input: c.req.valid("json") })).data))
  .openapi(routes.list, async (c) => ok(c, (await runQuery(c, { name: "dependencies.list", input: c.req.valid("query") })).data))
  .openapi(routes.pullBack, async (c) => ok(c, (await runCommand(c, { name: "dependencies.pullBack", input: c.req.valid("json") })).data))
  .openapi(routes.criticalPath, async (c) =>
    ok(c, (await runQuery(c, { name: "dependencies.criticalPath", input: c.req.valid("query") })).data),
  );
