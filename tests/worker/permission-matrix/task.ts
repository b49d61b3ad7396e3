import { onFreshProject, onWorldProject, plantColumn, plantGroup, plantTask } from "./arrange";
import type { MatrixRow } from "./row";

/**
 * The task group's calls (spec §7): tasks, subtasks and their column values.
 * Changes go to a fresh public project (guests: 403), and one to a private
 * one; the read opens a subtask of the world's private project (404 outside it).
 */
export const taskRows: MatrixRow[] = [
  { call: "task/add", method: "POST", action: "work:edit", arrange: onFreshProject("public", (p) => ({ groupId: p.groupId, name: "Matrix task" })) },
  {
    call: "task/add",
    method: "POST",
    case: "subtask",
    action: "work:edit",
    arrange: onFreshProject("public", (p) => ({ parentId: p.taskId, name: "Matrix subtask" })),
  },
  { call: "task/get", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ taskId: p.subtaskId })) },
  { call: "task/update", method: "POST", action: "work:edit", arrange: onFreshProject("public", (p) => ({ taskId: p.taskId, name: "Renamed task" })) },
  {
    call: "task/update",
    method: "POST",
    case: "subtask, private project",
    action: "work:edit",
    arrange: onFreshProject("private", (p) => ({ taskId: p.subtaskId, priority: "HIGH" })),
  },
  { call: "task/duplicate", method: "POST", action: "work:edit", arrange: onFreshProject("public", (p) => ({ taskId: p.taskId })) },
  {
    call: "task/move",
    method: "POST",
    action: "work:edit",
    arrange: onFreshProject("public", async (p) => ({ taskId: p.taskId, groupId: await plantGroup(p.id) })),
  },
  {
    call: "task/reorder",
    method: "POST",
    action: "work:edit",
    arrange: onFreshProject("public", async (p, w) => ({ taskId: p.taskId, afterId: await plantTask(p, w.people.owner.userId) })),
  },
  { call: "task/delete", method: "POST", action: "work:edit", arrange: onFreshProject("public", (p) => ({ taskId: p.taskId })) },
  {
    call: "task/setColumnValue",
    method: "POST",
    action: "work:edit",
    arrange: onFreshProject("public", async (p) => ({ taskId: p.subtaskId, columnId: await plantColumn(p.id), value: "Noted" })),
  },
];
