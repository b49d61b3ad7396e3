import type { Hideable } from "../../hidden";
export type FolderRow = { id: string; team_id: string; name: string; position: string; created_by: string; created_at: number } & Hideable;

export function findFolder(sql: SqlStorage, folderId: string): FolderRow | null {
  return sql.exec<FolderRow>("SELECT * FROM folders WHERE id = ?", folderId).toArray()[0] ?? null;
}

export function insertFolder(sql: SqlStorage, folder: Omit<FolderRow, "created_at" | keyof Hideable>, now: number) {
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
  return sql
    .exec<Pick<FolderRow, "id" | "team_id" | "name">>(
      "SELECT id, team_id, name FROM folders WHERE team_id IN (SELECT value FROM json_each(?)) AND hidden_in IS NULL ORDER BY team_id, position",
      JSON.stringify(teamIds),
    )
    .toArray();
}

export const folderView = (folder: Pick<FolderRow, "id" | "team_id" | "name">) => ({ folderId: folder.id, teamId: folder.team_id, name: folder.name });
