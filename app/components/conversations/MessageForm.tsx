import { useForm } from "@conform-to/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "~/components/useHydrated";
import { VIA_FETCHER } from "~/intents/fetcher";
import { CSRF_FIELD } from "~/lib/csrf";
import { FORM_ID, type ConversationIntent } from "~/lib/conversationForms";
import { useRootData } from "~/lib/rootData";
import { useThread } from "./ThreadContext";
import { PostFields, PRIMARY_BUTTON, SMALL_BUTTON, usePost } from "./usePost";

const MentionEditor = lazy(() => import("./MentionEditor"));

type Props = {
  intent: Extract<ConversationIntent, "startConversation" | "replyToConversation" | "editMessage">;
  formId: string;
  values: Record<string, string>;
  /** The field's accessible name. */
  label: string;
  submit: string;
  /** An edit's starting point: the text (without JavaScript) and the document (the editor). */
  initialText?: string;
  initialDoc?: unknown;
  /** Called once the post succeeded (with JavaScript), and by Cancel. */
  onDone?: () => void;
  cancel?: React.ReactNode;
};

/**
 * A message's form — a new conversation, a reply, an edit: the Tiptap editor
 * with an @ picker with JavaScript, else a text area in which "@First Last"
 * names a member. Errors (conform's reply of the post) show beside it.
 */
export function MessageForm(props: Props) {
  const [round, setRound] = useState(0);
  // A new round (a fresh, empty form) after each post that worked.
  return <MessageFormRound key={round} {...props} onPosted={() => (props.onDone ? props.onDone() : setRound((value) => value + 1))} />;
}

function MessageFormRound({ intent, formId, values, label, submit, initialText, initialDoc, cancel, onPosted }: Props & { onPosted: () => void }) {
  const hydrated = useHydrated();
  const csrf = useRootData()?.csrfToken ?? "";
  const thread = useThread();
  const { fetcher, pending, reply } = usePost(formId);
  const [sent, setSent] = useState(false);
  const [form, fields] = useForm<{ text: string; body: string }>({ id: formId, lastResult: reply && !reply.ok ? reply.result : undefined });
  const error = fields.text.errors?.[0] ?? fields.body.errors?.[0] ?? form.errors?.[0] ?? (reply && !reply.ok ? reply.message : undefined);
  const errorId = `${formId}-error`;
  const hintId = `${formId}-hint`;

  useEffect(() => {
    if (sent && fetcher.state === "idle" && fetcher.data) {
      setSent(false);
      if (fetcher.data.ok) onPosted();
    }
  }, [sent, fetcher.state, fetcher.data, onPosted]);

  const post = (doc: unknown) => {
    setSent(true);
    fetcher.submit({ ...values, intent, [FORM_ID]: formId, itemType: thread.item.type, bodyJson: JSON.stringify(doc), [VIA_FETCHER]: "1", [CSRF_FIELD]: csrf }, { method: "post" });
  };
  const errorLine = (
    <p id={errorId} className="min-h-4 text-xs text-red-700" role={error ? "alert" : undefined}>
      {error}
    </p>
  );

  if (hydrated) {
    return (
      <div className="flex flex-col gap-1" data-testid={formId}>
        <Suspense fallback={<p className="text-sm text-slate-500">Loading editor…</p>}>
          <MentionEditor
            label={label}
            submit={submit}
            initial={initialDoc ?? null}
            pending={pending}
            people={thread.people}
            onNeedPeople={thread.loadPeople}
            onSubmit={post}
            describedBy={error ? errorId : undefined}
            invalid={Boolean(error)}
            extra={cancel}
          />
        </Suspense>
        {errorLine}
      </div>
    );
  }
  return (
    <fetcher.Form method="post" className="flex flex-col gap-1" preventScrollReset noValidate>
      <PostFields intent={intent} formId={formId} values={values} />
      <label htmlFor={`${formId}-text`} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={`${formId}-text`}
        name="text"
        rows={3}
        defaultValue={initialText}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className="rounded border border-slate-300 p-2 text-sm aria-[invalid]:border-red-500"
      />
      <p id={hintId} className="text-xs text-slate-500">
        To mention someone, type @ and their full name, like @Ada Lovelace.
      </p>
      {errorLine}
      <div className="flex items-center gap-2">
        <button type="submit" disabled={pending} aria-busy={pending || undefined} className={PRIMARY_BUTTON}>
          {pending ? "Posting…" : submit}
        </button>
        {cancel}
      </div>
    </fetcher.Form>
  );
}

export { SMALL_BUTTON };
