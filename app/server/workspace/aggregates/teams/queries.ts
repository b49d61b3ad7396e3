import { canWork, seesEverything } from "~/lib/permissions";
import { teamRole, workingProjects } from "../../access";
import { defineQuery, type MemberContext, type NoInput } from "../../operations";
import { holidaysOf } from "../holidays/store";
import { listStatuses, toStatus } from "../statuses/store";
import { countTeamMembers, listAllTeams, listMembersOutsideTeam, listTeamMembers, listTeamsOfMember } from "./store";
import { toPerson, toTeam, toTeamMember } from "./view";

type TeamInput = { teamId: string };

const READS_TEAM = { resource: "team", from: "teamId", action: "work:read" } as const;

function visibleProjectCount(context: MemberContext, teamId: string): number {
  const { where, params } = workingProjects(context, "p");
  return context.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM projects p WHERE p.team_id = ? AND ${where}`, teamId, ...params).one().n;
}

export const teamQueries = {
  /** getAllTeams: the teams the viewer can see (all of them for tenant admins), in the second panel's order. */
  "teams.list": defineQuery({
    permission: "signed-in",
    handler: (context, _input: NoInput) => {
      const { sql, viewer } = context;
      const rows = seesEverything(viewer.member.role) ? listAllTeams(sql) : listTeamsOfMember(sql, viewer.member.userId);
      return rows.map((row) => toTeam(row, teamRole(context, row.id)!));
    },
  }),

  /** metaData: the team, the viewer's role, its statuses and how many members and visible projects it has. */
  "teams.metaData": defineQuery({
    acts: READS_TEAM,
    handler: (context, { teamId }: TeamInput) => {
      const { team, role } = context.target;
      return {
        ...toTeam(team, role),
        memberCount: countTeamMembers(context.sql, teamId),
        projectCount: visibleProjectCount(context, teamId),
        statuses: listStatuses(context.sql, teamId).map(toStatus),
      };
    },
  }),

  /** verifyTeamId: the team exists and the viewer may see it (else 404, as for a missing id). */
  "teams.verify": defineQuery({
    acts: READS_TEAM,
    handler: ({ target: { team, role } }, _input: TeamInput) => ({ teamId: team.id, name: team.name, role }),
  }),

  /** getAllUsersOfTeam: the members with their team roles, owner first. */
  "teams.members": defineQuery({
    acts: READS_TEAM,
    handler: (context, { teamId }: TeamInput) => listTeamMembers(context.sql, teamId).map(toTeamMember),
  }),

  /** The team settings page in one call: team, members, statuses, holidays, and whom a manager may add. */
  "teams.settings": defineQuery({
    acts: READS_TEAM,
    handler: (context, { teamId }: TeamInput) => {
      const { team, role } = context.target;
      const { sql } = context;
      return {
        team: toTeam(team, role),
        members: listTeamMembers(sql, teamId).map(toTeamMember),
        statuses: listStatuses(sql, teamId).map(toStatus),
        holidays: holidaysOf(sql, teamId),
        candidates: canWork(role, "team:manage") ? listMembersOutsideTeam(sql, teamId).map(toPerson) : [],
      };
    },
  }),
};
