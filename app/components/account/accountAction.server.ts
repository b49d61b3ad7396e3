import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { INTENT_FIELD } from "~/components/forms";
import { apiResult, failureReply, forwardCookies } from "~/lib/api-result";
import { AUTH_SUBDOMAIN } from "~/lib/host";
import { redirectToHost } from "~/lib/redirects";
import { DeleteAccountSchema } from "~/schemas/account";
import { ACCOUNT_INTENTS } from "./intents";

/**
 * Profile › Account's posts: leaving the organisation, deleting the account. Either ends the
 * session here, so the browser goes to the sign-in page with the API's cookie clearing.
 */
export async function accountAction(request: Request, context: AppLoadContext, formData: FormData) {
  const intent = formData.get(INTENT_FIELD);
  const signedOut = (headers: Headers) => redirectToHost(request, context.config, AUTH_SUBDOMAIN, "/login", undefined, { headers: forwardCookies(headers) });
  if (intent === ACCOUNT_INTENTS.leave) {
    const left = await apiResult(await context.api.user.leaveOrganization.$post());
    if (!left.ok) return data({ intent, error: left.message }, left.status);
    return signedOut(left.headers);
  }
  if (intent !== ACCOUNT_INTENTS.delete) return null;
  const submission = parseWithZod(formData, { schema: DeleteAccountSchema });
  const hideFields = ["password", "code", "passkeyConfirmation"];
  if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields }) }, 400);
  const deleted = await apiResult(await context.api.user.deleteAccount.$post({ json: submission.value }));
  if (!deleted.ok) return data({ intent, result: failureReply(submission, deleted, { hideFields }) }, deleted.status);
  return signedOut(deleted.headers);
}
