import { CATEGORY_COLOURS, DEFAULT_STATUSES, type StatusCategory } from "~/lib/statuses";
import { keysAfter } from "../../order";

export type StatusRow = {
  id: string;
  team_id: string;
  name: string;
  category: StatusCategory;
  colour: string;
  position: string;
  created_at: number;
};

export type Status = { statusId: string; teamId: string; name: string; category: StatusCategory; colour: string; position: string };

export const toStatus = (row: Omit<StatusRow, "created_at">): Status => ({
  statusId: row.id,
  teamId: row.team_id,
  name: row.name,
  category: row.category,
  colour: row.colour,
  position: row.position,
});

export function findStatus(sql: SqlStorage, statusId: string): StatusRow | null {
  return sql.exec<StatusRow>("SELECT * FROM statuses WHERE id = ?", statusId).toArray()[0] ?? null;
}

/** A team's statuses in their order. */
export function listStatuses(sql: SqlStorage, teamId: string): StatusRow[] {
  return sql.exec<StatusRow>("SELECT * FROM statuses WHERE team_id = ? ORDER BY position, id", teamId).toArray();
}

export function insertStatus(sql: SqlStorage, row: Omit<StatusRow, "created_at">, now: number) {
  sql.exec(
    "INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    row.id,
    row.team_id,
    row.name,
    row.category,
    row.colour,
    row.position,
    now,
  );
}

/** Writes a list of statuses into a team in the given order; answers the new ids by their old place in the list. */
export function insertStatuses(
  sql: SqlStorage,
  teamId: string,
  statuses: ReadonlyArray<{ name: string; category: StatusCategory; colour?: string }>,
  now: number,
): string[] {
  const positions = keysAfter(null, statuses.length);
  return statuses.map((status, index) => {
    const id = crypto.randomUUID();
    const colour = status.colour ?? CATEGORY_COLOURS[status.category];
    insertStatus(sql, { id, team_id: teamId, name: status.name, category: status.category, colour, position: positions[index] }, now);
    return id;
  });
}

export const insertDefaultStatuses = (sql: SqlStorage, teamId: string, now: number) => insertStatuses(sql, teamId, DEFAULT_STATUSES, now);

export function updateStatus(sql: SqlStorage, statusId: string, change: Pick<StatusRow, "name" | "category" | "colour">) {
  sql.exec("UPDATE statuses SET name = ?, category = ?, colour = ? WHERE id = ?", change.name, change.category, change.colour, statusId);
}

export function setStatusPosition(sql: SqlStorage, statusId: string, position: string) {
  sql.exec("UPDATE statuses SET position = ? WHERE id = ?", position, statusId);
}

export function deleteStatus(sql: SqlStorage, statusId: string) {
  sql.exec("DELETE FROM statuses WHERE id = ?", statusId);
}

/** How many tasks and subtasks in the working views have this status (index tasks_by_status); hidden ones move too, unasked. */
export function countTasksWithStatus(sql: SqlStorage, statusId: string): number {
  return sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM tasks WHERE status_id = ? AND hidden_in IS NULL", statusId).one().n;
}

export function moveTasksToStatus(sql: SqlStorage, fromStatusId: string, toStatusId: string, now: number) {
  sql.exec("UPDATE tasks SET status_id = ?, updated_at = ? WHERE status_id = ?", toStatusId, now, fromStatusId);
}
