import { apiResult } from "~/lib/api-result";
import { ChangeRoleSchema, DeactivateSchema, TransferOwnershipSchema } from "~/schemas/administration";
import * as z from "zod";
import { defineIntents, intent, type Params } from "./define.server";

/** The person the page is about (its address), not a field of its forms. */
const userOf = (params: Params) => ({ userId: params.userId ?? "" });
const noUser = { userId: true } as const;

/** A person's page in Settings › Users (routes/_app.settings.users.$userId.tsx): role, deactivation, reactivation, ownership. */
export const userIntents = defineIntents({
  changeRole: intent({
    schema: ChangeRoleSchema.omit(noUser),
    send: async (api, value, params) => apiResult(await api.settings.changeRole.$post({ json: { ...userOf(params), ...value } })),
    done: "Role changed.",
  }),
  deactivate: intent({
    schema: DeactivateSchema.omit(noUser),
    send: async (api, value, params) => apiResult(await api.settings.deactivateUser.$post({ json: { ...userOf(params), ...value } })),
    done: "User deactivated.",
  }),
  reactivate: intent({ schema: z.object({}), send: async (api, _value, params) => apiResult(await api.settings.reactivateUser.$post({ json: userOf(params) })), done: "User reactivated." }),
  transfer: intent({
    schema: TransferOwnershipSchema.omit(noUser),
    send: async (api, value, params) => apiResult(await api.settings.transferOwnership.$post({ json: { ...userOf(params), ...value } })),
    done: "Ownership transferred.",
  }),
});
