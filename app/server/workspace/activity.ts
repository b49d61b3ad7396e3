/**
 * The activity log: who did what to which item and when. The core writes one
 * entry with every command, in the command's transaction; team summaries'
 * activity updates and the audit log read it.
 */
import { personColumns } from "./people";

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

/** An activity entry as its readers select it: `ACTIVITY_COLUMNS` from activity `a`, its project `ap` and its actor `m`. */
export type ActivityRow = {
  id: number;
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  deactivated: number | null;
  verb: string;
  item_type: string;
  item_id: string;
  parent_id: string | null;
  project_id: string | null;
  project_name: string | null;
  detail_json: string;
  created_at: number;
};

export const ACTIVITY_COLUMNS = `a.id, a.actor_id, ${personColumns("m")}, a.verb, a.item_type, a.item_id, a.parent_id, a.project_id,
  ap.name AS project_name, a.detail_json, a.created_at`;
export const ACTIVITY_JOINS = "LEFT JOIN projects ap ON ap.id = a.project_id LEFT JOIN members m ON m.user_id = a.actor_id";

/** How every reader of the activity log answers an entry. */
export const activityView = (row: ActivityRow) => ({
  activityId: row.id,
  verb: row.verb,
  itemType: row.item_type,
  itemId: row.item_id,
  parentId: row.parent_id,
  projectId: row.project_id,
  projectName: row.project_name,
  actor: row.actor_id
    ? { userId: row.actor_id, name: `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim(), deactivated: row.deactivated === 1 }
    : null,
  detail: JSON.parse(row.detail_json) as Record<string, string | number | boolean | null>,
  createdAt: row.created_at,
});
