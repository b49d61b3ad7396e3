import type { WorkRole } from "~/lib/permissions";
import { defineCommand, WorkspaceFailure, type MemberContext } from "../../operations";
import { findMember } from "../members/store";
import {
  deleteTeamMember,
  leaveTeamProjects,
  setTeamOwner,
  teamRoleOf,
  transferTeamProjects,
  upsertTeamMember,
} from "./store";
import type { TransferScope } from "~/schemas/team";

export const MEMBER_NOT_FOUND = "Member not found";
export const NOT_IN_TEAM = "This person is not a member of this team";
export const OWNER_ROLE_FIXED = "The owner's role changes only by transferring the ownership";
export const OWNER_STAYS = "The team's owner cannot be removed; transfer the ownership first";
export const GUEST_CANNOT_OWN = "A guest cannot own a team or its projects";
export const ALREADY_OWNER = "This member already owns the team";

type MemberInput = { teamId: string; userId: string };

const MANAGES_TEAM = { resource: "team", from: "teamId", action: "team:manage" } as const;

/** The team's role of a member of the team, or 404 when they are not in it. */
function requireTeamMember({ sql }: MemberContext, teamId: string, userId: string): WorkRole {
  const role = teamRoleOf(sql, teamId, userId);
  if (!role) throw new WorkspaceFailure(404, NOT_IN_TEAM);
  return role;
}

const memberActivity = (verb: string, { teamId, userId }: MemberInput, detail: Record<string, string | number>) => ({
  verb,
  itemType: "team_member",
  itemId: userId,
  parentId: teamId,
  teamId,
  detail,
});

export const teamMemberCommands = {
  /** addUsersToTeam: existing members of the organisation join with one role (a tenant guest always as GUEST); those already in keep theirs. */
  "teams.addUsers": defineCommand({
    acts: MANAGES_TEAM,
    handler: (context, { teamId, userIds, role }: { teamId: string; userIds: string[]; role: WorkRole }) => {
      const { sql, now } = context;
      const people = [...new Set(userIds)].map((userId) => findMember(sql, userId));
      if (people.some((person) => !person)) throw new WorkspaceFailure(404, MEMBER_NOT_FOUND);
      const added = people.filter((person) => !teamRoleOf(sql, teamId, person!.userId)).map((person) => person!);
      for (const person of added) upsertTeamMember(sql, teamId, person.userId, person.role === "GUEST" ? "GUEST" : role, now);
      return { teamId, added: added.map((person) => person.userId) };
    },
    activity: ({ teamId, role }, { added }) => ({
      verb: "members_added",
      itemType: "team",
      itemId: teamId,
      teamId,
      detail: { users: added.join(","), role },
    }),
  }),

  /** changeRoleInTeam: ADMIN, MEMBER or GUEST; the owner's role changes only by transfer. */
  "teams.changeRole": defineCommand({
    acts: MANAGES_TEAM,
    handler: (context, { teamId, userId, role }: MemberInput & { role: WorkRole }) => {
      if (requireTeamMember(context, teamId, userId) === "OWNER") throw new WorkspaceFailure(409, OWNER_ROLE_FIXED);
      upsertTeamMember(context.sql, teamId, userId, role, context.now);
      return { teamId, userId, role };
    },
    activity: (input) => memberActivity("role_changed", input, { role: input.role }),
  }),

  /** removeUserFromTeam: never the owner; the person leaves the team's projects, and those they owned pass to the team's owner. */
  "teams.removeUser": defineCommand({
    acts: MANAGES_TEAM,
    handler: (context, { teamId, userId }: MemberInput) => {
      const { team } = context.target;
      if (requireTeamMember(context, teamId, userId) === "OWNER") throw new WorkspaceFailure(409, OWNER_STAYS);
      const { sql, now } = context;
      const projectsTransferred = transferTeamProjects(sql, teamId, userId, team.owner_id, now);
      leaveTeamProjects(sql, teamId, userId);
      deleteTeamMember(sql, teamId, userId);
      return { teamId, userId, projectsTransferred };
    },
    activity: (input, { projectsTransferred }) => memberActivity("member_removed", input, { projectsTransferred }),
  }),

  /**
   * transfer: the team (TEAM), the projects of the team its owner owns
   * (PROJECTS), or both, pass to another member of the team who is not a
   * tenant guest. A new team owner takes the role OWNER, the former one ADMIN;
   * the former owner of a project stays in it as ADMIN.
   */
  "teams.transfer": defineCommand({
    acts: { resource: "team", from: "teamId", action: "team:own" },
    handler: (context, { teamId, toUserId, scope }: { teamId: string; toUserId: string; scope: TransferScope }) => {
      const { team } = context.target;
      const { sql, now } = context;
      requireTeamMember(context, teamId, toUserId);
      if (findMember(sql, toUserId)?.role === "GUEST") throw new WorkspaceFailure(409, GUEST_CANNOT_OWN);
      if (toUserId === team.owner_id) throw new WorkspaceFailure(409, ALREADY_OWNER);
      const projectsTransferred = scope === "TEAM" ? 0 : transferTeamProjects(sql, teamId, team.owner_id, toUserId, now);
      if (scope !== "PROJECTS") {
        setTeamOwner(sql, teamId, toUserId, now);
        upsertTeamMember(sql, teamId, team.owner_id, "ADMIN", now);
        upsertTeamMember(sql, teamId, toUserId, "OWNER", now);
      }
      return { teamId, ownerId: scope === "PROJECTS" ? team.owner_id : toUserId, projectsTransferred };
    },
    activity: ({ teamId, toUserId, scope }, { projectsTransferred }) => ({
      verb: "ownership_transferred",
      itemType: "team",
      itemId: teamId,
      teamId,
      detail: { toUserId, scope, projectsTransferred },
    }),
  }),
};
