import { defineSystem } from "../../operations";
import { updateMemberDisplay, type MemberDisplay } from "./store";

export const memberSystem = {
  /** Applies a profile change (spec §3 profile-change events) to this tenant's member copy. */
  "members.applyProfileChange": defineSystem({
    handler: ({ sql, now }, { userId, display }: { userId: string; display: MemberDisplay }) => {
      updateMemberDisplay(sql, userId, display, now);
      return null;
    },
  }),
};
