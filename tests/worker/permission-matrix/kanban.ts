import { onFreshProject, onWorldProject, plantColumn } from "./arrange";
import type { MatrixRow } from "./row";

/**
 * The kanban group's calls (spec §7, decision record 30): reads of the world's
 * private project's board (404 outside it); moves and adds on a fresh project
 * (guests: 403); the board type is the member's own (work:read); the cards'
 * columns are the project's settings (project:manage).
 */
export const kanbanRows: MatrixRow[] = [
  { call: "kanban/getKanbanViewType", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ projectId: p.id })) },
  { call: "kanban/setKanbanViewType", method: "POST", action: "work:read", arrange: onFreshProject("private", (p) => ({ projectId: p.id, type: "PRIORITY" })) },
  { call: "kanban/getColumns", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ projectId: p.id })) },
  {
    call: "kanban/getTasks",
    method: "GET",
    action: "work:read",
    arrange: onWorldProject("private", (p, w) => ({ projectId: p.id, column: w.statuses[0].id })),
  },
  {
    call: "kanban/moveCard",
    method: "POST",
    action: "work:edit",
    arrange: onFreshProject("public", (p, _w, team) => ({ taskId: p.taskId, type: "STATUS", to: team.statuses[1].id })),
  },
  {
    call: "kanban/moveCard",
    method: "POST",
    case: "private project, by priority",
    action: "work:edit",
    arrange: onFreshProject("private", (p) => ({ taskId: p.taskId, type: "PRIORITY", to: "HIGH" })),
  },
  {
    call: "kanban/addCard",
    method: "POST",
    action: "work:edit",
    arrange: onFreshProject("public", (p, _w, team) => ({ projectId: p.id, type: "STATUS", to: team.statuses[0].id, name: "Matrix card" })),
  },
  {
    call: "kanban/setCardColumns",
    method: "POST",
    action: "project:manage",
    arrange: onFreshProject("public", async (p) => ({ projectId: p.id, columnIds: [await plantColumn(p.id)] })),
  },
];
