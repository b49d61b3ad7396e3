import { apiResult } from "~/lib/api-result";
import { InviteIdSchema, TeamInviteSchema } from "~/schemas/invite";
import { defineIntents, intent } from "./define.server";

/** The invites page's forms (routes/_app.settings.invites.tsx): invite someone, send an invite again, cancel it. */
export const inviteIntents = defineIntents({
  invite: intent({
    schema: TeamInviteSchema,
    send: async (api, json) => apiResult(await api.invite.teamInvite.$post({ json })),
    done: (_value, invite) => `Invite sent to ${invite.email}.`,
  }),
  resend: intent({ schema: InviteIdSchema, send: async (api, json) => apiResult(await api.invite.resendTeamInvite.$post({ json })), done: "Invite sent again." }),
  cancel: intent({ schema: InviteIdSchema, send: async (api, json) => apiResult(await api.invite.cancelTeamInvite.$post({ json })), done: "Invite cancelled." }),
});
