import { z } from "@hono/zod-openapi";
import { CopyTeamSchema, CreateTeamSchema, MoveTeamSchema, TeamIdSchema, UpdateTeamSchema } from "~/schemas/team";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { HolidaysSchema } from "../project/shapes";
import { PersonShape, StatusShape, TeamMemberShape, TeamShape } from "./shapes";

const tags: [string] = ["team"];

const create = apiRoute({
  method: "post",
  path: "/create",
  summary: "Create a team: the creator owns it; it starts with the statuses To Do, In Progress, Done and Closed",
  input: CreateTeamSchema,
  data: TeamShape,
  tags,
});

const getAllTeams = apiRoute({
  method: "get",
  path: "/getAllTeams",
  summary: "The teams the viewer can see (every team for tenant admins), in the second panel's order",
  data: z.array(TeamShape),
  tags,
});

const metaData = apiRoute({
  method: "get",
  path: "/metaData",
  summary: "A team with the viewer's role, its statuses and its member and visible project counts",
  input: TeamIdSchema,
  data: TeamShape.extend({ memberCount: z.number(), projectCount: z.number(), statuses: z.array(StatusShape) }),
  tags,
});

const settings = apiRoute({
  method: "get",
  path: "/settings",
  summary: "The team settings page: the team, its members, statuses and holidays, and the organisation's members a manager may add",
  input: TeamIdSchema,
  data: z.object({
    team: TeamShape,
    members: z.array(TeamMemberShape),
    statuses: z.array(StatusShape),
    holidays: HolidaysSchema.shape.holidays,
    candidates: z.array(PersonShape),
  }),
  tags,
});

const update = apiRoute({ method: "post", path: "/update", summary: "Rename a team", input: UpdateTeamSchema, data: TeamShape, tags });

const copy = apiRoute({
  method: "post",
  path: "/copy",
  summary: "Copy a team with its statuses (and, with withMembers, its members); the viewer owns the copy; projects are not copied",
  input: CopyTeamSchema,
  data: TeamShape,
  tags,
});

const move = apiRoute({
  method: "post",
  path: "/move",
  summary: "Put a team right after another in the order of teams (first when afterTeamId is null); its owner only",
  input: MoveTeamSchema,
  data: TeamShape,
  tags,
});

const verifyTeamId = apiRoute({
  method: "get",
  path: "/verifyTeamId",
  summary: "Whether the viewer can see this team: its name and their role, or 404",
  input: TeamIdSchema,
  data: z.object({ teamId: z.string(), name: z.string(), role: TeamShape.shape.role }),
  tags,
});

export const teamsApi = createRouter()
  .openapi(create, async (c) => ok(c, (await runCommand(c, { name: "teams.create", input: c.req.valid("json") })).data))
  .openapi(getAllTeams, async (c) => ok(c, (await runQuery(c, { name: "teams.list", input: {} })).data))
  .openapi(metaData, async (c) => ok(c, (await runQuery(c, { name: "teams.metaData", input: c.req.valid("query") })).data))
  .openapi(settings, async (c) => ok(c, (await runQuery(c, { name: "teams.settings", input: c.req.valid("query") })).data))
  .openapi(update, async (c) => ok(c, (await runCommand(c, { name: "teams.update", input: c.req.valid("json") })).data))
  .openapi(copy, async (c) => ok(c, (await runCommand(c, { name: "teams.copy", input: c.req.valid("json") })).data))
  .openapi(move, async (c) => ok(c, (await runCommand(c, { name: "teams.move", input: c.req.valid("json") })).data))
  .openapi(verifyTeamId, async (c) => ok(c, (await runQuery(c, { name: "teams.verify", input: c.req.valid("query") })).data));
