import { canWork, type WorkRole } from "~/lib/permissions";
import { progressPercent, VISIBILITY_STYLE, type ProjectScope, type ProjectView } from "~/lib/projects";
import { progressOf, type ProjectListing, type ProjectRow } from "./store";

/** How the projects aggregate answers a project: camel-cased, with its colour (spec §3) and tags parsed. */
export function projectView(project: ProjectRow) {
  return {
    projectId: project.id,
    teamId: project.team_id,
    folderId: project.folder_id,
    name: project.name,
    description: project.description,
    visibility: project.visibility,
    colour: VISIBILITY_STYLE[project.visibility].colour,
    scope: project.scope as ProjectScope,
    ownerId: project.owner_id,
    defaultView: project.default_view as ProjectView,
    autoSchedule: project.auto_schedule === 1,
    tags: JSON.parse(project.tags_json) as string[],
    createdAt: project.created_at,
    updatedAt: project.updated_at,
  };
}

/** A project in a list (second panel, a team's projects, pins). */
export const listingView = (project: ProjectListing) => ({
  projectId: project.id,
  teamId: project.team_id,
  folderId: project.folder_id,
  name: project.name,
  visibility: project.visibility,
  colour: VISIBILITY_STYLE[project.visibility].colour,
  pinned: project.pinned === 1,
});

/** What the viewer may do in a project, so the UI shows only what the API allows. */
export const abilities = (role: WorkRole) => ({
  role,
  canEdit: canWork(role, "work:edit"),
  canManage: canWork(role, "project:manage"),
  canTransfer: canWork(role, "team:own"),
});

/** The project a view (List, Kanban, Gantt) shows, with its progress. */
export const viewProject = (sql: SqlStorage, project: ProjectRow) => ({
  id: project.id,
  name: project.name,
  teamId: project.team_id,
  progress: progressView(sql, project.id),
});

export function progressView(sql: SqlStorage, projectId: string) {
  const { done, total } = progressOf(sql, projectId);
  return { done, total, percent: progressPercent(done, total) };
}
