import * as z from "zod";
import { SECURITY_INTENTS, SESSION_INTENTS } from "~/components/security/intents";
import { apiResult } from "~/lib/api-result";
import { SessionIdSchema } from "~/schemas/account";
import { ConfirmTotpSchema, DisableTotpSchema, RemovePasskeySchema, RenamePasskeySchema, SecondStepRequirementSchema } from "~/schemas/secondStep";
import { defineIntents, intent } from "./define.server";

/** A code from the app: typed again after a refusal, and the API's message shown under it. */
const codeReply = { hideFields: ["code"], messageField: "code" };

/** Profile › Security's forms (routes/_app.settings.security.tsx): the second step, passkeys, sessions and the organisation's requirement. */
export const securityIntents = defineIntents({
  [SECURITY_INTENTS.totpStart]: intent({ schema: z.object({}), send: async (api) => apiResult(await api.user.totp.start.$post()), done: "" }),
  // Turning the app on and regenerating the codes answer ten recovery codes, shown once in the page the post renders.
  [SECURITY_INTENTS.totpConfirm]: intent({
    schema: ConfirmTotpSchema,
    send: async (api, json) => apiResult(await api.user.totp.confirm.$post({ json })),
    done: "",
    reply: codeReply,
  }),
  [SECURITY_INTENTS.recoveryRegenerate]: intent({
    schema: ConfirmTotpSchema,
    send: async (api, json) => apiResult(await api.user.recoveryCodes.$post({ json })),
    done: "",
    reply: codeReply,
  }),
  [SECURITY_INTENTS.totpDisable]: intent({
    schema: DisableTotpSchema,
    send: async (api, json) => apiResult(await api.user.totp.disable.$post({ json })),
    done: "Your authenticator app is off.",
    reply: { hideFields: ["password", "code"] },
  }),
  [SECURITY_INTENTS.passkeyRename]: intent({
    schema: RenamePasskeySchema,
    send: async (api, json) => apiResult(await api.user.passkeys.rename.$post({ json })),
    done: "The passkey has been renamed.",
  }),
  [SECURITY_INTENTS.passkeyRemove]: intent({
    schema: RemovePasskeySchema,
    send: async (api, json) => apiResult(await api.user.passkeys.remove.$post({ json })),
    done: "The passkey has been removed.",
  }),
  [SECURITY_INTENTS.requirement]: intent({
    schema: SecondStepRequirementSchema,
    send: async (api, json) => apiResult(await api.settings.secondStepRequirement.$post({ json })),
    done: ({ required }) => (required ? "Every member must now sign in with a second step." : "A second step is no longer required."),
  }),
  [SESSION_INTENTS.endOthers]: intent({
    schema: z.object({}),
    send: async (api) => apiResult(await api.user.endOtherSessions.$post()),
    done: "You are signed out everywhere else.",
  }),
  [SESSION_INTENTS.endOne]: intent({
    schema: SessionIdSchema,
    send: async (api, json) => apiResult(await api.user.endSession.$post({ json })),
    done: "That session is signed out.",
  }),
});
