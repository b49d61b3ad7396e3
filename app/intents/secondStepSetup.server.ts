import * as z from "zod";
import { apiResult } from "~/lib/api-result";
import { ConfirmSetupSchema } from "~/schemas/secondStep";
import { defineIntents, intent, type Params } from "./define.server";

/** The pending sign-in (the auth host's cookie, handed in by the route as a param), not a field of the forms. */
const challengeOf = (params: Params) => ({ challenge: params.challenge ?? "" });

/** Setting up the second step an organisation requires while signing in (routes/login_.set-up-second-step.tsx): the app's first code, then on into the organisation. */
export const secondStepSetupIntents = defineIntents({
  confirm: intent({
    schema: ConfirmSetupSchema.omit({ challenge: true }),
    send: async (api, value, params) => apiResult(await api.user.confirmSecondStepSetup.$post({ json: { ...challengeOf(params), ...value } })),
    done: "",
    reply: { hideFields: ["code"], messageField: "code" },
  }),
  finish: intent({
    schema: z.object({}),
    send: async (api, _value, params) => apiResult(await api.user.finishSecondStepSetup.$post({ json: challengeOf(params) })),
    done: "",
  }),
});
