import { onFreshProject, onFreshTeam, onWorldProject, onWorldTeam, plantColumn, plantDependency } from "./arrange";
import type { MatrixRow } from "./row";

/**
 * The project group's calls (spec §7): projects and their members, columns,
 * task groups, the List view, dependencies and the critical path. Reads go to the world's private project, so
 * team members outside it get 404; changes go to a fresh public project, so
 * guests get 403, and a few to a fresh private one (404 for outsiders, too).
 */
const freshProject = (visibility: "public" | "private", rest: Record<string, unknown> = {}) =>
  onFreshProject(visibility, (p) => ({ projectId: p.id, ...rest }));

/** A change to a TEXT column planted in a fresh public project. */
const onFreshColumn = (rest: Record<string, unknown>) =>
  onFreshProject("public", async (p) => ({ columnId: await plantColumn(p.id), ...rest }));

/** The least Meridian project file: one group, one task. */
const MATRIX_FILE = {
  format: "meridian-project",
  version: 1,
  exportedAt: "2026-11-25T10:00:00Z",
  project: { name: "Matrix import", visibility: "PUBLIC" },
  statuses: [],
  columns: [],
  groups: [{ key: "g1", name: "Group" }],
  tasks: [{ key: "t1", group: "g1", parent: null, name: "Task", status: null, priority: null, startDate: null, dueDate: null, assignees: [], description: null, values: {} }],
  dependencies: [],
};

/** The least CSV: a header and one task. */
const MATRIX_CSV = "Task\r\nA task\r\n";

const projects: MatrixRow[] = [
  { call: "project/getAllProject", method: "GET", action: "work:read", arrange: onWorldTeam((w) => ({ teamId: w.teamId })) },
  {
    call: "project/createPrivateProject",
    method: "POST",
    action: "work:structure",
    arrange: onFreshTeam((t) => ({ teamId: t.teamId, name: "Matrix private" })),
  },
  {
    call: "project/importProject",
    method: "POST",
    action: "work:structure",
    arrange: onFreshTeam((t) => ({ teamId: t.teamId, file: MATRIX_FILE })),
  },
  {
    call: "project/importCsv",
    method: "POST",
    action: "work:structure",
    arrange: onFreshTeam((t) => ({ teamId: t.teamId, name: "Matrix CSV", csv: MATRIX_CSV, mapping: [{ field: "name" }] })),
  },
  // Reads only the CSV it is given, for a member who may import into the team (issue 41 §2).
  { call: "project/previewCsvImport", method: "POST", action: "work:structure", arrange: onWorldTeam((w) => ({ teamId: w.teamId, csv: MATRIX_CSV })) },
  {
    call: "project/createPublicProject",
    method: "POST",
    action: "work:structure",
    arrange: onFreshTeam((t) => ({ teamId: t.teamId, name: "Matrix public" })),
  },
  { call: "project/update", method: "POST", action: "project:manage", arrange: freshProject("public", { name: "Renamed in the matrix" }) },
  {
    call: "project/update",
    method: "POST",
    case: "private project",
    action: "project:manage",
    arrange: freshProject("private", { name: "Renamed in the matrix" }),
  },
  { call: "project/duplicateProject", method: "POST", action: "project:manage", arrange: freshProject("public", { withTasks: true }) },
  { call: "project/updateProjectTags", method: "POST", action: "project:manage", arrange: freshProject("public", { tags: ["matrix"] }) },
  { call: "project/settings", method: "POST", action: "project:manage", arrange: freshProject("public", { defaultView: "KANBAN" }) },
  { call: "project/pinProject", method: "POST", action: "work:read", arrange: freshProject("private") },
  { call: "project/fetchMetaData", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ projectId: p.id })) },
  {
    call: "project/fetchProjectProgressBar",
    method: "GET",
    action: "work:read",
    arrange: onWorldProject("private", (p) => ({ projectId: p.id })),
  },
  { call: "project/hover", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ projectId: p.id })) },
  { call: "project/getMemberList", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ projectId: p.id })) },
  {
    call: "project/addPrivateProjectUsers",
    method: "POST",
    action: "project:manage",
    arrange: onFreshProject("private", (p, w) => ({ projectId: p.id, userIds: [w.people.admin.userId] })),
  },
  {
    call: "project/removePrivateProjectUser",
    method: "POST",
    action: "project:manage",
    arrange: onFreshProject("private", (p, w) => ({ projectId: p.id, userId: w.people.member.userId })),
  },
  {
    call: "project/transferOwnership",
    method: "POST",
    action: "team:own",
    arrange: onFreshProject("public", (p, w) => ({ projectId: p.id, userId: w.people.admin.userId })),
  },
  { call: "project/delete", method: "POST", action: "project:manage", arrange: freshProject("public") },
  {
    call: "project/delete",
    method: "POST",
    case: "private project",
    action: "project:manage",
    arrange: freshProject("private"),
  },
];

