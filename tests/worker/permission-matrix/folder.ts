import { onFreshProject, onFreshTeam, onWorldTeam, plantFolder } from "./arrange";
import type { MatrixRow } from "./row";

/** The folder group's calls (spec §7): folders of a team, and projects moved into them. */
export const folderRows: MatrixRow[] = [
  { call: "folder/create", method: "POST", action: "work:structure", arrange: onFreshTeam((t) => ({ teamId: t.teamId, name: "Matrix folder" })) },
  {
    call: "folder/updateFolder",
    method: "POST",
    action: "team:manage",
    arrange: onFreshTeam(async (t, w) => ({ folderId: await plantFolder(t.teamId, w.people.owner.userId), name: "Renamed folder" })),
  },
  { call: "folder/fetchFolderList", method: "GET", action: "work:read", arrange: onWorldTeam((w) => ({ teamId: w.teamId })) },
  {
    call: "folder/moveProjectToFolder",
    method: "POST",
    action: "project:manage",
    arrange: onFreshProject("public", async (p, w, t) => ({ projectId: p.id, folderId: await plantFolder(t.teamId, w.people.owner.userId) })),
  },
];
