import { apiResult } from "~/lib/api-result";
import { ApiTokenIdSchema, CreateApiTokenSchema } from "~/schemas/apiToken";
import { defineIntents, intent } from "./define.server";

/** The API tokens page's forms (routes/_app.settings.api-tokens.tsx): make a token, revoke one. */
export const apiTokenIntents = defineIntents({
  create: intent({ schema: CreateApiTokenSchema, send: async (api, json) => apiResult(await api.apiTokens.create.$post({ json })), done: "Token created." }),
  revoke: intent({
    schema: ApiTokenIdSchema,
    send: async (api, json) => apiResult(await api.apiTokens.revoke.$post({ json })),
    done: (_value, token) => `Token ${token.name} revoked.`,
  }),
});
