import type { LiveChange, LiveClientMessage, LiveHello, LiveMessage, LivePresence } from "~/lib/live/protocol";
import { SESSION_ENDED } from "~/lib/live/protocol";
import type { ActivityItem } from "../activity";
import { findProject } from "../aggregates/projects/store";
import { peopleWhoSee, peopleWhoSeeTeam } from "../visibility";
import { limitTo } from "../sql";

/** Who a socket belongs to, kept with it across hibernation (serializeAttachment). */
export type Listener = { userId: string; firstName: string; lastName: string; sessionHash: string; projectId: string | null; editingTaskId: string | null };

/** A committed command, as the core hands it over: its activity entry and who acted. */
export type Committed = { seq: number; item: ActivityItem; actorId: string };

type Open = { socket: WebSocket; who: Listener };

const projectTag = (projectId: string) => `project:${projectId}`;

function send(socket: WebSocket, message: LiveMessage) {
  try {
    socket.send(JSON.stringify(message));
  } catch {
    // A socket closing as we send: its page catches up when it reconnects.
  }
}

/** How many of a task's earlier updates are looked through for who set a field last. */
const OVERWRITE_LOOKBACK = 50;

/**
 * The tenant's live sockets (issue 21, decision record 50), on the WebSocket hibernation API: an idle
 * socket costs the object nothing. After each command commits, the core hands the hub its activity
 * entry; the hub sends a small change event to the sockets whose members see the project (or team)
 * it touched, and the project a moved task left, exactly as reads decide (visibility.ts), and a bell
 * event to members who got a notification. Sockets whose session ended are closed first. With no socket open, it costs one call.
 */
export class LiveHub {
  /** Each socket's listener, read from its attachment once per waking of the object. */
  private readonly listeners = new WeakMap<WebSocket, Listener>();

  constructor(private readonly ctx: DurableObjectState) {}

  private listenerOf(socket: WebSocket): Listener {
    let who = this.listeners.get(socket);
    if (!who) this.listeners.set(socket, (who = socket.deserializeAttachment() as Listener));
    return who;
  }

  private remember(socket: WebSocket, who: Listener) {
    socket.serializeAttachment(who);
    this.listeners.set(socket, who);
  }

  private get sql() {
    return this.ctx.storage.sql;
  }

  accept(socket: WebSocket, who: Listener, hello: LiveHello) {
    this.ctx.acceptWebSocket(socket, who.projectId ? [projectTag(who.projectId)] : []);
    this.remember(socket, who);
    send(socket, hello);
    if (who.projectId) this.sendPresence(who.projectId);
  }

  /** Before a command: where the notifications table ends, when anyone listens (null: no one does). */
  notificationsMark(): number | null {
    if (this.ctx.getWebSockets().length === 0) return null;
    return this.sql.exec<{ last: number | null }>("SELECT MAX(rowid) AS last FROM notifications").one().last ?? 0;
  }

  /**
   * After a command committed: its change to those who see it, the bell to those it notified. It runs
   * once the command has answered (a macrotask later), so the command's caller does not wait for the
   * sockets; a change lost to a crash in between is caught up by the pages' reconnect.
   */
  publish(committed: Committed, notificationsMark: number | null) {
    if (this.ctx.getWebSockets().length === 0) return;
    setTimeout(() => this.deliver(committed, notificationsMark), 0);
  }

  private deliver(committed: Committed, notificationsMark: number | null) {
    const open = this.sweep();
    if (open.length === 0) return;
    const audience = this.audienceOf(committed.item);
    const left = this.projectLeft(committed.item);
    if (audience.size > 0 || left) {
      const change = this.changeOf(committed);
      for (const { socket, who } of open) {
        const sawIt = left?.audience.has(who.userId) ?? false;
        if (audience.has(who.userId)) send(socket, sawIt ? { ...change, fromProjectId: left!.projectId } : change);
        else if (sawIt) send(socket, { ...change, projectId: null, parentId: null, fromProjectId: left!.projectId });
      }
    }
    if (notificationsMark !== null) {
      const notified = new Set(
        this.sql.exec<{ recipient_id: string }>("SELECT DISTINCT recipient_id FROM notifications WHERE rowid > ?", notificationsMark).toArray().map((row) => row.recipient_id),
      );
      for (const { socket, who } of open) if (notified.has(who.userId)) send(socket, { type: "notifications" });
    }
  }

  /** Closes the sockets whose session has ended (logout, deactivation, expiry); answers the others. */
  sweep(): Open[] {
    const sockets = this.ctx.getWebSockets();
    if (sockets.length === 0) return [];
    const open = sockets.map((socket) => ({ socket, who: this.listenerOf(socket) }));
    const hashes = [...new Set(open.map(({ who }) => who.sessionHash))];
    const live = new Set(
      this.sql
        .exec<{ token_hash: string }>(
          "SELECT token_hash FROM sessions WHERE token_hash IN (SELECT value FROM json_each(?)) AND expires_at >= ?",
          JSON.stringify(hashes),
          Date.now(),
        )
        .toArray()
        .map((row) => row.token_hash),
    );
    const ended = open.filter(({ who }) => !live.has(who.sessionHash));
    for (const { socket } of ended) socket.close(SESSION_ENDED, "Session ended");
    for (const projectId of new Set(ended.map(({ who }) => who.projectId))) if (projectId) this.sendPresence(projectId, ended.map(({ socket }) => socket));
    return open.filter(({ who }) => live.has(who.sessionHash));
  }

