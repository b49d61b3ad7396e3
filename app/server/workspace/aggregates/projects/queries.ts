import type * as z from "zod";
import { seesEverything } from "~/lib/permissions";
import { MAX_PAGE, type MemberListSchema } from "~/schemas/project";
import { workingProjects } from "../../access";
import { defineQuery, type MemberContext, type NoInput } from "../../operations";
import { foldersOfTeams, folderView } from "../folders/store";
import { archiveState } from "./archived";
import {
  countOf,
  isPinned,
  memberName,
  pinnedProjects,
  membersOf,
  projectsOfTeams,
  recordVisit,
  teamName,
  teamProjects,
  teamMembersOutside,
  teamsOf,
  type ProjectRow,
} from "./store";
import { abilities, listingView, progressView, projectView } from "./view";

type ProjectId = { projectId: string };
type MemberPage = z.output<typeof MemberListSchema>;

/** How many people a project has: its own members when private, its team's when public. */
const memberCount = (sql: SqlStorage, project: ProjectRow) =>
  project.visibility === "PRIVATE"
    ? countOf(sql, "SELECT COUNT(*) AS n FROM project_members WHERE project_id = ?", project.id)
    : countOf(sql, "SELECT COUNT(*) AS n FROM team_members WHERE team_id = ?", project.team_id);

function membersPage({ sql }: MemberContext, project: ProjectRow, { cursor = "", limit }: Pick<MemberPage, "cursor" | "limit">) {
  const members =
    project.visibility === "PRIVATE" ? membersOf(sql, "project", project.id, cursor, limit) : membersOf(sql, "team", project.team_id, cursor, limit);
  return { members, nextCursor: members.length === limit ? members[members.length - 1].userId : null };
}

const READS_PROJECT = { resource: "project", from: "projectId", action: "work:read" } as const;

export const projectQueries = {
  /** A team's projects the viewer may see, in their order. */
  "projects.list": defineQuery({
    acts: { resource: "team", from: "teamId", action: "work:read" },
    handler: (context, _input: { teamId: string }) =>
      teamProjects(context.sql, context.viewer.member.userId, context.target.team.id, workingProjects(context, "p")).map(listingView),
  }),

  /**
   * Everything the project page's header shows, in one call: the project, the
   * viewer's abilities, pin, progress and (private projects) members. Opening
   * the page is a visit (recent projects), kept without an activity entry.
   */
  "projects.metaData": defineQuery({
    acts: READS_PROJECT,
    handler: (context, _input: ProjectId) => {
      const { project, role } = context.target;
      const { sql, viewer, now } = context;
      recordVisit(sql, viewer.member.userId, project.id, now);
      const isPrivate = project.visibility === "PRIVATE";
      const canManage = abilities(role).canManage;
      return {
        ...projectView(project),
        ...abilities(role),
        teamName: teamName(sql, project.team_id),
        ownerName: memberName(sql, project.owner_id),
        pinned: isPinned(sql, viewer.member.userId, project.id),
        progress: progressView(sql, project.id),
        memberCount: memberCount(sql, project),
        members: isPrivate ? membersPage(context, project, { limit: MAX_PAGE }).members : [],
        candidates: isPrivate && canManage ? teamMembersOutside(sql, project, MAX_PAGE) : [],
        ...archiveState(context, project, role),
      };
    },
  }),

  "projects.progress": defineQuery({
    acts: READS_PROJECT,
    handler: ({ sql, target: { project } }, _input: ProjectId) => ({ projectId: project.id, ...progressView(sql, project.id) }),
  }),

  /** The hover card: a project at a glance. */
  "projects.hover": defineQuery({
    acts: READS_PROJECT,
    handler: ({ sql, target: { project } }, _input: ProjectId) => {
      const { projectId: id, name, description, visibility, colour, teamId, tags } = projectView(project);
      return {
        projectId: id, name, description, visibility, colour, teamId, tags,
        teamName: teamName(sql, project.team_id),
        ownerName: memberName(sql, project.owner_id),
        memberCount: memberCount(sql, project),
        progress: progressView(sql, project.id),
      };
    },
  }),

  /** A window of the people of a project: its own members when private, its team's when public. */
  "projects.members": defineQuery({
    acts: READS_PROJECT,
    handler: (context, input: MemberPage) => membersPage(context, context.target.project, input),
  }),

  /** The viewer's pinned projects they can still see, most recently pinned first. */
  "projects.pins": defineQuery({
    permission: "signed-in",
    handler: (context, _input: NoInput) =>
      pinnedProjects(context.sql, context.viewer.member.userId, workingProjects(context, "p")).map((project) => ({
        ...listingView(project),
        teamName: project.team_name,
      })),
  }),

  /**
   * The second panel of the projects screen: the viewer's teams, each with its
   * folders and the projects they may see, and their pinned projects first.
   */
  "projects.secondPanel": defineQuery({
    permission: "signed-in",
    handler: (context, _input: NoInput) => {
      const { sql, viewer } = context;
      const userId = viewer.member.userId;
      const visible = workingProjects(context, "p");
      const teams = teamsOf(sql, userId, seesEverything(viewer.member.role));
      const teamIds = teams.map((team) => team.id);
      const folders = foldersOfTeams(sql, teamIds).map(folderView);
      const projects = projectsOfTeams(sql, userId, teamIds, visible).map(listingView);
      const pinnedFirst = (list: typeof projects) => [...list.filter((p) => p.pinned), ...list.filter((p) => !p.pinned)];
      return {
        pinned: pinnedProjects(sql, userId, visible).map((project) => ({ ...listingView(project), teamName: project.team_name })),
        teams: teams.map((team) => {
          const own = projects.filter((project) => project.teamId === team.id);
          // A team the viewer is outside of shows only the folders holding the projects they were invited to.
          const shows = (folderId: string) => !team.outside || own.some((project) => project.folderId === folderId);
          return {
            teamId: team.id,
            name: team.name,
            folders: folders
              .filter((folder) => folder.teamId === team.id && shows(folder.folderId))
              .map((folder) => ({ ...folder, projects: pinnedFirst(own.filter((project) => project.folderId === folder.folderId)) })),
            projects: pinnedFirst(own.filter((project) => project.folderId === null)),
          };
        }),
      };
    },
  }),
};
