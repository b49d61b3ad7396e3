import { defineQuery } from "../../operations";
import { findMember } from "./store";

export const memberQueries = {
  /** An active member of this tenant, or null. */
  "members.get": defineQuery({
    permission: "signed-in",
    handler: ({ sql }, { userId }: { userId: string }) => findMember(sql, userId),
  }),
};
