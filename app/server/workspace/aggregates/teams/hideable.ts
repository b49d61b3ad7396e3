import { requireTeam } from "../../access";
import type { HiddenRow, HideableKind } from "../../hideable";
import { findTeam } from "./store";

/** A team goes to the archive or bin with its folders, projects and their work (decision record 28). */
export const teamHideable: HideableKind = {
  type: "team",
  table: "teams",
  action: "team:own",
  teamColumn: "id",
  projectColumn: null,
  parents: [],
  find: (sql, id) => findTeam(sql, id) as HiddenRow | null,
  require: (context, id, action) => {
    const { team } = requireTeam(context, id, action, "hidden");
    return { type: "team", row: team as HiddenRow, teamId: team.id, projectId: null };
  },
  descendants: [
    ["folders", "team_id = ?"],
    ["projects", "team_id = ?"],
    ["task_groups", "project_id IN (SELECT id FROM projects WHERE team_id = ?)"],
    ["tasks", "project_id IN (SELECT id FROM projects WHERE team_id = ?)"],
  ],
  purge: ["DELETE FROM projects WHERE team_id = ?", "DELETE FROM teams WHERE id = ?"],
  contents: {
    folders: "SELECT COUNT(*) AS n FROM folders WHERE team_id = ?",
    projects: "SELECT COUNT(*) AS n FROM projects WHERE team_id = ?",
    tasks: "SELECT COUNT(*) AS n FROM tasks WHERE project_id IN (SELECT id FROM projects WHERE team_id = ?)",
  },
  location: [],
};
