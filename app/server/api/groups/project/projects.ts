import { z } from "@hono/zod-openapi";
import { WORK_ROLES } from "~/lib/permissions";
import {
  AddProjectUsersSchema,
  CreateProjectSchema,
  DuplicateProjectSchema,
  MemberListSchema,
  ProjectIdSchema,
  ProjectSettingsSchema,
  ProjectTagsSchema,
  ProjectUserSchema,
  UpdateProjectSchema,
} from "~/schemas/project";
import { TeamIdSchema } from "~/schemas/team";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { HoverSchema, MemberSchema, MetaDataSchema, PinSchema, ProgressSchema, ProjectListingSchema, ProjectSchema } from "./shapes";

const tags: [string] = ["project"];

const get = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType>(path: P, summary: string, input: I, data: D) =>
  apiRoute({ method: "get", path, summary, input, data, tags });
const post = <P extends `/${string}`, I extends z.ZodObject, D extends z.ZodType>(path: P, summary: string, input: I, data: D) =>
  apiRoute({ method: "post", path, summary, input, data, tags });

const createdSummary = (kind: string) =>
  `Create a ${kind} project in a team (optionally in one of its folders); the creator owns it and it starts with one task group`;

const routes = {
  getAllProject: get("/getAllProject", "The projects of a team the viewer may see, in their order", TeamIdSchema, z.array(ProjectListingSchema)),
  createPrivateProject: post("/createPrivateProject", createdSummary("private"), CreateProjectSchema, ProjectSchema),
  createPublicProject: post("/createPublicProject", createdSummary("public"), CreateProjectSchema, ProjectSchema),
  update: post("/update", "Rename a project or change its description", UpdateProjectSchema, ProjectSchema),
  duplicateProject: post(
    "/duplicateProject",
    "Copy a project with its task groups and columns, and with withTasks its tasks, subtasks, assignees and values",
    DuplicateProjectSchema,
    ProjectSchema.extend({ sourceId: z.string(), copied: z.object({ groups: z.number(), columns: z.number(), tasks: z.number() }) }),
  ),
  updateProjectTags: post("/updateProjectTags", "Replace a project's tags", ProjectTagsSchema, ProjectSchema),
  settings: post("/settings", "A project's settings: the view it opens with and whether it schedules automatically", ProjectSettingsSchema, ProjectSchema),
  pinProject: post("/pinProject", "Pin a project for the signed-in member", ProjectIdSchema, PinSchema),
  fetchMetaData: get("/fetchMetaData", "Everything the project page's header shows", ProjectIdSchema, MetaDataSchema),
  fetchProjectProgressBar: get(
    "/fetchProjectProgressBar",
    "The share of a project's tasks and subtasks whose status is in the done or closed category",
    ProjectIdSchema,
    ProgressSchema.extend({ projectId: z.string() }),
  ),
  hover: get("/hover", "A project's hover card", ProjectIdSchema, HoverSchema),
  getMemberList: get(
    "/getMemberList",
    "A window of a project's people: its own members when private, its team's when public",
    MemberListSchema,
    z.object({ members: z.array(MemberSchema), nextCursor: z.string().nullable() }),
  ),
  addPrivateProjectUsers: post(
    "/addPrivateProjectUsers",
    "Add people of the organisation to a private project with a role",
    AddProjectUsersSchema,
    z.object({ projectId: z.string(), teamId: z.string(), userIds: z.array(z.string()), role: z.enum(WORK_ROLES) }),
  ),
  removePrivateProjectUser: post(
    "/removePrivateProjectUser",
    "Remove a member from a private project",
    ProjectUserSchema,
    z.object({ projectId: z.string(), teamId: z.string(), userId: z.string() }),
  ),
  transferOwnership: post(
    "/transferOwnership",
    "Make another member of the project or its team the project's owner",
    ProjectUserSchema,
    ProjectSchema.extend({ previousOwnerId: z.string() }),
  ),
  delete: post(
    "/delete",
    "Delete a project and everything in it (final until the bin exists)",
    ProjectIdSchema,
    z.object({ projectId: z.string(), teamId: z.string(), name: z.string() }),
  ),
};

/** Spec §7 project calls on the project itself (task groups, columns and the List view live beside this file). */
export const projectsApi = createRouter()
  .openapi(routes.getAllProject, async (c) => ok(c, (await runQuery(c, { name: "projects.list", input: c.req.valid("query") })).data))
  .openapi(routes.createPrivateProject, async (c) =>
    ok(c, (await runCommand(c, { name: "projects.createPrivate", input: c.req.valid("json") })).data),
  )
  .openapi(routes.createPublicProject, async (c) =>
    ok(c, (await runCommand(c, { name: "projects.createPublic", input: c.req.valid("json") })).data),
  )
  .openapi(routes.update, async (c) => ok(c, (await runCommand(c, { name: "projects.update", input: c.req.valid("json") })).data))
  .openapi(routes.duplicateProject, async (c) =>
    ok(c, (await runCommand(c, { name: "projects.duplicate", input: c.req.valid("json") })).data),
  )
  .openapi(routes.updateProjectTags, async (c) =>
    ok(c, (await runCommand(c, { name: "projects.updateTags", input: c.req.valid("json") })).data),
  )
  .openapi(routes.settings, async (c) => ok(c, (await runCommand(c, { name: "projects.settings", input: c.req.valid("json") })).data))
  .openapi(routes.pinProject, async (c) => ok(c, (await runCommand(c, { name: "projects.pin", input: c.req.valid("json") })).data))
  .openapi(routes.fetchMetaData, async (c) => ok(c, (await runQuery(c, { name: "projects.metaData", input: c.req.valid("query") })).data))
  .openapi(routes.fetchProjectProgressBar, async (c) =>
    ok(c, (await runQuery(c, { name: "projects.progress", input: c.req.valid("query") })).data),
  )
  .openapi(routes.hover, async (c) => ok(c, (await runQuery(c, { name: "projects.hover", input: c.req.valid("query") })).data))
  .openapi(routes.getMemberList, async (c) => ok(c, (await runQuery(c, { name: "projects.members", input: c.req.valid("query") })).data))
  .openapi(routes.addPrivateProjectUsers, async (c) =>
    ok(c, (await runCommand(c, { name: "projects.addMembers", input: c.req.valid("json") })).data),
  )
  .openapi(routes.removePrivateProjectUser, async (c) =>
    ok(c, (await runCommand(c, { name: "projects.removeMember", input: c.req.valid("json") })).data),
  )
  .openapi(routes.transferOwnership, async (c) =>
    ok(c, (await runCommand(c, { name: "projects.transferOwnership", input: c.req.valid("json") })).data),
  )
  .openapi(routes.delete, async (c) => ok(c, (await runCommand(c, { name: "projects.delete", input: c.req.valid("json") })).data));
