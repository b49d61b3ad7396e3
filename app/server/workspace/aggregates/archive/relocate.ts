import { requireFolder, requireProject, requireTask, requireTaskGroup } from "../../access";
import { WorkspaceFailure, type MemberContext } from "../../operations";
import { keyBetween } from "../../order";
import { findTeam } from "../teams/store";
import { dropBlindAssignees, dropForeignValues, lastSiblingKey, moveTaskTo, subtaskIds } from "../tasks/store";
import type { Item } from "./items";

export const CHOOSE_PLACE = "Where this item was is archived or in the bin. Choose where to restore it.";
export const TEAM_FIRST = "Its team is archived or in the bin. Restore the team first.";
export const OTHER_TEAM = "Choose a place in the item's own team";

const refuse = (message: string) => new WorkspaceFailure(409, message, { parentId: [message] });

/**
 * Puts an item whose parent is hidden into a new parent of the same team
 * before it is restored: a task into a group, a subtask under a task, a group
 * into a project, a project into a folder (or, given its team's id, into no
 * folder). Without a new parent the restore is refused with a question.
 */
export function relocate(context: MemberContext, item: Item, parentId: string | undefined) {
  if (item.type === "team" || item.type === "folder") throw refuse(TEAM_FIRST);
  if (!parentId) throw refuse(CHOOSE_PLACE);
  const { sql, now } = context;
  const sameTeam = (teamId: string) => {
    if (teamId !== item.teamId) throw refuse(OTHER_TEAM);
  };
  switch (item.type) {
    case "task": {
      const target = requireTaskGroup(context, parentId, "work:edit");
      sameTeam(target.project.team_id);
      const position = keyBetween(lastSiblingKey(sql, { table: "tasks", groupId: target.group.id, parentId: null }), null);
      moveTaskTo(sql, item.id, target.group, position, now);
      return leftProject(sql, [item.id, ...subtaskIds(sql, item.id)], item, target.project);
    }
    case "subtask": {
      const { task, project } = requireTask(context, parentId, "work:edit");
      sameTeam(project.team_id);
      if (task.parent_id) throw refuse("A subtask goes under a task, not under another subtask");
      const position = keyBetween(lastSiblingKey(sql, { table: "tasks", groupId: task.group_id, parentId: task.id }), null);
      sql.exec(
        "UPDATE tasks SET parent_id = ?, group_id = ?, project_id = ?, position = ?, updated_at = ? WHERE id = ?",
        task.id, task.group_id, task.project_id, position, now, item.id,
      );
      return leftProject(sql, [item.id], item, project);
    }
    case "taskGroup": {
      const { project } = requireProject(context, parentId, "work:edit");
      sameTeam(project.team_id);
      const position = keyBetween(lastSiblingKey(sql, { table: "task_groups", projectId: project.id }), null);
      sql.exec("UPDATE task_groups SET project_id = ?, position = ? WHERE id = ?", project.id, position, item.id);
      sql.exec("UPDATE tasks SET project_id = ?, updated_at = ? WHERE group_id = ?", project.id, now, item.id);
      const ids = sql.exec<{ id: string }>("SELECT id FROM tasks WHERE group_id = ?", item.id).toArray().map((row) => row.id);
      return leftProject(sql, ids, item, project);
    }
    case "project": {
      if (findTeam(sql, item.teamId)?.hidden_in) throw refuse(TEAM_FIRST);
      const folder = parentId === item.teamId ? null : requireFolder(context, parentId, "work:read");
      if (folder) sameTeam(folder.team_id);
      const folderId = folder?.id ?? null;
      sql.exec("UPDATE projects SET folder_id = ?, updated_at = ? WHERE id = ?", folderId, now, item.id);
    }
  }
}

/** Tasks that changed project keep only the assignees who see it and the values of its columns. */
function leftProject(sql: SqlStorage, taskIds: string[], item: Item, project: Parameters<typeof dropBlindAssignees>[2]) {
  if (project.id === item.projectId || taskIds.length === 0) return;
  dropBlindAssignees(sql, taskIds, project);
  dropForeignValues(sql, taskIds, project.id);
}