const columns: MatrixRow[] = [
  { call: "project/column/get", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ projectId: p.id })) },
  { call: "project/column/create", method: "POST", action: "project:manage", arrange: freshProject("public", { name: "Estimate", type: "NUMBER" }) },
  { call: "project/column/update", method: "POST", action: "project:manage", arrange: onFreshColumn({ name: "Remarks" }) },
  { call: "project/column/delete", method: "POST", action: "project:manage", arrange: onFreshColumn({}) },
  { call: "project/column/rearrange", method: "POST", action: "project:manage", arrange: onFreshColumn({ afterColumnId: null }) },
  { call: "project/duplicateColumn", method: "POST", action: "project:manage", arrange: onFreshColumn({ withValues: true }) },
];

const taskGroups: MatrixRow[] = [
  { call: "project/taskGroups/create", method: "POST", action: "work:edit", arrange: freshProject("public", { name: "Matrix group" }) },
  { call: "project/taskGroups/get", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ groupId: p.groupId })) },
  {
    call: "project/taskGroups/update",
    method: "POST",
    action: "work:edit",
    arrange: onFreshProject("public", (p) => ({ groupId: p.groupId, name: "Renamed group" })),
  },
  { call: "project/taskGroups/delete", method: "POST", action: "work:edit", arrange: onFreshProject("public", (p) => ({ groupId: p.groupId })) },
  { call: "project/list", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ projectId: p.id })) },
  { call: "project/gantt", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ projectId: p.id })) },
];

/** A change to a dependency planted in a fresh public project. */
const onFreshDependency = (rest: Record<string, unknown>) =>
  onFreshProject("public", async (p, w) => ({ dependencyId: await plantDependency(p, w.people.member.userId), ...rest }));

const dependencies: MatrixRow[] = [
  {
    call: "project/dependency/create",
    method: "POST",
    action: "work:edit",
    arrange: onFreshProject("public", (p) => ({ predecessorId: p.taskId, successorId: p.subtaskId, type: "SS", lagDays: 1 })),
  },
  {
    call: "project/dependency/create",
    method: "POST",
    case: "private project",
    action: "work:edit",
    arrange: onFreshProject("private", (p) => ({ predecessorId: p.taskId, successorId: p.subtaskId })),
  },
  { call: "project/dependency/update", method: "POST", action: "work:edit", arrange: onFreshDependency({ lagDays: 2 }) },
  { call: "project/dependency/delete", method: "POST", action: "work:edit", arrange: onFreshDependency({}) },
  { call: "project/dependency/list", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ projectId: p.id })) },
  { call: "project/dependency/pullBack", method: "POST", action: "work:edit", arrange: onFreshProject("public", (p) => ({ taskId: p.taskId })) },
  { call: "project/criticalPath", method: "GET", action: "work:read", arrange: onWorldProject("private", (p) => ({ projectId: p.id })) },
];

export const projectRows: MatrixRow[] = [...projects, ...columns, ...taskGroups, ...dependencies];