  /** A page's message: the task it has open for editing (one of its project's), shown to the others as presence. */
  received(socket: WebSocket, data: string | ArrayBuffer) {
    const who = this.listenerOf(socket);
    let message: LiveClientMessage;
    try {
      message = JSON.parse(typeof data === "string" ? data : new TextDecoder().decode(data)) as LiveClientMessage;
    } catch {
      return;
    }
    if (message?.type !== "editing" || !who.projectId) return;
    const taskId = typeof message.taskId === "string" && this.isTaskOf(message.taskId, who.projectId) ? message.taskId : null;
    if (taskId === who.editingTaskId) return;
    this.remember(socket, { ...who, editingTaskId: taskId });
    this.sendPresence(who.projectId);
  }

  closed(socket: WebSocket) {
    const { projectId } = this.listenerOf(socket);
    if (projectId) this.sendPresence(projectId, [socket]);
  }

  private isTaskOf(taskId: string, projectId: string) {
    return this.sql.exec("SELECT 1 FROM tasks WHERE id = ? AND project_id = ?", taskId, projectId).toArray().length > 0;
  }

  /** The user ids who see what the change touched: its project's people, else its team's; no one for tenant-wide changes. */
  private audienceOf(item: ActivityItem): Set<string> {
    const project = item.projectId ? findProject(this.sql, item.projectId) : null;
    return this.usersIn(project ? peopleWhoSee(project) : item.teamId ? peopleWhoSeeTeam(item.teamId) : null);
  }

  /** The project a task moved out of (the `moved` entry's `fromProjectId`) and who sees it. */
  private projectLeft(item: ActivityItem): { projectId: string; audience: Set<string> } | null {
    const projectId = item.detail?.fromProjectId;
    if (typeof projectId !== "string") return null;
    const project = findProject(this.sql, projectId);
    return project ? { projectId, audience: this.usersIn(peopleWhoSee(project)) } : null;
  }

  private usersIn(people: { ids: string; params: unknown[] } | null): Set<string> {
    if (!people) return new Set();
    const rows = this.sql.exec<{ user_id: string }>(`SELECT user_id FROM members WHERE user_id IN (${people.ids})`, ...people.params).toArray();
    return new Set(rows.map((row) => row.user_id));
  }

  private changeOf({ seq, item, actorId }: Committed): LiveChange {
    const fields = typeof item.detail?.fields === "string" && item.detail.fields ? item.detail.fields.split(",") : [];
    const actor = this.sql.exec<{ name: string }>("SELECT first_name || ' ' || last_name AS name FROM members WHERE user_id = ?", actorId).toArray()[0];
    return {
      type: "change",
      seq,
      verb: item.verb,
      itemType: item.itemType,
      itemId: item.itemId,
      parentId: item.parentId ?? null,
      projectId: item.projectId ?? null,
      fromProjectId: null,
      teamId: item.teamId ?? null,
      actorId,
      actorName: actor?.name ?? null,
      fields,
      overwrote: fields.length > 0 ? this.lastWriterBefore({ seq, item, actorId }, fields) : null,
    };
  }

  /** Who last set one of `fields` of the item before this change, when it was someone else (their edit was overwritten). */
  private lastWriterBefore({ seq, item, actorId }: Committed, fields: string[]): string | null {
    const earlier = this.sql
      .exec<{ actor_id: string | null; detail_json: string }>(
        `SELECT actor_id, detail_json FROM activity WHERE item_type = ? AND item_id = ? AND verb = ? AND id < ?
         ORDER BY created_at DESC, id DESC ${limitTo(OVERWRITE_LOOKBACK)}`,
        item.itemType, item.itemId, item.verb, seq,
      )
      .toArray();
    for (const entry of earlier) {
      const set = String((JSON.parse(entry.detail_json) as { fields?: unknown }).fields ?? "").split(",");
      if (set.some((field) => fields.includes(field))) return entry.actor_id !== actorId ? entry.actor_id : null;
    }
    return null;
  }

  /** Everyone on the project's page, and the task each has open for editing, to each of them who still sees the project. */
  private sendPresence(projectId: string, leaving: readonly WebSocket[] = []) {
    const sockets = this.ctx.getWebSockets(projectTag(projectId)).filter((socket) => !leaving.includes(socket));
    if (sockets.length === 0) return;
    const project = findProject(this.sql, projectId);
    const allowed = this.usersIn(project ? peopleWhoSee(project) : null);
    const present = sockets.map((socket) => ({ socket, who: this.listenerOf(socket) })).filter(({ who }) => allowed.has(who.userId));
    const viewers = new Map<string, LivePresence["viewers"][number]>();
    for (const { who } of present) {
      const seen = viewers.get(who.userId);
      const { userId, firstName, lastName } = who;
      viewers.set(userId, { userId, firstName, lastName, editingTaskId: seen?.editingTaskId ?? who.editingTaskId });
    }
    const presence: LivePresence = { type: "presence", projectId, viewers: [...viewers.values()] };
    for (const { socket } of present) send(socket, presence);
  }
}
