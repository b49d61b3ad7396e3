import { defineQuery } from "../../operations";
import { findMember, findMemberProfile } from "./store";

export const memberQueries = {
  /** An active member of this tenant, or null. */
  "members.get": defineQuery({
    permission: "signed-in",
    handler: ({ sql }, { userId }: { userId: string }) => findMember(sql, userId),
  }),

  /**
   * An active member's profile (spec §3), or null when this workspace holds no
   * up-to-date copy: the member has not signed in here yet, or their copy
   * predates the profile details. The caller then asks the directory.
   */
  "members.profile": defineQuery({
    permission: "profile:self",
    handler: ({ sql }, { userId }: { userId: string }) => findMemberProfile(sql, userId),
  }),
};
