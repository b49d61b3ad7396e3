import { defineQuery, type NoInput } from "../../operations";
import { listSessionsOf } from "./store";

export const sessionQueries = {
  /** Who the token belongs to, with what the signed-in shell shows. */
  "sessions.viewer": defineQuery({
    permission: "signed-in",
    duringDeletion: true,
    handler: ({ viewer }, _input: NoInput) => viewer,
  }),

  /** Where the member is signed in here (issue 38 §2): their own sessions only, the caller's marked. */
  "sessions.list": defineQuery({
    permission: "signed-in",
    handler: ({ sql, now, viewer, sessionHash }, _input: NoInput) => ({ sessions: listSessionsOf(sql, viewer.member.userId, sessionHash, now) }),
  }),
};
