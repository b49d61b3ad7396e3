import type * as z from "zod";
import { FIRST_TASK_GROUP_NAME, type Visibility } from "~/lib/projects";
import type {
  AddProjectUsersSchema,
  CreateProjectSchema,
  DuplicateProjectSchema,
  ProjectSettingsSchema,
  ProjectTagsSchema,
  ProjectUserSchema,
  UpdateProjectSchema,
} from "~/schemas/project";
import { requireFolder, requireTeam } from "../../access";
import { defineCommand, WorkspaceFailure, type MemberContext, type TargetContext } from "../../operations";
import { keyBetween } from "../../order";
import { grantedRole } from "../../visibility";
import { requireWithinPlanLimit } from "../subscription/limits";
import { copyProjectContent } from "./duplicate";
import {
  activeMembers,
  findProject,
  insertProject,
  lastProjectPosition,
  pinProject,
  putProjectMember,
  removeProjectMember,
  setAutoSchedule,
  setProjectColumn,
  setProjectFields,
  unpinProject,
  workingProjectCount,
  type NewProject,
  type ProjectRow,
} from "./store";
import { projectView } from "./view";

export const ONLY_PRIVATE_MEMBERS = "Only a private project has its own members";
export const OWNER_STAYS = "The owner stays in the project; transfer the ownership first";
export const NOT_A_MEMBER = "This person is not a member of the organisation";
export const NEW_OWNER_OUTSIDE = "The new owner must be a member of the project's team or of the project";
export const MEMBER_NOT_FOUND = "This person is not a member of the project";

type ProjectId = { projectId: string };
type Created = ReturnType<typeof projectView>;

export const MANAGES_PROJECT = { resource: "project", from: "projectId", action: "project:manage" } as const;
const READS_PROJECT = { resource: "project", from: "projectId", action: "work:read" } as const;

/** Where every activity entry of a project points. */
export const about = (project: Pick<Created, "projectId" | "teamId">) => ({
  itemType: "project",
  itemId: project.projectId,
  teamId: project.teamId,
  projectId: project.projectId,
});

/**
 * Writes a new project at the end of its team, its creator its owner and first
 * member, within the plan's number of projects per team (decision 0018): the
 * team's working projects count, archived and binned ones take no slot
 * (restoring one is held to the same cap, archive/store.ts `requireRoomToRestore`).
 */
export function addProject({ sql, now, viewer }: MemberContext, project: Omit<NewProject, "id" | "owner_id">) {
  requireWithinPlanLimit(sql, "projectsPerTeam", workingProjectCount(sql, project.team_id));
  const id = crypto.randomUUID();
  const ownerId = viewer.member.userId;
  insertProject(sql, { ...project, id, owner_id: ownerId }, keyBetween(lastProjectPosition(sql, project.team_id), null), now);
  putProjectMember(sql, id, ownerId, "OWNER", now);
  return findProject(sql, id)!;
}

function createProject(visibility: Visibility) {
  return defineCommand({
    acts: { resource: "team", from: "teamId", action: "work:structure" },
    restrictedBy: "createProjects",
    handler: (context, input: z.output<typeof CreateProjectSchema>) => {
      const { team } = context.target;
      const folderId = input.folderId ? requireFolderOfTeam(context, input.folderId, team.id) : null;
      const project = addProject(context, {
        team_id: team.id, folder_id: folderId, name: input.name, description: input.description ?? "", visibility, scope: input.scope,
      });
      context.sql.exec(
        "INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, ?, ?, ?)",
        crypto.randomUUID(), project.id, FIRST_TASK_GROUP_NAME, keyBetween(null, null), context.now,
      );
      return projectView(project);
    },
    activity: (_input, project) => ({ verb: "created", ...about(project), detail: { name: project.name, visibility } }),
  });
}

/** A folder of `teamId`; a folder of another team is refused like a missing one. */
export function requireFolderOfTeam(context: MemberContext, folderId: string, teamId: string) {
  const { folder } = requireFolder(context, folderId, "work:read");
  if (folder.team_id !== teamId) throw new WorkspaceFailure(400, "A project can only be in a folder of its own team");
  return folder.id;
}

