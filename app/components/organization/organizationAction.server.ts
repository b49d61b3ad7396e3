import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { INTENT_FIELD } from "~/components/forms";
import { apiResult, failureReply, forwardCookies } from "~/lib/api-result";
import { SCHEDULED_FOR_DELETION_PATH } from "~/lib/routes";
import { redirectWithToast } from "~/lib/toast.server";
import { DeleteOrganizationSchema } from "~/schemas/organizationDeletion";
import { ORGANIZATION_INTENTS } from "./intents";

/** The organisation is back: said on the page it opens on. */
export const RESTORED_MESSAGE = "The organisation is restored. Its work is open again.";

/**
 * The posts of an organisation's deletion: scheduling it (Settings › Organisation) leads to the
 * page every member now sees; restoring it (that page) leads back into the organisation.
 */
export async function organizationAction(request: Request, context: AppLoadContext, formData: FormData) {
  const intent = formData.get(INTENT_FIELD);
  if (intent === ORGANIZATION_INTENTS.restore) {
    const restored = await apiResult(await context.api.settings.restoreOrganization.$post());
    if (!restored.ok) return data({ intent, error: restored.message }, restored.status);
    return redirectWithToast(request, "/", { kind: "success", message: RESTORED_MESSAGE }, { headers: forwardCookies(restored.headers) });
  }
  if (intent !== ORGANIZATION_INTENTS.delete) return null;
  const submission = parseWithZod(formData, { schema: DeleteOrganizationSchema });
  const hideFields = ["code", "passkeyConfirmation"];
  if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields }) }, 400);
  const scheduled = await apiResult(await context.api.settings.deleteOrganization.$post({ json: submission.value }));
  if (!scheduled.ok) return data({ intent, result: failureReply(submission, scheduled, { hideFields }) }, scheduled.status);
  return redirect(SCHEDULED_FOR_DELETION_PATH, { headers: forwardCookies(scheduled.headers) });
}
