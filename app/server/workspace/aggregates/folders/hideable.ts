import { requireFolder } from "../../access";
import type { HiddenRow, HideableKind } from "../../hideable";
import { findFolder } from "./store";

/** A folder goes with its projects and their work; it is the only way back for a folder (its own tab). */
export const folderHideable: HideableKind = {
  type: "folder",
  table: "folders",
  action: "team:manage",
  teamColumn: "team_id",
  projectColumn: null,
  parents: [["team", "team_id"]],
  hiddenWithParent: true,
  find: (sql, id) => findFolder(sql, id) as HiddenRow | null,
  require: (context, id, action) => {
    const { folder } = requireFolder(context, id, action, "hidden");
    return { type: "folder", row: folder as HiddenRow, teamId: folder.team_id, projectId: null };
  },
  descendants: [
    ["projects", "folder_id = ?"],
    ["task_groups", "project_id IN (SELECT id FROM projects WHERE folder_id = ?)"],
    ["tasks", "project_id IN (SELECT id FROM projects WHERE folder_id = ?)"],
  ],
  purge: ["DELETE FROM projects WHERE folder_id = ?", "DELETE FROM folders WHERE id = ?"],
  contents: {
    projects: "SELECT COUNT(*) AS n FROM projects WHERE folder_id = ?",
    tasks: "SELECT COUNT(*) AS n FROM tasks WHERE project_id IN (SELECT id FROM projects WHERE folder_id = ?)",
  },
  location: [["team", "team_id"]],
};
