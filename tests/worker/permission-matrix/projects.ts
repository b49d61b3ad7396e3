import type { WorkAction } from "~/lib/permissions";
import type { World } from "../work/world";

/**
 * The projects and folders calls as rows of the permission matrix (decision
 * record 22): each names the work action it needs on the world's team or
 * project. A role without the action gets 403; someone who cannot see the
 * item gets 404. Inputs are functions of a fresh world, so rows that change
 * or delete something do not disturb each other.
 */
export type MatrixRow = {
  method: "GET" | "POST";
  path: string;
  input: (world: World) => Record<string, unknown>;
  action: WorkAction;
};

const publicProject = (world: World) => ({ projectId: world.publicProject.id });

export const PROJECT_ROWS: MatrixRow[] = [
  { method: "GET", path: "project/getAllProject", input: (w) => ({ teamId: w.teamId }), action: "work:read" },
  { method: "POST", path: "project/createPrivateProject", input: (w) => ({ teamId: w.teamId, name: "Matrix private" }), action: "work:structure" },
  { method: "POST", path: "project/createPublicProject", input: (w) => ({ teamId: w.teamId, name: "Matrix public" }), action: "work:structure" },
  { method: "POST", path: "project/update", input: (w) => ({ ...publicProject(w), name: "Renamed in the matrix" }), action: "project:manage" },
  { method: "POST", path: "project/duplicateProject", input: (w) => ({ ...publicProject(w), withTasks: true }), action: "project:manage" },
  { method: "POST", path: "project/updateProjectTags", input: (w) => ({ ...publicProject(w), tags: ["matrix"] }), action: "project:manage" },
  { method: "POST", path: "project/settings", input: (w) => ({ ...publicProject(w), defaultView: "KANBAN" }), action: "project:manage" },
  { method: "POST", path: "project/pinProject", input: publicProject, action: "work:read" },
  { method: "GET", path: "project/fetchMetaData", input: publicProject, action: "work:read" },
  { method: "GET", path: "project/fetchProjectProgressBar", input: publicProject, action: "work:read" },
  { method: "GET", path: "project/hover", input: publicProject, action: "work:read" },
  { method: "GET", path: "project/getMemberList", input: publicProject, action: "work:read" },
  {
    method: "POST",
    path: "project/addPrivateProjectUsers",
    input: (w) => ({ projectId: w.privateProject.id, userIds: [w.people.admin.userId] }),
    action: "project:manage",
  },
  {
    method: "POST",
    path: "project/removePrivateProjectUser",
    input: (w) => ({ projectId: w.privateProject.id, userId: w.people.member.userId }),
    action: "project:manage",
  },
  { method: "POST", path: "project/transferOwnership", input: (w) => ({ ...publicProject(w), userId: w.people.admin.userId }), action: "team:own" },
  { method: "POST", path: "project/delete", input: publicProject, action: "project:manage" },
  { method: "POST", path: "tenant/removePinProject", input: publicProject, action: "work:read" },
  { method: "POST", path: "folder/create", input: (w) => ({ teamId: w.teamId, name: "Matrix folder" }), action: "work:structure" },
  { method: "GET", path: "folder/fetchFolderList", input: (w) => ({ teamId: w.teamId }), action: "work:read" },
  { method: "POST", path: "folder/moveProjectToFolder", input: (w) => ({ ...publicProject(w), folderId: null }), action: "project:manage" },
];
