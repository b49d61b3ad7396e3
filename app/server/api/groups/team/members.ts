import { z } from "@hono/zod-openapi";
import { AddUsersToTeamSchema, ChangeRoleInTeamSchema, RemoveUserFromTeamSchema, TeamIdSchema, TransferTeamSchema } from "~/schemas/team";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { TeamMemberShape, WorkRoleShape } from "./shapes";

const tags: [string] = ["team"];

const getAllUsersOfTeam = apiRoute({
  method: "get",
  path: "/getAllUsersOfTeam",
  summary: "The team's members with their team roles, owner first",
  input: TeamIdSchema,
  data: z.array(TeamMemberShape),
  tags,
});

const addUsersToTeam = apiRoute({
  method: "post",
  path: "/addUsersToTeam",
  summary: "Add members of the organisation to the team with a role (tenant guests always as GUEST); answers who was added",
  input: AddUsersToTeamSchema,
  data: z.object({ teamId: z.string(), added: z.array(z.string()) }),
  tags,
});

const changeRoleInTeam = apiRoute({
  method: "post",
  path: "/changeRoleInTeam",
  summary: "Give a member of the team another role (ADMIN, MEMBER, GUEST); the owner's changes only by transfer",
  input: ChangeRoleInTeamSchema,
  data: z.object({ teamId: z.string(), userId: z.string(), role: WorkRoleShape }),
  tags,
});

const removeUserFromTeam = apiRoute({
  method: "post",
  path: "/removeUserFromTeam",
  summary: "Take a member out of the team and its projects (never the owner); projects they owned pass to the team's owner",
  input: RemoveUserFromTeamSchema,
  data: z.object({ teamId: z.string(), userId: z.string(), projectsTransferred: z.number() }),
  tags,
});

const transfer = apiRoute({
  method: "post",
  path: "/transfer",
  summary: "Transfer the ownership of the team (TEAM), of the projects its owner owns in it (PROJECTS), or both, to a member of the team",
  input: TransferTeamSchema,
  data: z.object({ teamId: z.string(), ownerId: z.string(), projectsTransferred: z.number() }),
  tags,
});

export const teamMembersApi = createRouter()
  .openapi(getAllUsersOfTeam, async (c) => ok(c, (await runQuery(c, { name: "teams.members", input: c.req.valid("query") })).data))
  .openapi(addUsersToTeam, async (c) => ok(c, (await runCommand(c, { name: "teams.addUsers", input: c.req.valid("json") })).data))
  .openapi(changeRoleInTeam, async (c) => ok(c, (await runCommand(c, { name: "teams.changeRole", input: c.req.valid("json") })).data))
  .openapi(removeUserFromTeam, async (c) => ok(c, (await runCommand(c, { name: "teams.removeUser", input: c.req.valid("json") })).data))
  .openapi(transfer, async (c) => ok(c, (await runCommand(c, { name: "teams.transfer", input: c.req.valid("json") })).data));
