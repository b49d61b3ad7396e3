import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiResult } from "~/lib/api-result";
import { NOTIFICATION_SENT, SOMETHING_WENT_WRONG } from "~/lib/plans";
import { safeReturnPath, subscriptionHref } from "~/lib/subscriptionModal";
import { redirectWithToast } from "~/lib/toast.server";
import { UPGRADE_INTENTS, UpgradeFormSchema } from "~/schemas/subscription";

/**
 * The forms of the upgrade flow (spec §4), posted from any page of the shell:
 * confirming the trial opens the thank-you modal (101); notifying the super
 * admin closes the modal with the toast 'Notification send succssfully'.
 * A failure closes it with the server's message or 'Something went wrong'.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: UpgradeFormSchema });
  const returnTo = safeReturnPath(submission.payload.returnTo);
  const back = (kind: "success" | "error", message: string) => redirectWithToast(request, returnTo, { kind, message });
  if (submission.status !== "success") return back("error", SOMETHING_WENT_WRONG);
  const form = submission.value;
  if (form.intent === UPGRADE_INTENTS.confirm) {
    const { planId, planName, planDuration, tenantId } = form;
    const json = { planId, planName, planDuration, tenantId, confirmUpgrade: true as const };
    const result = await apiResult(await context.api.subscription.confirmUpgrade.$post({ json }));
    if (!result.ok) return back("error", result.message || SOMETHING_WENT_WRONG);
    const [pathname, search = ""] = returnTo.split("?");
    return redirect(subscriptionHref({ pathname, search }, { type: 101 }));
  }
  const json = { planId: form.planId, tenantId: form.tenantId };
  const result = await apiResult(await context.api.subscription.requestUpgradeFromSuperAdmin.$post({ json }));
  if (!result.ok) return back("error", result.message || SOMETHING_WENT_WRONG);
  return back("success", NOTIFICATION_SENT);
}

export const loader = () => redirect("/");
