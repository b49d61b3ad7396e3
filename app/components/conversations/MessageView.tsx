import { Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { ConfirmDeleteBox, SMALL_BUTTON } from "~/components/ConfirmDeleteBox";
import { useHydrated } from "~/components/useHydrated";
import { useItemFiles, useMessageFiles } from "~/components/attachments/AttachmentsContext";
import { FileList } from "~/components/attachments/FileList";
import { withParams } from "~/lib/searchParams";
import { messageAnchor, THREAD_PARAMS } from "~/lib/conversationForms";
import { formatMoment } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { personLabel } from "~/lib/people";
import { MessageForm } from "./MessageForm";
import { Reactions } from "./Reactions";
import { useThread } from "./ThreadContext";
import type { Message } from "./types";
import { PostFields, usePost } from "./usePost";


/** The editor's document of a message, its mentions labelled with their current names. */
function editableDoc(message: Message) {
  const names = new Map(message.mentions.map((person) => [person.userId, `${person.firstName} ${person.lastName}`]));
  const label = (node: unknown): unknown => {
    if (!node || typeof node !== "object") return node;
    const value = node as { type?: string; attrs?: { id?: string }; content?: unknown[] };
    if (value.type === "mention") return { ...value, attrs: { ...value.attrs, label: names.get(value.attrs?.id ?? "") ?? "someone" } };
    return value.content ? { ...value, content: value.content.map(label) } : value;
  };
  return label(message.body);
}

type Mode = "read" | "edit" | "delete";

const modeInAddress = (params: URLSearchParams, messageId: string): Mode =>
  params.get(THREAD_PARAMS.edit) === messageId ? "edit" : params.get(THREAD_PARAMS.confirmDelete) === messageId ? "delete" : "read";

/**
 * One message — a conversation's first or a reply: its author, time, "edited",
 * body and reactions; its author edits it and its author or an admin deletes it
 * after confirming. Edit and the confirmation are links (`editMessage`,
 * `deleteMessage`) without JavaScript, in place with it.
 */
export function MessageView({ message, kind }: { message: Message; kind: "conversation" | "reply" }) {
  const preferences = useDatePreferences();
  const when = (time: number) => formatMoment(time, preferences);
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const hydrated = useHydrated();
  const thread = useThread();
  // The address says which message is edited or asked about until the reader picks in place: an Edit
  // link followed while the page was still hydrating opens the editor too, instead of nothing.
  const [picked, setMode] = useState<Mode | null>(null);
  const mode = picked ?? modeInAddress(params, message.messageId);
  const editing = mode === "edit";
  const confirming = mode === "delete";
  const highlighted = thread.highlighted === message.messageId;
  const author = message.author ? personLabel(message.author) : null;
  const back = withParams(search, { [THREAD_PARAMS.edit]: null, [THREAD_PARAMS.confirmDelete]: null });
  const toggle = (next: Mode) => (event: React.MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setMode(next);
  };

  return (
    <article
      id={messageAnchor(message.messageId)}
      data-live-hold={editing || confirming || undefined}
      tabIndex={-1}
      aria-current={highlighted ? "true" : undefined}
      aria-label={message.deleted ? "Message deleted" : `${kind === "reply" ? "Reply" : "Message"} from ${author}`}
      data-highlighted={highlighted || undefined}
      className="flex flex-col gap-1 rounded p-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[highlighted]:bg-amber-50 data-[highlighted]:ring-2 data-[highlighted]:ring-amber-300"
    >
      {message.deleted ? (
        <p className="text-sm italic text-slate-500">Message deleted</p>
      ) : (
        <>
          <header className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
            <span className="text-sm font-semibold text-ink">{author}</span>
            <time dateTime={new Date(message.createdAt).toISOString()}>{when(message.createdAt)}</time>
            {message.editedAt ? <span title={`Edited ${when(message.editedAt)}`}>(edited {when(message.editedAt)})</span> : null}
          </header>
          {editing ? (
            <MessageForm
              intent="editMessage"
              formId={`edit-${message.messageId}`}
              values={{ messageId: message.messageId, kind }}
              label={`Edit your ${kind === "reply" ? "reply" : "message"}`}
              submit="Save"
              initialText={message.text}
              initialDoc={editableDoc(message)}
              onDone={() => setMode("read")}
              cancel={
                <Link to={back} preventScrollReset onClick={toggle("read")} className={SMALL_BUTTON}>
                  Cancel
                </Link>
              }
            />
          ) : (
            <div className="prose prose-sm max-w-none break-words" dangerouslySetInnerHTML={{ __html: message.bodyHtml }} />
          )}
          <MessageFiles messageId={message.messageId} />
          <Reactions message={message} />
          {confirming ? <ConfirmDelete message={message} kind={kind} back={back} onCancel={() => setMode("read")} /> : null}
          {!editing && !confirming && thread.canWrite && (message.canEdit || message.canDelete) ? (
            <div className="flex gap-2">
              {message.canEdit ? (
                <Link to={withParams(search, { [THREAD_PARAMS.edit]: message.messageId, [THREAD_PARAMS.confirmDelete]: null })} preventScrollReset onClick={toggle("edit")} className={SMALL_BUTTON}>
                  Edit<span className="sr-only"> message</span>
                </Link>
              ) : null}
              {message.canDelete ? (
                <Link to={withParams(search, { [THREAD_PARAMS.confirmDelete]: message.messageId, [THREAD_PARAMS.edit]: null })} preventScrollReset onClick={toggle("delete")} className={SMALL_BUTTON}>
                  Delete<span className="sr-only"> message</span>
                </Link>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </article>
  );
}

/** The files on a message (the panel's one list of the item's files, by message; issue 17 §3). */
function MessageFiles({ messageId }: { messageId: string }) {
  const files = useMessageFiles(messageId);
  const canWrite = useItemFiles()?.canWrite ?? false;
  return <FileList files={files} label="Files of this message" canWrite={canWrite} compact />;
}

function ConfirmDelete({ message, kind, back, onCancel }: { message: Message; kind: "conversation" | "reply"; back: string; onCancel: () => void }) {
  const formId = `delete-${message.messageId}`;
  const { fetcher, reply } = usePost(formId);
  const warning = kind === "conversation" && message.replyCount > 0 ? " Its replies stay; it shows as “Message deleted”." : "";
  return (
    <ConfirmDeleteBox
      id={formId}
      question={`Delete this ${kind === "reply" ? "reply" : "message"}?${warning}`}
      error={reply && !reply.ok ? reply.message : null}
      fetcher={fetcher}
      fields={<PostFields intent="deleteMessage" formId={formId} values={{ messageId: message.messageId, kind }} />}
      cancelTo={back}
      onCancel={onCancel}
    />
  );
}
