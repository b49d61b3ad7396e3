import { workingProjects } from "../../access";
import type { MemberContext } from "../../operations";
import { requireItem } from "./items";
import type { HiddenType } from "./store";

/** How many places the restore picker offers. */
const PLACES_MAX = 200;

/**
 * Where an item whose parent is archived or deleted may go back to, in its own
 * team and among what the viewer sees in the working views: a task into a
 * group, a subtask under a task, a group into a project, a project into a
 * folder or (the team's id) into no folder.
 */
export function placesFor(context: MemberContext, type: HiddenType, id: string): Array<{ id: string; name: string }> {
  const item = requireItem(context, type, id);
  const { sql } = context;
  const projects = workingProjects(context, "p");
  const inTeam = `p.team_id = ? AND ${projects.where}`;
  const params = [item.teamId, ...projects.params];
  const rows = (query: string) => sql.exec<{ id: string; name: string }>(query, ...params, PLACES_MAX).toArray();
  switch (item.type) {
    case "task":
      return rows(`SELECT g.id, p.name || ' / ' || g.name AS name FROM projects p JOIN task_groups g ON g.project_id = p.id
        WHERE ${inTeam} AND g.hidden_in IS NULL ORDER BY p.position, g.position LIMIT ?`);
    case "subtask":
      return rows(`SELECT t.id, p.name || ' / ' || t.name AS name FROM projects p JOIN tasks t ON t.project_id = p.id
        WHERE ${inTeam} AND t.parent_id IS NULL AND t.hidden_in IS NULL ORDER BY p.position, t.name LIMIT ?`);
    case "taskGroup":
      return rows(`SELECT p.id, p.name FROM projects p WHERE ${inTeam} ORDER BY p.position LIMIT ?`);
    case "project":
      return [
        { id: item.teamId, name: "No folder" },
        ...sql
          .exec<{ id: string; name: string }>(
            "SELECT id, name FROM folders WHERE team_id = ? AND hidden_in IS NULL ORDER BY position LIMIT ?",
            item.teamId,
            PLACES_MAX,
          )
          .toArray(),
      ];
    default:
      return [];
  }
}
