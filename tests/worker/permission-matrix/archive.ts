import { onFreshProject, onFreshTeam, plantFolder, plantHidden } from "./arrange";
import type { MatrixRow } from "./row";

/**
 * The archive and bin calls (decision record 28) of the team, folder, project
 * and task groups: who may archive, delete, restore and delete permanently is
 * the action that deletes the type (its registered hideable kind, hideable.ts); the listing and
 * counts are open to every member and show only what they may see.
 */
export const archiveRows: MatrixRow[] = [
  { call: "team/archive", method: "POST", action: "team:own", arrange: onFreshTeam((t) => ({ teamId: t.teamId })) },
  { call: "team/delete", method: "POST", action: "team:own", arrange: onFreshTeam((t) => ({ teamId: t.teamId })) },
  { call: "team/archiveDeleteCounts", method: "GET", arrange: async () => ({ input: { in: "bin" } }) },
  { call: "team/archiveDeleteListing", method: "GET", arrange: async () => ({ input: { in: "archive", type: "project" } }) },
  {
    call: "team/restore",
    method: "POST",
    action: "project:manage",
    arrange: onFreshProject("public", async (p) => ({ type: "project", ids: [await plantHidden("projects", p.id, "archive")] })),
  },
  {
    call: "team/restore",
    method: "POST",
    case: "team",
    action: "team:own",
    arrange: onFreshTeam(async (t) => ({ type: "team", ids: [await plantHidden("teams", t.teamId, "bin")] })),
  },
  {
    call: "team/permanentDelete",
    method: "POST",
    action: "work:edit",
    arrange: onFreshProject("private", async (p) => ({ type: "taskGroup", ids: [await plantHidden("task_groups", p.groupId, "bin")] })),
  },
  {
    call: "folder/archive",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam(async (t, w) => ({ folderId: await plantFolder(t.teamId, w.people.owner.userId) })),
  },
  {
    call: "folder/moveToBin",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam(async (t, w) => ({ folderId: await plantFolder(t.teamId, w.people.owner.userId) })),
  },
  { call: "project/archive", method: "POST", action: "project:manage", arrange: onFreshProject("public", (p) => ({ projectId: p.id })) },
  { call: "project/taskGroups/archive", method: "POST", action: "work:edit", arrange: onFreshProject("public", (p) => ({ groupId: p.groupId })) },
  { call: "task/archive", method: "POST", action: "work:edit", arrange: onFreshProject("public", (p) => ({ taskId: p.subtaskId })) },
  {
    call: "task/restore",
    method: "POST",
    action: "work:edit",
    arrange: onFreshProject("public", async (p) => ({ taskId: await plantHidden("tasks", p.taskId, "bin") })),
  },
  {
    call: "task/permanentDelete",
    method: "POST",
    action: "work:edit",
    arrange: onFreshProject("private", async (p) => ({ taskId: await plantHidden("tasks", p.subtaskId, "bin") })),
  },
];
