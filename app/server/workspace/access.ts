import { canWork, effectiveWorkRole, PERMISSION_DENIED, type WorkAction, type WorkRole } from "~/lib/permissions";
import { ATTACHMENT_NOT_FOUND } from "~/lib/attachments";
import { MESSAGE_NOT_FOUND } from "~/schemas/conversation";
import { DASHBOARD_NOT_FOUND, WIDGET_NOT_FOUND } from "~/lib/dashboards";
import { findAttachment } from "./aggregates/attachments/store";
import { findColumn } from "./aggregates/columns/store";
import { dashboardRoleOf, findDashboard, findWidget, WORK_ROLE_OF } from "./aggregates/dashboards/store";
import { findMessage } from "./aggregates/conversations/store";
import { findDependency } from "./aggregates/dependencies/store";
import { findFolder } from "./aggregates/folders/store";
import { findProject, type ProjectRow } from "./aggregates/projects/store";
import { findStatus } from "./aggregates/statuses/store";
import { findTeam, teamRoleOf, type TeamRow } from "./aggregates/teams/store";
import { findTask, findTaskGroup, type TaskGroupRow, type TaskRow } from "./aggregates/tasks/store";
import { WorkspaceFailure } from "./failure";
import type { Hideable } from "./hidden";
import type { MemberContext } from "./types";
import { projectRoleFor, projectsSeenBy } from "./visibility";

/**
 * The one permission helper for work data (decision record 22). Every
 * operation on a team, project, group or task starts here: what the member
 * cannot see answers 404 exactly as what does not exist, so a private
 * project's ids give nothing away; what they can see but not do answers 403.
 */
export const TEAM_NOT_FOUND = "Team not found";
export const PROJECT_NOT_FOUND = "Project not found";
export const TASK_GROUP_NOT_FOUND = "Task group not found";
export const TASK_NOT_FOUND = "Task not found";
export const FOLDER_NOT_FOUND = "Folder not found";
export const STATUS_NOT_FOUND = "Status not found";
export const COLUMN_NOT_FOUND = "Column not found";
export const DEPENDENCY_NOT_FOUND = "Dependency not found";

type Scope = Pick<MemberContext, "sql" | "viewer">;

/** The role the member acts with in a team; null when they cannot see it. */
export function teamRole({ sql, viewer }: Scope, teamId: string): WorkRole | null {
  return effectiveWorkRole(viewer.member.role, teamRoleOf(sql, teamId, viewer.member.userId));
}

/** The role the member acts with in a project (visibility.ts): a private project gives none to those outside it. */
export const projectRole = ({ sql, viewer }: Scope, project: ProjectRow): WorkRole | null => projectRoleFor(sql, project, viewer.member);

export const ARCHIVED = "This item is archived. Restore it to change it.";

/**
 * How an operation looks at archived and deleted items (decision record 28):
 * ordinary ones find nothing in the bin (404, as if missing) and may only read
 * what is archived (409 for a change); the archive and bin commands see both.
 */
export type Sight = "working" | "hidden";

function allowed<T extends Partial<Hideable>>(found: T | null, role: WorkRole | null, action: WorkAction, notFound: string, sight: Sight) {
  const working = sight === "working";
  if (!found || !role || (working && found.hidden_in === "bin")) throw new WorkspaceFailure(404, notFound);
  if (!canWork(role, action)) throw new WorkspaceFailure(403, PERMISSION_DENIED);
  if (working && found.hidden_in === "archive" && action !== "work:read") throw new WorkspaceFailure(409, ARCHIVED);
  return role;
}

export function requireTeam(scope: Scope, teamId: string, action: WorkAction, sight: Sight = "working"): { team: TeamRow; role: WorkRole } {
  const team = findTeam(scope.sql, teamId);
  const role = allowed(team, team && teamRole(scope, team.id), action, TEAM_NOT_FOUND, sight);
  return { team: team!, role };
}

/** The stricter of two hidden states: the bin over the archive over the working views. */
const hiddenOf = (own: Hideable["hidden_in"] | undefined, team: Hideable["hidden_in"] | undefined): Hideable["hidden_in"] =>
  own === "bin" || team === "bin" ? "bin" : (own ?? team ?? null);

/**
 * A folder or a status: it belongs to its team, so the team's role decides,
 * and the team's hidden state reaches it as its own (a status has none): in an
 * archived team it only reads (409), in a binned team it is not found (404).
 */
