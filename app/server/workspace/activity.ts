/**
 * The activity log: who did what to which item and when. The core writes one
 * entry with every command, in the command's transaction; team summaries'
 * activity updates and the audit log read it.
 */
export type ActivityItem = {
  /** What happened, in the past tense: "created", "renamed", "signed_in". */
  verb: string;
  itemType: string;
  itemId: string;
  /** Where the item lives, so readers can filter by team, project or parent (a task's group, a subtask's task). */
  parentId?: string;
  teamId?: string;
  projectId?: string;
  /** A little of what changed (old and new name, say); small, it is stored as JSON. */
  detail?: Record<string, string | number | boolean | null>;
};

/** An entry with its actor: a member's user id, or null when the system acted. */
export type ActivityEntry = ActivityItem & { actorId: string | null };

/** Writes the entry; answers its id, the cursor readers of the log catch up from. */
export function recordActivity(sql: SqlStorage, entry: ActivityEntry, now: number): number {
  return sql.exec<{ id: number }>(
    `INSERT INTO activity (actor_id, verb, item_type, item_id, parent_id, team_id, project_id, detail_json, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    entry.actorId,
    entry.verb,
    entry.itemType,
    entry.itemId,
    entry.parentId ?? null,
    entry.teamId ?? null,
    entry.projectId ?? null,
    JSON.stringify(entry.detail ?? {}),
    now,
  ).one().id;
}
