import { defineCommand, type NoInput } from "../../operations";
import { deleteSession } from "./store";

export const sessionCommands = {
  /** Logout: ends the session the call came with. */
  "sessions.close": defineCommand({
    permission: "signed-in",
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
};