function requireTeamItem<T extends { team_id: string } & Partial<Hideable>>(scope: Scope, item: T | null, action: WorkAction, notFound: string, sight: Sight = "working") {
  const team = item && findTeam(scope.sql, item.team_id);
  const seen = item && { hidden_in: hiddenOf(item.hidden_in, team?.hidden_in) };
  const role = allowed(seen, item && teamRole(scope, item.team_id), action, notFound, sight);
  return { item: item!, role };
}

export function requireFolder(scope: Scope, folderId: string, action: WorkAction, sight: Sight = "working") {
  const { item: folder, role } = requireTeamItem(scope, findFolder(scope.sql, folderId), action, FOLDER_NOT_FOUND, sight);
  return { folder, role };
}

export function requireStatus(scope: Scope, statusId: string, action: WorkAction, sight: Sight = "working") {
  const { item: status, role } = requireTeamItem(scope, findStatus(scope.sql, statusId), action, STATUS_NOT_FOUND, sight);
  return { status, role };
}

export function requireProject(scope: Scope, projectId: string, action: WorkAction, sight: Sight = "working", notFound = PROJECT_NOT_FOUND) {
  return projectOf(scope, findProject(scope.sql, projectId), action, notFound, sight);
}

/** An item of a project: its own hidden state decides, the project's role allows. */
function projectOf(scope: Scope, project: ProjectRow | null, action: WorkAction, notFound: string, sight: Sight, item?: Hideable) {
  const role = allowed(project && (item ?? project), project && projectRole(scope, project), action, notFound, sight);
  return { project: project!, role };
}

export function requireTaskGroup(scope: Scope, groupId: string, action: WorkAction, sight: Sight = "working") {
  const group: TaskGroupRow | null = findTaskGroup(scope.sql, groupId);
  if (!group) throw new WorkspaceFailure(404, TASK_GROUP_NOT_FOUND);
  return { group, ...projectOf(scope, findProject(scope.sql, group.project_id), action, TASK_GROUP_NOT_FOUND, sight, group) };
}

/** A task or subtask, in a project the member may act on. */
export function requireTask(scope: Scope, taskId: string, action: WorkAction, sight: Sight = "working") {
  const task: TaskRow | null = findTask(scope.sql, taskId);
  if (!task) throw new WorkspaceFailure(404, TASK_NOT_FOUND);
  return { task, ...projectOf(scope, findProject(scope.sql, task.project_id), action, TASK_NOT_FOUND, sight, task) };
}

export const ITEM_NOT_FOUND = "Item not found";

/** What holds conversations (issue 17): a task or subtask, or a task group, by its id. */
export type WorkItem = { type: "task" | "taskGroup"; id: string; name: string; taskId: string | null; groupId: string; parentId: string | null; /** Archived (or in the bin): readable, not writable. */ hidden: boolean };

/** A task, subtask or task group by id, in a project the member may act on; `notFound` names what was asked for. */
export function requireWorkItem(scope: Scope, itemId: string, action: WorkAction, sight: Sight = "working", notFound = ITEM_NOT_FOUND) {
  const task = findTask(scope.sql, itemId);
  if (task) {
    const item: WorkItem = { type: "task", id: task.id, name: task.name, taskId: task.id, groupId: task.group_id, parentId: task.parent_id, hidden: task.hidden_in !== null };
    return { item, ...projectOf(scope, findProject(scope.sql, task.project_id), action, notFound, sight, task) };
  }
  const group = findTaskGroup(scope.sql, itemId);
  if (!group) throw new WorkspaceFailure(404, notFound);
  const item: WorkItem = { type: "taskGroup", id: group.id, name: group.name, taskId: null, groupId: group.id, parentId: null, hidden: group.hidden_in !== null };
  return { item, ...projectOf(scope, findProject(scope.sql, group.project_id), action, notFound, sight, group) };
}

/** A message of a conversation, on an item the member may act on: one they cannot see is not found, like a missing one. */
export function requireMessage(scope: Scope, messageId: string, action: WorkAction, sight: Sight = "working") {
  const message = findMessage(scope.sql, messageId);
  if (!message) throw new WorkspaceFailure(404, MESSAGE_NOT_FOUND);
  return { message, ...requireWorkItem(scope, message.item_id, action, sight, MESSAGE_NOT_FOUND) };
}

