import { defineCommand } from "../../operations";
import { deleteInvite, insertInvite, renewInvite, type InviteCopy } from "./store";

/** Each runs after the directory's own write of the same change (decision record 15). */
export const inviteCommands = {
  /** An invite was sent; it replaces the expired one to the same e-mail, if there was one. */
  "invites.send": defineCommand({
    permission: "invite:send",
    restrictedBy: "invitePeople",
    handler: ({ sql }, { invite, replaces }: { invite: InviteCopy; replaces: string | null }) => {
      if (replaces) deleteInvite(sql, replaces);
      insertInvite(sql, invite);
      return null;
    },
    activity: ({ invite }) => ({
      verb: "invited",
      itemType: "invite",
      itemId: invite.id,
      detail: { email: invite.email, role: invite.roleName },
    }),
  }),

  /** An invite was mailed again with a new link and expiry. */
  "invites.resend": defineCommand({
    permission: "invite:manage",
    handler: ({ sql }, { inviteId, expiresAt }: { inviteId: string; expiresAt: number }) => {
      renewInvite(sql, inviteId, expiresAt);
      return null;
    },
    activity: ({ inviteId }) => ({ verb: "invite_resent", itemType: "invite", itemId: inviteId }),
  }),

  "invites.cancel": defineCommand({
    permission: "invite:manage",
    handler: ({ sql }, { inviteId }: { inviteId: string }) => {
      deleteInvite(sql, inviteId);
      return null;
    },
    activity: ({ inviteId }) => ({ verb: "invite_cancelled", itemType: "invite", itemId: inviteId }),
  }),
};
