import { defineSystem } from "../../operations";
import type { ProfileChange } from "../../types";
import { renameInviter } from "../invites/store";
import { applyProfileChange } from "./store";

export const memberSystem = {
  /** Applies a profile change (spec §3 profile-change events) to this tenant's member copy and the invites they sent. */
  "members.applyProfileChange": defineSystem({
    handler: ({ sql, now }, { userId, change }: { userId: string; change: ProfileChange }) => {
      applyProfileChange(sql, userId, change, now);
      renameInviter(sql, userId, `${change.firstName} ${change.lastName}`);
      return null;
    },
  }),
};
