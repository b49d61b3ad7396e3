import { apiResult } from "~/lib/api-result";
import { RedeliverWebhookSchema, RegisterWebhookSchema, SetWebhookEnabledSchema, UpdateWebhookSchema, WebhookIdSchema } from "~/schemas/webhook";
import { defineIntents, intent } from "./define.server";

/** Settings › Webhooks' forms (routes/_app.settings.webhooks.tsx): register an endpoint, its events, a redelivery, enable, a new secret, delete. */
export const webhookIntents = defineIntents({
  register: intent({ schema: RegisterWebhookSchema, send: async (api, json) => apiResult(await api.webhooks.register.$post({ json })), done: "Endpoint registered." }),
  update: intent({ schema: UpdateWebhookSchema, send: async (api, json) => apiResult(await api.webhooks.update.$post({ json })), done: "Events saved." }),
  redeliver: intent({
    schema: RedeliverWebhookSchema,
    send: async (api, json) => apiResult(await api.webhooks.redeliver.$post({ json })),
    done: (_value, { attempt }) => `Delivery queued again (attempt ${attempt}).`,
  }),
  setEnabled: intent({
    schema: SetWebhookEnabledSchema,
    send: async (api, json) => apiResult(await api.webhooks.setEnabled.$post({ json })),
    done: (_value, { url, enabled }) => `${url} ${enabled ? "enabled" : "disabled"}.`,
  }),
  rotate: intent({ schema: WebhookIdSchema, send: async (api, json) => apiResult(await api.webhooks.rotateSecret.$post({ json })), done: "New secret made." }),
  delete: intent({ schema: WebhookIdSchema, send: async (api, json) => apiResult(await api.webhooks.delete.$post({ json })), done: (_value, { url }) => `Endpoint ${url} deleted.` }),
});
