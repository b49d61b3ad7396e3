import { can } from "~/lib/permissions";
import type { CardFilter } from "~/schemas/teamSummary";
import { requireProject, PROJECT_NOT_FOUND } from "../../access";
import { defineQuery, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { listInvites } from "../../aggregates/invites/store";
import { calendarOf } from "../myspace/dates";
import { projectCard, projectCards, teamActivity, teamCounts, teamMembers } from "./store";

/** The team summary page (spec §7 teamSummary group): what the viewer may see of one team. */
type Team = { teamId: string; today?: string };
type Page = { cursor?: string; limit?: number };

export const SUMMARY_PAGE = 20;

/** The summary's queries act on the team, which the viewer must be able to read (404 otherwise). */
const READS_TEAM = { resource: "team", from: "teamId", action: "work:read" } as const;

/** The team the core resolved, and the viewer's day. */
const open = ({ target: { team }, now }: TargetContext<"team">, { today }: Team) => ({ team, today: calendarOf(today, now).today });

const cards = (context: TargetContext<"team">, input: Team & Page & CardFilter) => {
  const { team, today } = open(context, input);
  return projectCards(context, team.id, today, input, input.limit ?? SUMMARY_PAGE, input.cursor);
};

const members = (context: TargetContext<"team">, input: Team & Page) =>
  teamMembers(context.sql, open(context, input).team.id, input.limit ?? SUMMARY_PAGE, input.cursor);

const activity = (context: TargetContext<"team">, input: Team & Page) =>
  teamActivity(context, open(context, input).team.id, input.limit ?? SUMMARY_PAGE, input.cursor);

/** The organisation's open invites, for those who manage invites (teams have no invites of their own yet); null for others. */
function invitesFor(context: MemberContext) {
  if (!can(context.viewer.member.role, "invite:manage")) return null;
  return listInvites(context.sql).map(({ id, email, roleName, inviterName, createdAt, expiresAt }) => ({
    inviteId: id,
    email,
    roleName,
    invitedBy: inviterName,
    createdAt,
    expired: expiresAt < context.now,
  }));
}

export const teamSummaryQueries = {
  /** The team's totals over the projects the viewer can see. */
  "teamSummary.cardCount": defineQuery({
    acts: READS_TEAM,
    handler: (context, input: Team) => {
      const { team, today } = open(context, input);
      return teamCounts(context, team.id, today);
    },
  }),
  /** One project's card, with its tasks by status. */
  "teamSummary.cardDetails": defineQuery({
    acts: READS_TEAM,
    handler: (context, input: Team & { projectId: string }) => {
      const { team, today } = open(context, input);
      const { project } = requireProject(context, input.projectId, "work:read");
      if (project.team_id !== team.id) throw new WorkspaceFailure(404, PROJECT_NOT_FOUND);
      return projectCard(context, team.id, project.id, today);
    },
  }),
  /** A page of the team's project cards. */
  "teamSummary.cardListing": defineQuery({
    acts: READS_TEAM,
    handler: (context, input: Team & Page) => cards(context, input),
  }),
  /** The project cards narrowed by name, folder, visibility or overdue work. */
  "teamSummary.filter": defineQuery({ acts: READS_TEAM, handler: cards }),
  "teamSummary.teamMembersListing": defineQuery({ acts: READS_TEAM, handler: members }),
  /** The organisation's open invites; only for those who manage invites (a tenant permission, and the team's own read). */
  "teamSummary.pendingInvites": defineQuery({
    permission: "invite:manage",
    acts: READS_TEAM,
    handler: (context, _input: Team) => invitesFor(context) ?? [],
  }),
  /** The team's activity log, newest first, without what the viewer may not see. */
  "teamSummary.activityUpdates": defineQuery({ acts: READS_TEAM, handler: activity }),
  /** The team summary page in one round trip; its cards filtered and paged like `filter`. */
  "teamSummary.overview": defineQuery({
    acts: READS_TEAM,
    handler: (context, input: Team & Page & CardFilter) => {
      const { team, today } = open(context, input);
      return {
        team: { teamId: team.id, name: team.name },
        counts: teamCounts(context, team.id, today),
        cards: projectCards(context, team.id, today, input, input.limit ?? SUMMARY_PAGE, input.cursor),
        members: teamMembers(context.sql, team.id, SUMMARY_PAGE),
        pendingInvites: invitesFor(context),
        activity: teamActivity(context, team.id, SUMMARY_PAGE),
      };
    },
  }),
};
