import { can } from "~/lib/permissions";
import { defineQuery, type NoInput } from "../../operations";
import { listTokens } from "./store";

export const apiTokenQueries = {
  /** The member's live tokens and, for an administrator, every other member's (null for others). */
  "apiTokens.list": defineQuery({
    permission: "signed-in",
    handler: ({ sql, now, viewer }, _input: NoInput) => {
      const { userId, role } = viewer.member;
      const tokens = listTokens(sql, now);
      return {
        tokens: tokens.filter((token) => token.userId === userId),
        membersTokens: can(role, "settings:users") ? tokens.filter((token) => token.userId !== userId) : null,
      };
    },
  }),
};
