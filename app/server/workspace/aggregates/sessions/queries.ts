import { defineQuery, type NoInput } from "../../operations";

export const sessionQueries = {
  /** Who the token belongs to, with what the signed-in shell shows. */
  "sessions.viewer": defineQuery({
    permission: "signed-in",
    handler: ({ viewer }, _input: NoInput) => viewer,
  }),
};
