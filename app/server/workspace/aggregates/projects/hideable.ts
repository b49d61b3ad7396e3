import { requireFolder, requireProject } from "../../access";
import type { HiddenRow, HideableKind } from "../../hideable";
import { findProject, workingProjectCount } from "./store";
import { limitTo } from "../../sql";

/** A project goes with its task groups, tasks and subtasks. */
export const projectHideable: HideableKind = {
  type: "project",
  table: "projects",
  action: "project:manage",
  teamColumn: "team_id",
  projectColumn: "id",
  parents: [
    ["folder", "folder_id"],
    ["team", "team_id"],
  ],
  find: (sql, id) => findProject(sql, id) as HiddenRow | null,
  require: (context, id, action) => {
    const { project } = requireProject(context, id, action, "hidden");
    return { type: "project", row: project as HiddenRow, teamId: project.team_id, projectId: project.id };
  },
  descendants: [
    ["task_groups", "project_id = ?"],
    ["tasks", "project_id = ?"],
  ],
  purge: [
    "DELETE FROM tasks WHERE project_id = ? AND parent_id IS NOT NULL",
    "DELETE FROM tasks WHERE project_id = ?",
    "DELETE FROM projects WHERE id = ?",
  ],
  contents: {
    taskGroups: "SELECT COUNT(*) AS n FROM task_groups WHERE project_id = ?",
    tasks: "SELECT COUNT(*) AS n FROM tasks WHERE project_id = ? AND parent_id IS NULL",
    subtasks: "SELECT COUNT(*) AS n FROM tasks WHERE project_id = ? AND parent_id IS NOT NULL",
  },
  location: [
    ["team", "team_id"],
    ["folder", "folder_id"],
  ],
  /** Archived and binned projects take no slot of the plan's projects per team; coming back, they take one again. */
  planLimit: { key: "projectsPerTeam", used: workingProjectCount },
  /** Into a live folder of its team, or given the team's id into no folder; not while its team is hidden. */
  relocation: {
    teamFirst: true,
    places: (context, teamId, limit) => [
      { id: teamId, name: "No folder" },
      ...context.sql
        .exec<{ id: string; name: string }>(`SELECT id, name FROM folders WHERE team_id = ? AND hidden_in IS NULL ORDER BY position ${limitTo(limit)}`, teamId)
        .toArray(),
    ],
    target: (context, item, parentId) => {
      const folder = parentId === item.teamId ? null : requireFolder(context, parentId, "work:read").folder;
      return {
        teamId: folder?.team_id ?? item.teamId,
        move: () => {
          context.sql.exec("UPDATE projects SET folder_id = ?, updated_at = ? WHERE id = ?", folder?.id ?? null, context.now, item.id);
        },
      };
    },
  },
};