/** A project the viewer may manage (MANAGES_PROJECT), changed by `change`; answers the project as it is now. */
function manageProject<I extends ProjectId>(change: (context: MemberContext, project: ProjectRow, input: I) => void) {
  return (context: TargetContext<"project">, input: I): Created => {
    const { project } = context.target;
    change(context, project, input);
    return projectView(findProject(context.sql, project.id)!);
  };
}

export function requirePrivate(project: ProjectRow) {
  if (project.visibility !== "PRIVATE") throw new WorkspaceFailure(400, ONLY_PRIVATE_MEMBERS);
}

export const projectCommands = {
  "projects.createPrivate": createProject("PRIVATE"),
  "projects.createPublic": createProject("PUBLIC"),

  "projects.update": defineCommand({
    acts: MANAGES_PROJECT,
    handler: manageProject((context, project, input: z.output<typeof UpdateProjectSchema>) =>
      setProjectFields(context.sql, project.id, { name: input.name, description: input.description ?? "" }, context.now),
    ),
    activity: (_input, project: Created) => ({ verb: "updated", ...about(project), detail: { name: project.name } }),
  }),

  "projects.updateTags": defineCommand({
    acts: MANAGES_PROJECT,
    handler: manageProject((context, project, input: z.output<typeof ProjectTagsSchema>) =>
      setProjectColumn(context.sql, project.id, "tags_json", JSON.stringify(input.tags), context.now),
    ),
    activity: (_input, project: Created) => ({ verb: "tagged", ...about(project), detail: { tags: project.tags.join(", ") } }),
  }),

  "projects.settings": defineCommand({
    acts: MANAGES_PROJECT,
    handler: manageProject((context, project, input: z.output<typeof ProjectSettingsSchema>) => {
      if (input.defaultView) setProjectColumn(context.sql, project.id, "default_view", input.defaultView, context.now);
      if (input.autoSchedule !== undefined) setAutoSchedule(context.sql, project.id, input.autoSchedule, context.now);
    }),
    activity: (_input, project: Created) => ({
      verb: "settings_changed",
      ...about(project),
      detail: { defaultView: project.defaultView, autoSchedule: project.autoSchedule },
    }),
  }),

  /** A copy in the same team and folder, owned by whoever copied it; a private copy keeps the original's members. */
  "projects.duplicate": defineCommand({
    acts: MANAGES_PROJECT,
    restrictedBy: "createProjects",
    handler: (context, input: z.output<typeof DuplicateProjectSchema>) => {
      const { project: source } = context.target;
      requireTeam(context, source.team_id, "work:structure");
      const { sql, now } = context;
      const copy = addProject(context, {
        team_id: source.team_id, folder_id: source.folder_id, name: input.name ?? `${source.name} (copy)`.slice(0, 200),
        description: source.description, visibility: source.visibility, scope: source.scope,
        default_view: source.default_view, tags_json: source.tags_json,
      });
      if (source.visibility === "PRIVATE") {
        sql.exec(
          `INSERT OR IGNORE INTO project_members (project_id, user_id, role, added_at)
           SELECT ?, user_id, CASE role WHEN 'OWNER' THEN 'ADMIN' ELSE role END, ? FROM project_members WHERE project_id = ?`,
          copy.id, now, source.id,
        );
      }
      const copied = copyProjectContent(sql, { fromId: source.id, toId: copy.id, withTasks: input.withTasks, actorId: context.viewer.member.userId, now });
      return { ...projectView(copy), copied, sourceId: source.id };
    },
    activity: (input, project) => ({
      verb: "duplicated", ...about(project), detail: { from: project.sourceId, withTasks: input.withTasks, tasks: project.copied.tasks },
    }),
  }),

  /** Pins are the viewer's own: anyone who sees a project may pin it for themselves. */
  "projects.pin": defineCommand({
    acts: READS_PROJECT,
    handler: (context, _input: ProjectId) => {
      const { project } = context.target;
      pinProject(context.sql, context.viewer.member.userId, project.id, context.now);
      return { projectId: project.id, teamId: project.team_id, pinned: true };
    },
    activity: (_input, pin) => ({ verb: "pinned", ...about(pin) }),
  }),

  "projects.unpin": defineCommand({
    acts: READS_PROJECT,
    handler: (context, _input: ProjectId) => {
      const { project } = context.target;
      unpinProject(context.sql, context.viewer.member.userId, project.id);
      return { projectId: project.id, teamId: project.team_id, pinned: false };
    },
    activity: (_input, pin) => ({ verb: "unpinned", ...about(pin) }),
  }),

  /** People of the organisation join a private project (a tenant guest acts as a guest there whatever the role). */
  "projects.addMembers": defineCommand({
    acts: MANAGES_PROJECT,
    restrictedBy: "invitePeople",
    handler: (context, input: z.output<typeof AddProjectUsersSchema>) => {
      const { project } = context.target;
      requirePrivate(project);
      const userIds = [...new Set(input.userIds)];
      const known = activeMembers(context.sql, userIds);
      if (known.length !== userIds.length) throw new WorkspaceFailure(404, NOT_A_MEMBER);
      const added = userIds.filter((userId) => userId !== project.owner_id);
      for (const userId of added) putProjectMember(context.sql, project.id, userId, input.role, context.now);
      return { projectId: project.id, teamId: project.team_id, userIds: added, role: input.role };
    },
    activity: (_input, added) => ({ verb: "members_added", ...about(added), detail: { users: added.userIds.join(","), role: added.role } }),
  }),

  "projects.removeMember": defineCommand({
    acts: MANAGES_PROJECT,
    handler: (context, input: z.output<typeof ProjectUserSchema>) => {
      const { project } = context.target;
      requirePrivate(project);
      if (input.userId === project.owner_id) throw new WorkspaceFailure(409, OWNER_STAYS);
      if (!removeProjectMember(context.sql, project.id, input.userId)) throw new WorkspaceFailure(404, MEMBER_NOT_FOUND);
      context.sql.exec("DELETE FROM project_pins WHERE user_id = ? AND project_id = ?", input.userId, project.id);
      return { projectId: project.id, teamId: project.team_id, userId: input.userId };
    },
    activity: (_input, removed) => ({ verb: "member_removed", ...about(removed), detail: { user: removed.userId } }),
  }),

  /** The new owner must already be in the project's team or among its members; the old owner stays as an admin. */
  "projects.transferOwnership": defineCommand({
    acts: { resource: "project", from: "projectId", action: "team:own" },
    handler: (context, input: z.output<typeof ProjectUserSchema>) => {
      const { project } = context.target;
      const { sql, now } = context;
      if (activeMembers(sql, [input.userId]).length === 0) throw new WorkspaceFailure(404, NOT_A_MEMBER);
      const inside = grantedRole(sql, project, input.userId) !== null;
      if (!inside) throw new WorkspaceFailure(400, NEW_OWNER_OUTSIDE);
      const previous = project.owner_id;
      setProjectColumn(sql, project.id, "owner_id", input.userId, now);
      putProjectMember(sql, project.id, input.userId, "OWNER", now);
      if (previous !== input.userId) putProjectMember(sql, project.id, previous, "ADMIN", now);
      return { ...projectView(findProject(sql, project.id)!), previousOwnerId: previous };
    },
    activity: (_input, project) => ({ verb: "ownership_transferred", ...about(project), detail: { from: project.previousOwnerId, to: project.ownerId } }),
  }),

  "projects.moveToFolder": defineCommand({
    acts: MANAGES_PROJECT,
    handler: (context, input: { projectId: string; folderId: string | null }) => {
      const { project } = context.target;
      const folderId = input.folderId && requireFolderOfTeam(context, input.folderId, project.team_id);
      setProjectColumn(context.sql, project.id, "folder_id", folderId, context.now);
      return projectView(findProject(context.sql, project.id)!);
    },
    activity: (_input, project) => ({ verb: "moved", ...about(project), detail: { folderId: project.folderId } }),
  }),
};
