import { DONE_CATEGORIES, type StatusCategory } from "~/lib/statuses";
import type { WebhookEventType } from "~/schemas/webhook";
import type { ActivityEntry } from "../../activity";
import { enqueueEffects } from "../../effects/queue";
import { peopleWhoSee } from "../../visibility";
import { findProject } from "../projects/store";
import { insertDelivery, listeningEndpoints } from "./store";

/**
 * Webhook events follow from the core's commands (decision record 87): the activity entry a command
 * commits with is read here, in its transaction, as the event types it means; for each endpoint
 * listening for one whose creator sees the entry now (visibility.ts, the live hub's rule), a delivery
 * is written and queued as an effect, which the alarm sends after the commit.
 */
const TASK_TYPES = new Set(["task", "subtask"]);

function isDone(sql: SqlStorage, taskId: string): boolean {
  const row = sql.exec<{ category: StatusCategory }>("SELECT s.category FROM tasks t JOIN statuses s ON s.id = t.status_id WHERE t.id = ?", taskId).toArray()[0];
  return row !== undefined && DONE_CATEGORIES.includes(row.category);
}

/** The event types an activity entry means; most mean none. */
export function eventTypesOf(sql: SqlStorage, entry: ActivityEntry): WebhookEventType[] {
  const { verb, itemType, detail = {} } = entry;
  if (TASK_TYPES.has(itemType)) {
    if (verb === "created" || verb === "duplicated") return ["task.created"];
    if (verb === "moved_to_bin") return ["task.deleted"];
    // A Kanban card's move sets the board's column: a status or a column value, not the task's place.
    const statusChanged = (verb === "updated" && String(detail.fields ?? "").split(",").includes("statusId")) || (verb === "moved" && detail.board === "STATUS");
    if (verb === "updated" || (verb === "moved" && "board" in detail)) return statusChanged && isDone(sql, entry.itemId) ? ["task.updated", "task.completed"] : ["task.updated"];
    if (verb === "moved") return ["task.moved"];
    return [];
  }
  if (itemType === "message" && (verb === "commented" || verb === "replied")) return ["comment.created"];
  if (itemType === "project" && (verb === "created" || verb === "duplicated")) return ["project.created"];
  if (itemType === "project" && verb === "archived") return ["project.archived"];
  if (itemType === "member" && verb === "joined") return ["member.joined"];
  return [];
}

/** Whether the user sees the project now (null: no such project, so not). */
function sees(sql: SqlStorage, userId: string, projectId: string): boolean {
  const project = findProject(sql, projectId);
  if (!project) return false;
  const people = peopleWhoSee(project);
  return sql.exec(`SELECT 1 FROM members WHERE user_id = ? AND user_id IN (${people.ids})`, userId, ...people.params).toArray().length > 0;
}

type Listening = ReturnType<typeof listeningEndpoints>[number];

/** Whether the endpoint is told of the entry: its creator active and seeing its project, and the project one it follows. */
function tells(sql: SqlStorage, endpoint: Listening, entry: ActivityEntry): boolean {
  if (endpoint.status !== "ACTIVE") return false;
  const projectIds = endpoint.project_ids === null ? null : (JSON.parse(endpoint.project_ids) as string[]);
  if (!entry.projectId) return true;
  if (projectIds && !projectIds.includes(entry.projectId)) return false;
  return sees(sql, endpoint.created_by, entry.projectId);
}

/** What a delivery says of the entry: where it is and who did it; a project the creator does not see is left out. */
function dataOf(sql: SqlStorage, entry: ActivityEntry, activityId: number, creatorId: string) {
  const { fromProjectId, ...detail } = entry.detail ?? {};
  const fromSeen = typeof fromProjectId === "string" && sees(sql, creatorId, fromProjectId);
  return {
    activityId,
    itemType: entry.itemType,
    itemId: entry.itemId,
    parentId: entry.parentId ?? null,
    projectId: entry.projectId ?? null,
    teamId: entry.teamId ?? null,
    actorId: entry.actorId,
    detail: fromSeen ? { ...detail, fromProjectId } : detail,
  };
}

/** Queues the deliveries of one committed entry, in its transaction; answers how many. */
export function queueWebhookDeliveries(sql: SqlStorage, entry: ActivityEntry, activityId: number, now: number): number {
  const types = eventTypesOf(sql, entry);
  if (types.length === 0) return 0;
  let queued = 0;
  for (const endpoint of listeningEndpoints(sql, types)) {
    if (!tells(sql, endpoint, entry)) continue;
    const data = dataOf(sql, entry, activityId, endpoint.created_by);
    for (const type of types.filter((wanted) => endpoint.event_types.split(",").includes(wanted))) {
      const id = `msg_${crypto.randomUUID().replaceAll("-", "")}`;
      insertDelivery(sql, { id, endpointId: endpoint.id, eventType: type, body: JSON.stringify({ type, timestamp: new Date(now).toISOString(), data }) }, now);
      enqueueEffects(sql, [{ kind: "webhookDelivery", deliveryId: id, attempt: 1 }], activityId, now);
      queued += 1;
    }
  }
  return queued;
}
