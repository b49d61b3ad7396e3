import { data, redirect } from "@remix-run/cloudflare";
import * as z from "zod";
import { ORGANIZATION_INTENTS } from "~/components/organization/intents";
import { apiResult, forwardCookies } from "~/lib/api-result";
import { SCHEDULED_FOR_DELETION_PATH } from "~/lib/routes";
import { redirectWithToast } from "~/lib/toast.server";
import { DeleteOrganizationSchema } from "~/schemas/organizationDeletion";
import type { ApiClient } from "~/server/api/client";
import { defineIntents, intent } from "./define.server";

/** An organisation's deletion: scheduling it (Settings › Organisation), restoring it (the page every member sees meanwhile). */
export const organizationIntents = defineIntents({
  [ORGANIZATION_INTENTS.delete]: intent({
    schema: DeleteOrganizationSchema,
    send: async (api, json) => apiResult(await api.settings.deleteOrganization.$post({ json })),
    done: "",
    reply: { hideFields: ["code", "passkeyConfirmation"] },
  }),
  [ORGANIZATION_INTENTS.restore]: intent({
    schema: z.object({}),
    send: async (api) => apiResult(await api.settings.restoreOrganization.$post()),
    done: "The organisation is restored. Its work is open again.",
  }),
});

/**
 * The answer of both pages (routes/_app.settings.organization.tsx, routes/scheduled-for-deletion.tsx):
 * a scheduled deletion leads to the page every member now sees, a restored organisation back into it
 * with the toast that says so on the page it opens on.
 */
export async function organizationPost(request: Request, form: FormData, api: ApiClient) {
  const outcome = await organizationIntents.run(form, api, {});
  if (!outcome) return data({ intent: null, error: "Unknown action" }, 400);
  if (outcome.intent === ORGANIZATION_INTENTS.restore) {
    if (!outcome.ok) return data({ intent: outcome.intent, error: outcome.message }, outcome.status);
    return redirectWithToast(request, "/", { kind: "success", message: outcome.message }, { headers: forwardCookies(outcome.headers) });
  }
  if (!outcome.ok) return data({ intent: outcome.intent, result: outcome.reply }, outcome.status);
  return redirect(SCHEDULED_FOR_DELETION_PATH, { headers: forwardCookies(outcome.headers) });
}
