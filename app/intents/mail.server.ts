import { apiResult } from "~/lib/api-result";
import { MailPreferencesSchema } from "~/schemas/conversation";
import { defineIntents, intent } from "./define.server";

/** Settings › Mail's form (routes/_app.settings.mail.tsx): a box per reason of mail; an unticked one is off. */
export const mailIntents = defineIntents({
  save: intent({
    schema: MailPreferencesSchema,
    send: async (api, json) => apiResult(await api.user.updateMailPreferences.$post({ json })),
    done: "Mail settings saved.",
  }),
});
