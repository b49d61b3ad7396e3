import type { HiddenItemType as HiddenType } from "~/schemas/archive";
import type { HiddenIn } from "../../hidden";

export type { HiddenType };

/**
 * Archive and bin in set-based SQL (decision record 28). An item that is
 * archived or deleted is a root (hidden_with = its own id); everything under it
 * that was still in the working views goes with it (hidden_with = the root's
 * id), so restoring the root brings back exactly those rows. An item hidden
 * before, with a root of its own, keeps it.
 */
export const TABLE_OF: Record<HiddenType, "teams" | "folders" | "projects" | "task_groups" | "tasks"> = {
  team: "teams",
  folder: "folders",
  project: "projects",
  taskGroup: "task_groups",
  task: "tasks",
  subtask: "tasks",
};

const TABLES = ["teams", "folders", "projects", "task_groups", "tasks"] as const;

/** The rows under an item, per table, as a condition with one `?` for the item's id. */
const DESCENDANTS: Record<HiddenType, ReadonlyArray<readonly [table: string, where: string]>> = {
  team: [
    ["folders", "team_id = ?"],
    ["projects", "team_id = ?"],
    ["task_groups", "project_id IN (SELECT id FROM projects WHERE team_id = ?)"],
    ["tasks", "project_id IN (SELECT id FROM projects WHERE team_id = ?)"],
  ],
  folder: [
    ["projects", "folder_id = ?"],
    ["task_groups", "project_id IN (SELECT id FROM projects WHERE folder_id = ?)"],
    ["tasks", "project_id IN (SELECT id FROM projects WHERE folder_id = ?)"],
  ],
  project: [
    ["task_groups", "project_id = ?"],
    ["tasks", "project_id = ?"],
  ],
  taskGroup: [["tasks", "group_id = ?"]],
  task: [["tasks", "parent_id = ?"]],
  subtask: [],
};

/** An item and everything under it go to the archive or the bin (an archived root moves to the bin with its rows). */
export function hide(sql: SqlStorage, type: HiddenType, id: string, place: HiddenIn, by: string, now: number) {
  const set = "SET hidden_in = ?, hidden_with = ?, hidden_by = ?, hidden_at = ?";
  sql.exec(`UPDATE ${TABLE_OF[type]} ${set} WHERE id = ?`, place, id, by, now, id);
  for (const [table, where] of DESCENDANTS[type]) {
    sql.exec(`UPDATE ${table} ${set} WHERE ${where} AND (hidden_in IS NULL OR hidden_with = ?)`, place, id, by, now, id, id);
  }
}

/** Back into the working views: the root and exactly the rows that went with it. */
export function unhide(sql: SqlStorage, rootId: string) {
  for (const table of TABLES) {
    sql.exec(`UPDATE ${table} SET hidden_in = NULL, hidden_with = NULL, hidden_by = NULL, hidden_at = NULL WHERE hidden_with = ?`, rootId);
  }
}

/**
 * Deletes an item and everything under it, children first; assignees, values,
 * dependencies, members, pins, visits, statuses and columns go by their
 * foreign keys (ON DELETE CASCADE), the search index by its own triggers.
 */
const PURGE: Record<HiddenType, readonly string[]> = {
  team: ["DELETE FROM projects WHERE team_id = ?", "DELETE FROM teams WHERE id = ?"],
  folder: ["DELETE FROM projects WHERE folder_id = ?", "DELETE FROM folders WHERE id = ?"],
  project: [
    "DELETE FROM tasks WHERE project_id = ? AND parent_id IS NOT NULL",
    "DELETE FROM tasks WHERE project_id = ?",
    "DELETE FROM projects WHERE id = ?",
  ],
  taskGroup: [
    "DELETE FROM tasks WHERE group_id = ? AND parent_id IS NOT NULL",
    "DELETE FROM tasks WHERE group_id = ?",
    "DELETE FROM task_groups WHERE id = ?",
  ],
  task: ["DELETE FROM tasks WHERE parent_id = ?", "DELETE FROM tasks WHERE id = ?"],
  subtask: ["DELETE FROM tasks WHERE id = ?"],
};

export function purge(sql: SqlStorage, type: HiddenType, id: string) {
  removeFiles(sql, type, id);
  for (const statement of PURGE[type]) sql.exec(statement, id);
}

/**
 * Where the item's files in R2 (attachments) would be removed with it. None
 * exist yet (attachments are a later issue): that issue collects their keys
 * here and deletes them after the transaction commits.
 */
export function removeFiles(_sql: SqlStorage, _type: HiddenType, _id: string) {}

/** What goes with an item when it is deleted permanently: the count of each kind of descendant. */
export type Contents = { folders: number; projects: number; taskGroups: number; tasks: number; subtasks: number };

const CONTENTS: Record<HiddenType, Partial<Record<keyof Contents, string>>> = {
  team: {
    folders: "SELECT COUNT(*) AS n FROM folders WHERE team_id = ?",
    projects: "SELECT COUNT(*) AS n FROM projects WHERE team_id = ?",
    tasks: "SELECT COUNT(*) AS n FROM tasks WHERE project_id IN (SELECT id FROM projects WHERE team_id = ?)",
  },
  folder: {
    projects: "SELECT COUNT(*) AS n FROM projects WHERE folder_id = ?",
    tasks: "SELECT COUNT(*) AS n FROM tasks WHERE project_id IN (SELECT id FROM projects WHERE folder_id = ?)",
  },
  project: {
    taskGroups: "SELECT COUNT(*) AS n FROM task_groups WHERE project_id = ?",
    tasks: "SELECT COUNT(*) AS n FROM tasks WHERE project_id = ? AND parent_id IS NULL",
    subtasks: "SELECT COUNT(*) AS n FROM tasks WHERE project_id = ? AND parent_id IS NOT NULL",
  },
  taskGroup: {
    tasks: "SELECT COUNT(*) AS n FROM tasks WHERE group_id = ? AND parent_id IS NULL",
    subtasks: "SELECT COUNT(*) AS n FROM tasks WHERE group_id = ? AND parent_id IS NOT NULL",
  },
  task: { subtasks: "SELECT COUNT(*) AS n FROM tasks WHERE parent_id = ?" },
  subtask: {},
};

export function contentsOf(sql: SqlStorage, type: HiddenType, id: string): Contents {
  const contents: Contents = { folders: 0, projects: 0, taskGroups: 0, tasks: 0, subtasks: 0 };
  for (const [key, query] of Object.entries(CONTENTS[type])) {
    contents[key as keyof Contents] = sql.exec<{ n: number }>(query, id).one().n;
  }
  return contents;
}
