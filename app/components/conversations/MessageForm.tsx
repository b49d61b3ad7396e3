import { useForm } from "@conform-to/react";
import { useRevalidator } from "@remix-run/react";
import { forwardRef, useEffect, useId, useRef, useState } from "react";
import { attachToMessage, deleteFile, UploadError } from "~/components/attachments/api";
import { FILE_INPUT_ACCEPT } from "~/components/attachments/AttachmentsSection";
import { UploadProgress } from "~/components/attachments/UploadProgress";
import { fileDropProps, useUploads, type Uploads } from "~/components/attachments/useUploads";
import { useDraftFiles } from "~/components/attachments/AttachmentsContext";
import { dropDraft, useDraftKey, useHasDraft } from "~/components/drafts/useDraft";
import type { EditorHandle } from "./MentionEditor";
import { useModuleWhenNeeded } from "~/components/useModuleWhenNeeded";
import { useHydrated } from "~/components/useHydrated";
import { VIA_FETCHER } from "~/intents/fetcher";
import { CSRF_FIELD } from "~/lib/csrf";
import { FORM_ID, type ConversationIntent } from "~/lib/conversationForms";
import { useRootData } from "~/lib/rootData";
import { useThread } from "./ThreadContext";
import { SMALL_BUTTON } from "~/components/ConfirmDeleteBox";
import { PostFields, PRIMARY_BUTTON, usePost } from "./usePost";

