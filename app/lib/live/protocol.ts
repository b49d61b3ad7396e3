/**
 * What travels over a page's live socket (issue 21, decision record 50). The server sends; the
 * page sends only `editing` (the task it has open for editing, or null) and `ping`.
 */

/** The socket's path on a tenant host; `project` names the project the page shows, `since` the last change it saw. */
export const LIVE_PATH = "/api/v2/live";

/** A committed change the receiver may see: ids only, never the values of another project. */
export type LiveChange = {
  type: "change";
  /** The change's activity entry id: a page remembers the highest it has seen, to catch up from. */
  seq: number;
  verb: string;
  itemType: string;
  itemId: string;
  parentId: string | null;
  projectId: string | null;
  /**
   * The project a task moved out of, to whoever sees it. Whoever sees only that project gets the
   * change with no `projectId` or `parentId`: nothing of where the task went.
   */
  fromProjectId: string | null;
  teamId: string | null;
  actorId: string | null;
  actorName: string | null;
  /** The fields a change of a task set, when the command says (a rename: ["name"]). */
  fields: string[];
  /** Who set one of those fields last before this change, when that was someone else (last write wins). */
  overwrote: string | null;
};

/** Who looks at the project now, and which task each has open for editing. */
export type LivePresence = {
  type: "presence";
  projectId: string;
  viewers: { userId: string; firstName: string; lastName: string; editingTaskId: string | null }[];
};

/** The socket's first message: the newest change now, and whether the page missed any it may see since `since`. */
export type LiveHello = { type: "hello"; seq: number; missed: boolean; userId: string };

/** The receiver has new notifications (their bell's count changed). */
export type LiveNotifications = { type: "notifications" };

export type LiveMessage = LiveChange | LivePresence | LiveHello | LiveNotifications;

export type LiveClientMessage = { type: "editing"; taskId: string | null };

/** The close code of a socket whose session ended (logout, deactivation, expiry): the page does not reconnect. */
export const SESSION_ENDED = 4401;
