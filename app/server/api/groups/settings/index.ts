import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { pictureUrl } from "~/lib/avatar";
import { ROLES } from "~/lib/permissions";
import { SetRestrictionsSchema } from "~/schemas/accessRestrictions";
import {
  ChangeRoleSchema,
  DeactivateSchema,
  MEMBER_STATUSES,
  TransferOwnershipSchema,
  UserIdSchema,
  UsersQuerySchema,
} from "~/schemas/administration";
import { TRANSFER_SCOPES } from "~/schemas/team";
import { setMembershipStatement } from "~/server/directory/tenants";
import type { MembershipChange } from "~/server/workspace/aggregates/members/adminCommands";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { RestrictionRuleSchema } from "../../core/schemas";
import { runCommand, runQuery } from "../../core/session";
import type { ApiEnv } from "../../core/types";

/**
 * Spec §7 settings group (issue 20 §1): user administration for the tenant's admins and super
 * admins; every call is a workspace query or command with the tenant permission settings:users.
 */
const tags: [string] = ["settings"];

const PersonSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  roleName: z.string(),
  status: z.enum(MEMBER_STATUSES),
});
const WorkRefSchema = z.object({ id: z.string(), name: z.string(), teamId: z.string(), role: z.string(), hidden: z.string().nullable() });
const RoleChangeSchema = z.object({ userId: z.string(), role: z.enum(ROLES), status: z.enum(MEMBER_STATUSES) });

type Person = { userId: string; imageKey: string | null } & Omit<z.infer<typeof PersonSchema>, "image">;
const person = <P extends Person>({ imageKey, ...rest }: P) => ({ ...rest, image: pictureUrl(rest.userId, imageKey) });

const getUsersProfile = apiRoute({
  method: "get",
  path: "/getUsersProfile",
  summary: "The organisation's people by name, with limit and skip, filtered by name or e-mail, role, team and state (empty filters are ignored)",
  input: UsersQuerySchema,
  data: z.object({ users: z.array(PersonSchema), limit: z.number(), skip: z.number(), hasMore: z.boolean() }),
  tags,
});

const getViewProfile = apiRoute({
  method: "get",
  path: "/getViewProfile",
  summary: "One person's profile details, with the teams and projects they own and are part of",
  input: UserIdSchema,
  data: PersonSchema.extend({
    designation: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    city: z.string().nullable(),
    birthday: z.string().nullable(),
    workAnniversary: z.string().nullable(),
    teamsOwned: z.array(WorkRefSchema),
    teamsPartOf: z.array(WorkRefSchema),
    projectsOwned: z.array(WorkRefSchema),
    projectsPartOf: z.array(WorkRefSchema),
  }),
  tags,
});

const getUsersForTransfer = apiRoute({
  method: "get",
  path: "/getUsersForTransfer",
  summary: "Who may receive a person's teams and projects: active members who are not guests",
  input: UserIdSchema,
  data: z.object({ users: z.array(PersonSchema) }),
  tags,
});

const changeRole = apiRoute({
  method: "post",
  path: "/changeRole",
  summary: "Give or take admin rights (any tenant role); only a super admin makes or changes a super admin; never the last super admin",
  input: ChangeRoleSchema,
  data: RoleChangeSchema,
  tags,
});

const deactivateUser = apiRoute({
  method: "post",
  path: "/deactivateUser",
  summary: "Deactivate a person: their sessions here end and they cannot sign in here; what they own passes to toUserId (required when they own anything)",
  input: DeactivateSchema,
  data: RoleChangeSchema.extend({ toUserId: z.string().nullable(), teams: z.number(), projects: z.number() }),
  tags,
});

const reactivateUser = apiRoute({
  method: "post",
  path: "/reactivateUser",
  summary: "Reactivate a person with the role, teams and projects they had",
  input: UserIdSchema,
  data: RoleChangeSchema,
  tags,
});

const transferOwnership = apiRoute({
  method: "post",
  path: "/transferOwnership",
  summary: "Transfer the teams (TEAM), projects (PROJECTS) or both (BOTH) a person owns to an active member who is not a guest",
  input: TransferOwnershipSchema,
  data: z.object({ userId: z.string(), toUserId: z.string(), scope: z.enum(TRANSFER_SCOPES), teams: z.number(), projects: z.number() }),
  tags,
});

const restrictions = apiRoute({
  method: "get",
  path: "/restrictions",
  summary: "Every access restriction of the organisation (Settings › Access), with the names of its team, project or person",
  data: z.object({ rules: z.array(RestrictionRuleSchema.extend({ scopeName: z.string().nullable(), userName: z.string().nullable() })) }),
  tags,
});

const setRestrictions = apiRoute({
  method: "post",
  path: "/setRestrictions",
  summary: "Set restrictions (disabled or hidden) or lift them (none), for a role or one person, in the organisation, a team or a project; all or none",
  input: SetRestrictionsSchema,
  data: z.object({ changed: z.number() }),
  tags,
});

/**
 * The directory's membership row follows the workspace (its projection, decision record 46): the
 * login form and the tenant list read it. It is written here at once, so the next login sees it,
 * and by the command's queued effect until it holds: a failed write here leaves the change made
 * (the workspace refuses a deactivated member's sign-in on its own) and the queue puts the row right.
 */
async function project<T extends MembershipChange>(c: Context<ApiEnv>, tenantId: string, change: T) {
  await setMembershipStatement(c.env.DIRECTORY, tenantId, change.userId, change.role, change.status)
    .run()
    .catch((error: unknown) => console.error("membership projection deferred to the queue", error));
  return change;
}

export const settingsApi = createRouter()
  .openapi(getUsersProfile, async (c) => {
    const { data } = await runQuery(c, { name: "members.list", input: c.req.valid("query") });
    return ok(c, { ...data, users: data.users.map(person) });
  })
  .openapi(getViewProfile, async (c) => ok(c, person((await runQuery(c, { name: "members.view", input: c.req.valid("query") })).data)))
  .openapi(getUsersForTransfer, async (c) => {
    const { data } = await runQuery(c, { name: "members.forTransfer", input: c.req.valid("query") });
    return ok(c, { users: data.users.map(person) });
  })
  .openapi(changeRole, async (c) => {
    const { data, viewer } = await runCommand(c, { name: "members.changeRole", input: c.req.valid("json") });
    const { userId, role, status } = await project(c, viewer.tenant.id, data);
    return ok(c, { userId, role, status });
  })
  .openapi(deactivateUser, async (c) => {
    const { data, viewer } = await runCommand(c, { name: "members.deactivate", input: c.req.valid("json") });
    return ok(c, await project(c, viewer.tenant.id, data));
  })
  .openapi(reactivateUser, async (c) => {
    const { data, viewer } = await runCommand(c, { name: "members.reactivate", input: c.req.valid("json") });
    return ok(c, await project(c, viewer.tenant.id, data));
  })
  .openapi(transferOwnership, async (c) => ok(c, (await runCommand(c, { name: "members.transfer", input: c.req.valid("json") })).data))
  .openapi(restrictions, async (c) => ok(c, (await runQuery(c, { name: "restrictions.list", input: {} })).data))
  .openapi(setRestrictions, async (c) => ok(c, (await runCommand(c, { name: "restrictions.set", input: c.req.valid("json") })).data));
