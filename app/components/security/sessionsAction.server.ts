import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { INTENT_FIELD } from "~/components/forms";
import { apiResult } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { SessionIdSchema } from "~/schemas/account";
import { SESSION_INTENTS } from "./intents";

/** The Sessions section's posts: sign one session out, or every other one; answers null for another section's intent. */
export async function sessionsAction(request: Request, context: AppLoadContext, formData: FormData, page: string) {
  const intent = formData.get(INTENT_FIELD);
  if (intent === SESSION_INTENTS.endOthers) {
    const ended = await apiResult(await context.api.user.endOtherSessions.$post());
    if (!ended.ok) return data({ error: ended.message }, ended.status);
    return redirectWithToast(request, page, { kind: "success", message: "You are signed out everywhere else." });
  }
  if (intent !== SESSION_INTENTS.endOne) return null;
  const submission = parseWithZod(formData, { schema: SessionIdSchema });
  if (submission.status !== "success") return data({ error: "Unknown session" }, 400);
  const ended = await apiResult(await context.api.user.endSession.$post({ json: submission.value }));
  if (!ended.ok) return data({ error: ended.message }, ended.status);
  return redirectWithToast(request, page, { kind: "success", message: "That session is signed out." });
}
