import { teamRole } from "../../access";
import { canWork, PERMISSION_DENIED, type WorkAction } from "~/lib/permissions";
import { WorkspaceFailure, type MemberContext } from "../../operations";

export type FolderRow = { id: string; team_id: string; name: string; position: string; created_by: string; created_at: number };

export const FOLDER_NOT_FOUND = "Folder not found";

export function findFolder(sql: SqlStorage, folderId: string): FolderRow | null {
  return sql.exec<FolderRow>("SELECT * FROM folders WHERE id = ?", folderId).toArray()[0] ?? null;
}

/** A folder the member may act on in its team (access.ts): 404 when it or its team is out of sight, 403 when the role falls short. */
export function requireFolder(scope: Pick<MemberContext, "sql" | "viewer">, folderId: string, action: WorkAction) {
  const folder = findFolder(scope.sql, folderId);
  const role = folder && teamRole(scope, folder.team_id);
  if (!folder || !role) throw new WorkspaceFailure(404, FOLDER_NOT_FOUND);
  if (!canWork(role, action)) throw new WorkspaceFailure(403, PERMISSION_DENIED);
  return folder;
}

export function insertFolder(sql: SqlStorage, folder: Omit<FolderRow, "created_at">, now: number) {
  sql.exec(
    "INSERT INTO folders (id, team_id, name, position, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    folder.id, folder.team_id, folder.name, folder.position, folder.created_by, now,
  );
}

export function renameFolder(sql: SqlStorage, folderId: string, name: string) {
  sql.exec("UPDATE folders SET name = ? WHERE id = ?", name, folderId);
}

export function lastFolderPosition(sql: SqlStorage, teamId: string): string | null {
  return sql.exec<{ last: string | null }>("SELECT MAX(position) AS last FROM folders WHERE team_id = ?", teamId).one().last;
}

/** The folders of these teams, each team's in order. */
export function foldersOfTeams(sql: SqlStorage, teamIds: string[]) {
  if (teamIds.length === 0) return [];
  const marks = teamIds.map(() => "?").join(", ");
  return sql
    .exec<Pick<FolderRow, "id" | "team_id" | "name">>(
      `SELECT id, team_id, name FROM folders WHERE team_id IN (${marks}) ORDER BY team_id, position`,
      ...teamIds,
    )
    .toArray();
}

export const folderView = (folder: Pick<FolderRow, "id" | "team_id" | "name">) => ({ folderId: folder.id, teamId: folder.team_id, name: folder.name });