const loadMentionEditor = () => import("./MentionEditor");

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
 * names a member. With JavaScript a new message or a reply starts as a text area too: the editor
 * is fetched when the person reaches for the composer (or at once for an edit or a kept draft) and
 * takes over what was typed, the caret and the focus (decision 0095). Errors (conform's reply of the post) show beside it. A new message's or a
 * reply's text and files are kept as its draft until it is posted (issue 43 §1); an edit's are
 * not, so leaving with one unsaved asks first.
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
  // Files of a new message (issue 17 §3): uploaded as the draft's, put on the message once it is posted.
  const withFiles = intent !== "editMessage";
  const draftKey = useMessageDraftKey(formId, withFiles);
  const uploads = useUploads(thread.item, { refresh: false, draftFor: formId, kept: useDraftFiles(formId) });
  const revalidator = useRevalidator();
  const [attachError, setAttachError] = useState<string | null>(null);
  const ready = uploads.uploads.flatMap((upload) => (upload.status === "done" && upload.attachment ? [upload.attachment.attachmentId] : []));

  useEffect(() => {
    if (!(sent && fetcher.state === "idle" && fetcher.data)) return;
    setSent(false);
    const answer = fetcher.data;
    if (!answer.ok) return;
    dropDraft(draftKey);
    if (!withFiles || ready.length === 0 || !answer.messageId) return onPosted();
    attachToMessage(thread.item.type, answer.messageId, ready, csrf)
      .then(() => {
        revalidator.revalidate();
        onPosted();
      })
      .catch((failure: unknown) => {
        uploads.clear();
        revalidator.revalidate();
        setAttachError(`The message was posted, but its files could not be attached: ${failure instanceof UploadError ? failure.message : "please try again"}. They are in the Attachments section.`);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [sent, fetcher.state, fetcher.data]);

  /** Posts the editor's document, or the text area's text (the editor not there yet: "@First Last" names a member, as without JavaScript). */
  const post = (content: { doc: unknown } | { text: string }) => {
    setSent(true);
    const body: Record<string, string> = "doc" in content ? { bodyJson: JSON.stringify(content.doc) } : { text: content.text };
    fetcher.submit({ ...values, intent, [FORM_ID]: formId, itemType: thread.item.type, ...body, [VIA_FETCHER]: "1", [CSRF_FIELD]: csrf }, { method: "post" });
  };
  // The editor: at once for an edit or a kept draft (once the page is idle), else when the person reaches for the composer.
  const hasDraft = useHasDraft(draftKey);
  const { module: editor, intent: reach } = useModuleWhenNeeded(loadMentionEditor, hydrated, { whenIdle: intent === "editMessage" || hasDraft });
  const [editorShown, setEditorShown] = useState(false);
  const plain = useRef<HTMLTextAreaElement>(null);
  const editorHandle = useRef<EditorHandle | null>(null);
  const busy = pending || uploads.busy;
  /** The composer's one Post: the editor's document once it has taken over, else the text area's text. */
  const send = () => {
    if (busy) return;
    if (editorShown && editorHandle.current) editorHandle.current.submit();
    else if (plain.current) post({ text: plain.current.value });
  };
  const errorLine = (
    <p id={errorId} className="min-h-4 text-xs text-red-700" role={error ? "alert" : undefined}>
      {error}
    </p>
  );

  if (hydrated) {
    // One set of buttons under whichever text surface is shown, so the swap from text area to editor never takes a button away mid-click.
    return (
      <form
        className="flex flex-col gap-1"
        data-testid={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        {...(withFiles ? fileDropProps(uploads.start) : {})}
        {...reach}
      >
        {editor ? (
          <div hidden={!editorShown}>
            <editor.default
              key={draftKey ?? formId}
              draftKey={draftKey}
              label={label}
              initial={initialDoc ?? null}
              pending={busy}
              people={thread.people}
              onNeedPeople={thread.loadPeople}
              onSubmit={(doc) => post({ doc })}
              describedBy={error ? errorId : undefined}
              invalid={Boolean(error)}
              handle={editorHandle}
              takeOver={{ from: () => plain.current, done: () => setEditorShown(true) }}
            />
          </div>
        ) : null}
        {editorShown ? null : <PlainComposer ref={plain} formId={formId} label={label} initialText={initialText} describedBy={error ? errorId : undefined} onSend={send} />}
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <button type="submit" disabled={busy} aria-busy={pending || undefined} className={PRIMARY_BUTTON}>
            {pending ? "Posting…" : submit}
          </button>
          {withFiles ? <ComposerFilePicker formId={formId} uploads={uploads} /> : null}
          {cancel}
          <span className="text-xs text-slate-500">Type @ to mention someone.</span>
        </div>
        {withFiles ? (
          <UploadProgress
            uploads={uploads}
            onRemove={(key) => {
              const removed = uploads.uploads.find((upload) => upload.key === key)?.attachment;
              uploads.dismiss(key);
              // A file taken off before posting is not kept on the item.
              if (removed) void deleteFile(thread.item.type, removed.attachmentId, csrf).catch(() => undefined);
            }}
          />
        ) : null}
        {attachError ? (
          <p role="alert" className="text-xs text-red-700">
            {attachError}
          </p>
        ) : null}
        {errorLine}
      </form>
    );
  }
  return (
    <fetcher.Form method="post" className="flex flex-col gap-1" data-testid={formId} preventScrollReset noValidate>
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
        To mention someone, type @ and their full name, like @Ada Lovelace.{withFiles ? " To share files, add them in the Attachments section." : ""}
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

type PlainComposerProps = {
  formId: string;
  label: string;
  initialText?: string;
  describedBy?: string;
  onSend: () => void;
};

/** The composer's text surface until its editor arrives (JavaScript): a text area; Ctrl+Enter posts, as in the editor. */
const PlainComposer = forwardRef<HTMLTextAreaElement, PlainComposerProps>(function PlainComposer({ formId, label, initialText, describedBy, onSend }, ref) {
  return (
    <textarea
      ref={ref}
      id={`${formId}-text`}
      name="text"
      rows={3}
      aria-label={label}
      defaultValue={initialText}
      aria-invalid={describedBy ? true : undefined}
      aria-describedby={describedBy}
      onKeyDown={(event) => {
        if ((event.metaKey || event.ctrlKey) && event.key === "Enter") {
          event.preventDefault();
          onSend();
        }
      }}
      className="min-h-16 rounded border border-slate-300 bg-white p-2 text-sm focus:outline-brand-500 aria-[invalid]:border-red-500"
    />
  );
});

/** Where a composer's text is kept as a draft (a new message, a reply), by the item and the form; null for an edit. */
export function useMessageDraftKey(formId: string, drafted = true) {
  const key = useDraftKey(useThread().item.id, formId);
  return drafted ? key : null;
}

/** A new message's "Attach files" (JavaScript): several files at once; dropping files or pasting an image on the composer does the same. */
function ComposerFilePicker({ formId, uploads }: { formId: string; uploads: Uploads }) {
  const id = useId();
  return (
    <>
      <label htmlFor={`${formId}-${id}-files`} className={`cursor-pointer focus-within:ring-2 focus-within:ring-brand-500 ${SMALL_BUTTON}`}>
        Attach files
      </label>
      <input
        id={`${formId}-${id}-files`}
        type="file"
        multiple
        accept={FILE_INPUT_ACCEPT}
        className="sr-only"
        onChange={(event) => {
          if (event.currentTarget.files) uploads.start(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
    </>
  );
}

export { SMALL_BUTTON };
