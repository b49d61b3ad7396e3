import { defineSystem } from "../../operations";
import { deleteInvite } from "./store";

type AcceptedInvite = { inviteId: string; userId: string };

export const inviteSystem = {
  /** The invitee joined through the invite (they have no session here yet): it is no longer open. */
  "invites.accept": defineSystem({
    handler: ({ sql }, { inviteId }: AcceptedInvite) => {
      deleteInvite(sql, inviteId);
      return null;
    },
    activity: ({ inviteId, userId }) => ({
      actorId: userId,
      verb: "joined",
      itemType: "member",
      itemId: userId,
      detail: { inviteId },
    }),
  }),
};
