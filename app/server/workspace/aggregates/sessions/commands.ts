import { ACCOUNT_MESSAGES } from "~/schemas/account";
import { defineCommand, WorkspaceFailure, type NoInput } from "../../operations";
import { deleteSession, deleteSessionById, deleteSessionsOfUser } from "./store";

const aboutViewer = (userId: string) => ({ itemType: "member", itemId: userId });

export const sessionCommands = {
  /** Logout: ends the session the call came with. */
  "sessions.close": defineCommand({
    permission: "signed-in",
    duringDeletion: true,
    handler: ({ sql, sessionHash }, _input: NoInput) => {
      deleteSession(sql, sessionHash);
      return null;
    },
    activity: (_input, _output, { viewer }) => ({
      verb: "signed_out",
      itemType: "member",
      itemId: viewer.member.userId,
    }),
  }),

  /** "Sign out" one of the member's own sessions here (issue 38 §2): it answers 401 from its next request; anyone else's is not found. */
  "sessions.end": defineCommand({
    permission: "signed-in",
    handler: ({ sql, viewer }, { sessionId }: { sessionId: string }) => {
      if (!deleteSessionById(sql, viewer.member.userId, sessionId)) throw new WorkspaceFailure(404, ACCOUNT_MESSAGES.sessionNotFound);
      return { sessionId };
    },
    activity: ({ sessionId }, _output, { viewer }) => ({ verb: "session_ended", ...aboutViewer(viewer.member.userId), detail: { sessionId } }),
  }),

  /** "Sign out everywhere else": every session of the member here but the one the call came with. */
  "sessions.endOthers": defineCommand({
    permission: "signed-in",
    handler: ({ sql, viewer, sessionHash }, _input: NoInput) => ({ ended: deleteSessionsOfUser(sql, viewer.member.userId, sessionHash) }),
    activity: (_input, { ended }, { viewer }) => ({ verb: "sessions_ended", ...aboutViewer(viewer.member.userId), detail: { keptCurrent: true, ended } }),
  }),
};
