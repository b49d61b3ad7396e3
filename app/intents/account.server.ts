import * as z from "zod";
import { ACCOUNT_INTENTS } from "~/components/account/intents";
import { apiResult } from "~/lib/api-result";
import { DeleteAccountSchema } from "~/schemas/account";
import { defineIntents, intent } from "./define.server";

/** Profile › Account's forms (routes/_app.settings.account.tsx): leaving the organisation, deleting the account; either ends the session here. */
export const accountIntents = defineIntents({
  [ACCOUNT_INTENTS.leave]: intent({ schema: z.object({}), send: async (api) => apiResult(await api.user.leaveOrganization.$post()), done: "" }),
  [ACCOUNT_INTENTS.delete]: intent({
    schema: DeleteAccountSchema,
    send: async (api, json) => apiResult(await api.user.deleteAccount.$post({ json })),
    done: "",
    reply: { hideFields: ["password", "code", "passkeyConfirmation"] },
  }),
});
