import { defineSystem } from "../../operations";
import type { MemberCopy, ProfileChange } from "../../types";
import { renameInviter } from "../invites/store";
import { applyProfileChange, enrolMember } from "./store";

export const memberSystem = {
  /**
   * Makes the workspace know a member of the directory before their first sign-in (the demo seed),
   * so Settings › Users lists them; one already here keeps the role and state it has (decision 46).
   */
  "members.enrol": defineSystem({
    handler: ({ sql, now }, { members }: { members: MemberCopy[] }) => {
      for (const member of members) enrolMember(sql, member, now);
      return null;
    },
  }),

  /** Applies a profile change (spec §3 profile-change events) to this tenant's member copy and the invites they sent. */
  "members.applyProfileChange": defineSystem({
    handler: ({ sql, now }, { userId, change }: { userId: string; change: ProfileChange }) => {
      applyProfileChange(sql, userId, change, now);
      renameInviter(sql, userId, `${change.firstName} ${change.lastName}`);
      return null;
    },
  }),
};