/** A file on an item the member may act on (issue 17 §3): one they cannot see is not found, like a missing one. */
export function requireAttachment(scope: Scope, attachmentId: string, action: WorkAction, sight: Sight = "working") {
  const attachment = findAttachment(scope.sql, attachmentId);
  if (!attachment) throw new WorkspaceFailure(404, ATTACHMENT_NOT_FOUND);
  return { attachment, ...requireWorkItem(scope, attachment.item_id, action, sight, ATTACHMENT_NOT_FOUND) };
}

/** An item that belongs to one project (a custom column, a dependency): missing, or in a project the member cannot see, it answers 404 alike. */
function requireProjectItem<T extends { project_id: string }>(scope: Scope, item: T | null, action: WorkAction, notFound: string, sight: Sight) {
  if (!item) throw new WorkspaceFailure(404, notFound);
  return requireProject(scope, item.project_id, action, sight, notFound);
}

export function requireColumn(scope: Scope, columnId: string, action: WorkAction, sight: Sight = "working") {
  const column = findColumn(scope.sql, columnId);
  return { column: column!, ...requireProjectItem(scope, column && { project_id: column.projectId }, action, COLUMN_NOT_FOUND, sight) };
}

export function requireDependency(scope: Scope, dependencyId: string, action: WorkAction, sight: Sight = "working") {
  const dependency = findDependency(scope.sql, dependencyId);
  return { dependency: dependency!, ...requireProjectItem(scope, dependency, action, DEPENDENCY_NOT_FOUND, sight) };
}

/**
 * A dashboard (issue 18), by its own rule (dashboards/store.ts `dashboardRoleOf`): one the member may
 * not see answers 404 like a missing one. Its owner and the tenant's admins act as OWNER (manage it),
 * an editor as MEMBER (arrange its widgets), a viewer as GUEST (read it).
 */
export function requireDashboard(scope: Scope, dashboardId: string, action: WorkAction, _sight: Sight = "working", notFound = DASHBOARD_NOT_FOUND) {
  const dashboard = findDashboard(scope.sql, dashboardId);
  const dashboardRole = dashboard && dashboardRoleOf(scope.sql, dashboard, scope.viewer.member);
  const role = allowed(dashboard && { hidden_in: null }, dashboardRole ? WORK_ROLE_OF[dashboardRole] : null, action, notFound, "working");
  return { dashboard: dashboard!, dashboardRole: dashboardRole!, role };
}

/** A widget of a dashboard the member may act on: unseen answers 404 like missing. */
export function requireWidget(scope: Scope, widgetId: string, action: WorkAction, sight: Sight = "working") {
  const widget = findWidget(scope.sql, widgetId);
  if (!widget) throw new WorkspaceFailure(404, WIDGET_NOT_FOUND);
  return { widget, ...requireDashboard(scope, widget.dashboard_id, action, sight, WIDGET_NOT_FOUND) };
}

/** How the core resolves each kind of resource an operation declares (operations.ts `Acts`). */
const RESOLVERS = {
  team: requireTeam,
  folder: requireFolder,
  status: requireStatus,
  project: requireProject,
  taskGroup: requireTaskGroup,
  task: requireTask,
  column: requireColumn,
  dependency: requireDependency,
  item: requireWorkItem,
  message: requireMessage,
  attachment: requireAttachment,
  dashboard: requireDashboard,
  widget: requireWidget,
};
export type ResourceKind = keyof typeof RESOLVERS;
export type Resolved<K extends ResourceKind> = ReturnType<(typeof RESOLVERS)[K]>;

/** The resource an operation acts on, from its input, once the member's role there allows the action. */
export function resolveTarget(scope: Scope, acts: { resource: ResourceKind; from: string; action: WorkAction; sight?: Sight }, input: unknown) {
  const id = (input as Record<string, unknown>)[acts.from];
  return RESOLVERS[acts.resource](scope, typeof id === "string" ? id : "", acts.action, acts.sight);
}

/** The projects the member may see that are in the working views (neither archived nor in the bin). */
export function workingProjects(scope: Scope, alias: string): { where: string; params: string[] } {
  const { where, params } = visibleProjects(scope, alias);
  return { where: `${alias}.hidden_in IS NULL AND (${where})`, params };
}

/**
 * The projects the member may see, as a condition on `alias` with its
 * parameters, for every listing (second panel, my-space, summaries, search).
 */
export const visibleProjects = ({ viewer }: Scope, alias: string) => projectsSeenBy(viewer.member, alias);
