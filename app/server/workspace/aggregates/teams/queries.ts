import { canWork, seesEverything } from "~/lib/permissions";
import { requireTeam, teamRole, visibleProjects } from "../../access";
import { defineQuery, type MemberContext, type NoInput } from "../../operations";
import { holidaysOf } from "../holidays/store";
import { listStatuses, toStatus } from "../statuses/store";
import { countTeamMembers, listAllTeams, listMembersOutsideTeam, listTeamMembers, listTeamsOfMember } from "./store";
import { toPerson, toTeam, toTeamMember } from "./view";

type TeamInput = { teamId: string };

function visibleProjectCount(context: MemberContext, teamId: string): number {
  const { where, params } = visibleProjects(context, "p");
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
    permission: "signed-in",
    handler: (context, { teamId }: TeamInput) => {
      const { team, role } = requireTeam(context, teamId, "work:read");
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
    permission: "signed-in",
    handler: (context, { teamId }: TeamInput) => {
      const { team, role } = requireTeam(context, teamId, "work:read");
      return { teamId: team.id, name: team.name, role };
    },
  }),

  /** getAllUsersOfTeam: the members with their team roles, owner first. */
  "teams.members": defineQuery({
    permission: "signed-in",
    handler: (context, { teamId }: TeamInput) => {
      requireTeam(context, teamId, "work:read");
      return listTeamMembers(context.sql, teamId).map(toTeamMember);
    },
  }),

  /** The team settings page in one call: team, members, statuses, holidays, and whom a manager may add. */
  "teams.settings": defineQuery({
    permission: "signed-in",
    handler: (context, { teamId }: TeamInput) => {
      const { team, role } = requireTeam(context, teamId, "work:read");
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
