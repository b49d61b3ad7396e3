import { requireProject, requireTask, requireTaskGroup, workingProjects } from "../../access";
import { refuse, type HiddenRow, type HideableKind } from "../../hideable";
import type { MemberContext } from "../../operations";
import { keyBetween } from "../../order";
import { findTask, findTaskGroup, lastSiblingKey, leftProject, moveTaskTo, subtaskIds } from "./store";
import { limitTo } from "../../sql";

/** The restore picker's places in a team's live projects the viewer sees, at most `limit`: `select` joins them as `p`, `{inTeam}` is its condition. */
function placesInTeam(context: MemberContext, teamId: string, limit: number, select: (inTeam: string) => string) {
  const projects = workingProjects(context, "p");
  return context.sql.exec<{ id: string; name: string }>(`${select(`p.team_id = ? AND ${projects.where}`)} ${limitTo(limit)}`, teamId, ...projects.params).toArray();
}

/** A task group goes with its tasks and their subtasks. */
export const taskGroupHideable: HideableKind = {
  type: "taskGroup",
  table: "task_groups",
  action: "work:edit",
  teamColumn: null,
  projectColumn: "project_id",
  parents: [["project", "project_id"]],
  find: (sql, id) => findTaskGroup(sql, id) as HiddenRow | null,
  require: (context, id, action) => {
    const { group, project } = requireTaskGroup(context, id, action, "hidden");
    return { type: "taskGroup", row: group as HiddenRow, teamId: project.team_id, projectId: project.id };
  },
  descendants: [["tasks", "group_id = ?"]],
  purge: [
    "DELETE FROM tasks WHERE group_id = ? AND parent_id IS NOT NULL",
    "DELETE FROM tasks WHERE group_id = ?",
    "DELETE FROM task_groups WHERE id = ?",
  ],
  contents: {
    tasks: "SELECT COUNT(*) AS n FROM tasks WHERE group_id = ? AND parent_id IS NULL",
    subtasks: "SELECT COUNT(*) AS n FROM tasks WHERE group_id = ? AND parent_id IS NOT NULL",
  },
  location: [["project", "project_id"]],
  /** Into another project of its team, with its tasks. */
  relocation: {
    places: (context, teamId, limit) => placesInTeam(context, teamId, limit, (inTeam) => `SELECT p.id, p.name FROM projects p WHERE ${inTeam} ORDER BY p.position`),
    target: (context, item, parentId) => {
      const { project } = requireProject(context, parentId, "work:edit");
      return {
        teamId: project.team_id,
        move: () => {
          const { sql, now } = context;
          const position = keyBetween(lastSiblingKey(sql, { table: "task_groups", projectId: project.id }), null);
          sql.exec("UPDATE task_groups SET project_id = ?, position = ? WHERE id = ?", project.id, position, item.id);
          sql.exec("UPDATE tasks SET project_id = ?, updated_at = ? WHERE group_id = ?", project.id, now, item.id);
          const ids = sql.exec<{ id: string }>("SELECT id FROM tasks WHERE group_id = ?", item.id).toArray().map((row) => row.id);
          leftProject(sql, ids, item.projectId, project);
        },
      };
    },
  },
};

/** A task's calls (spec §7: task restore, permanentDelete) serve subtasks too: the row says which it is. */
function requireTaskOrSubtask(context: MemberContext, id: string, action: Parameters<HideableKind["require"]>[2]) {
  const { task, project } = requireTask(context, id, action, "hidden");
  return { type: task.parent_id ? ("subtask" as const) : ("task" as const), row: task as HiddenRow, teamId: project.team_id, projectId: project.id };
}

const inTasks = {
  table: "tasks",
  action: "work:edit",
  teamColumn: null,
  projectColumn: "project_id",
  parents: [
    ["task", "parent_id"],
    ["taskGroup", "group_id"],
  ],
  find: (sql: SqlStorage, id: string) => findTask(sql, id) as HiddenRow | null,
  require: requireTaskOrSubtask,
} as const;

/** A task goes with its subtasks. */
export const taskHideable: HideableKind = {
  ...inTasks,
  type: "task",
  rows: "x.parent_id IS NULL",
  descendants: [["tasks", "parent_id = ?"]],
  purge: ["DELETE FROM tasks WHERE parent_id = ?", "DELETE FROM tasks WHERE id = ?"],
  contents: { subtasks: "SELECT COUNT(*) AS n FROM tasks WHERE parent_id = ?" },
  location: [
    ["project", "project_id"],
    ["taskGroup", "group_id"],
  ],
  /** Into a live group of its team, last, with its subtasks. */
  relocation: {
    places: (context, teamId, limit) =>
      placesInTeam(
        context,
        teamId,
        limit,
        (inTeam) => `SELECT g.id, p.name || ' / ' || g.name AS name FROM projects p JOIN task_groups g ON g.project_id = p.id
        WHERE ${inTeam} AND g.hidden_in IS NULL ORDER BY p.position, g.position`,
      ),
    target: (context, item, parentId) => {
      const target = requireTaskGroup(context, parentId, "work:edit");
      return {
        teamId: target.project.team_id,
        move: () => {
          const { sql, now } = context;
          const position = keyBetween(lastSiblingKey(sql, { table: "tasks", groupId: target.group.id, parentId: null }), null);
          moveTaskTo(sql, item.id, target.group, position, now);
          leftProject(sql, [item.id, ...subtaskIds(sql, item.id)], item.projectId, target.project);
        },
      };
    },
  },
};

/** A subtask goes alone. */
export const subtaskHideable: HideableKind = {
  ...inTasks,
  type: "subtask",
  rows: "x.parent_id IS NOT NULL",
  descendants: [],
  purge: ["DELETE FROM tasks WHERE id = ?"],
  contents: {},
  location: [
    ["project", "project_id"],
    ["task", "parent_id"],
  ],
  /** Under a live top-level task of its team, last. */
  relocation: {
    places: (context, teamId, limit) =>
      placesInTeam(
        context,
        teamId,
        limit,
        (inTeam) => `SELECT t.id, p.name || ' / ' || t.name AS name FROM projects p JOIN tasks t ON t.project_id = p.id
        WHERE ${inTeam} AND t.parent_id IS NULL AND t.hidden_in IS NULL ORDER BY p.position, t.name`,
      ),
    target: (context, item, parentId) => {
      const { task, project } = requireTask(context, parentId, "work:edit");
      return {
        teamId: project.team_id,
        move: () => {
          if (task.parent_id) throw refuse("A subtask goes under a task, not under another subtask");
          const { sql, now } = context;
          const position = keyBetween(lastSiblingKey(sql, { table: "tasks", groupId: task.group_id, parentId: task.id }), null);
          sql.exec(
            "UPDATE tasks SET parent_id = ?, group_id = ?, project_id = ?, position = ?, updated_at = ? WHERE id = ?",
            task.id, task.group_id, task.project_id, position, now, item.id,
          );
          leftProject(sql, [item.id], item.projectId, project);
        },
      };
    },
  },
};
