import { useActionData, useFetcher } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { useHydrated } from "~/components/useHydrated";
import { VIA_FETCHER } from "~/intents/fetcher";
import { FORM_ID, type ConversationIntent } from "~/lib/conversationForms";
import { useThread } from "./ThreadContext";

/** What a conversation post answers (app/intents/conversations.server.ts). */
export type PostReply =
  | { ok: true; intent: string; formId: string; message: string; messageId?: string }
  | { ok: false; intent: string; formId: string; message: string; result: import("@conform-to/react").SubmissionResult<string[]> };

/**
 * One form of the thread: a fetcher with JavaScript (`pending` while it posts),
 * a plain post without; `reply` is its last answer — the fetcher's, or the
 * page's action data when a post without JavaScript failed.
 */
export function usePost(formId: string) {
  const fetcher = useFetcher<PostReply>({ key: formId });
  const actionData = useActionData<PostReply>();
  const fromPage = actionData && typeof actionData === "object" && "formId" in actionData && actionData.formId === formId ? actionData : undefined;
  return { fetcher, pending: fetcher.state !== "idle", reply: fetcher.data ?? fromPage };
}

/** The hidden fields of a thread's form: CSRF, the intent, the form's id, the item's type, and with JavaScript the fetcher's mark. */
export function PostFields({ intent, formId, values = {} }: { intent: ConversationIntent; formId: string; values?: Record<string, string> }) {
  const hydrated = useHydrated();
  const { item } = useThread();
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={FORM_ID} value={formId} />
      <input type="hidden" name="itemType" value={item.type} />
      {hydrated ? <input type="hidden" name={VIA_FETCHER} value="1" /> : null}
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export const PRIMARY_BUTTON = "self-start rounded bg-brand-600 px-3 py-1 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60 max-md:min-h-11 max-md:min-w-11";
