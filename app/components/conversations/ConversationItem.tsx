import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/useHydrated";
import { withParams } from "~/lib/searchParams";
import { THREAD_PARAMS } from "~/lib/conversationForms";
import { dropDraft, useHasDraft } from "~/components/drafts/useDraft";
import { MessageForm, useMessageDraftKey } from "./MessageForm";
import { MessageView } from "./MessageView";
import { useThread } from "./ThreadContext";
import type { Conversation, Message, MoreAnswer } from "./types";
import { SMALL_BUTTON } from "~/components/ConfirmDeleteBox";

/** A conversation: its first message, its replies (the first ones; "Show N more replies" brings the rest), and the reply form. */
export function ConversationItem({ conversation }: { conversation: Conversation }) {
  const { canWrite } = useThread();
  const more = useMoreReplies(conversation);
  const replies = [...conversation.replies, ...more.replies];
  const hidden = Math.max(0, conversation.replyCount - replies.length);
  return (
    <li className="flex flex-col gap-1 py-3">
      <MessageView message={conversation} kind="conversation" />
      {replies.length > 0 ? (
        <ul aria-label={`Replies (${conversation.replyCount})`} className="ml-6 flex flex-col gap-1 border-l-2 border-slate-100 pl-3">
          {replies.map((reply) => (
            <li key={reply.messageId}>
              <MessageView message={reply} kind="reply" />
            </li>
          ))}
        </ul>
      ) : null}
      {more.nextCursor && hidden > 0 ? (
        <p className="ml-6 pl-3 text-sm">
          <Link to={more.href} preventScrollReset onClick={more.load} aria-busy={more.loading || undefined} className="text-brand-700 hover:underline">
            {more.loading ? "Loading replies…" : `Show ${hidden} more ${hidden === 1 ? "reply" : "replies"}`}
          </Link>
        </p>
      ) : null}
      {canWrite ? <ReplyBox conversation={conversation} /> : null}
    </li>
  );
}

/** The reply form: always open without JavaScript; with it, a Reply button opens the editor. */
function ReplyBox({ conversation }: { conversation: Conversation }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const formId = `reply-${conversation.messageId}`;
  // A reply left unposted opens again with its draft (issue 43 §1); Cancel throws the draft away.
  const draftKey = useMessageDraftKey(formId);
  const drafted = useHasDraft(draftKey);
  useEffect(() => {
    if (drafted) setOpen(true);
  }, [drafted]);
  const form = (
    <MessageForm
      intent="replyToConversation"
      formId={formId}
      values={{ conversationId: conversation.messageId }}
      label="Your reply"
      submit="Reply"
      onDone={hydrated ? () => setOpen(false) : undefined}
      cancel={
        hydrated ? (
          <button
            type="button"
            onClick={() => {
              dropDraft(draftKey);
              setOpen(false);
            }}
            className={SMALL_BUTTON}
          >
            Cancel
          </button>
        ) : null
      }
    />
  );
  if (!hydrated || open) return <div className="ml-6 pl-3">{form}</div>;
  return (
    <button type="button" onClick={() => setOpen(true)} className={`ml-6 self-start ${SMALL_BUTTON}`}>
      Reply<span className="sr-only"> to this conversation</span>
    </button>
  );
}

/**
 * Replies past the first ones: with JavaScript fetched (and fetched again when
 * the page's data is, so they stay current after a post); without it the link
 * brings them through the List view's loader.
 */
function useMoreReplies(conversation: Conversation) {
  const { search } = useLocation();
  const { moreUrl } = useThread();
  const fetcher = useFetcher<MoreAnswer>();
  const [from, setFrom] = useState<string | null>(null);
  const [kept, setKept] = useState<Message[]>([]);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  useEffect(() => {
    if (from) load.current(moreUrl({ conversationId: conversation.messageId, cursor: from }));
  }, [from, conversation, moreUrl]);
  const loaded = from && fetcher.data?.kind === "replies" ? fetcher.data : null;
  const replies: Message[] = [...kept, ...(loaded?.replies ?? [])];
  const nextCursor = from ? (loaded ? loaded.nextCursor : from) : conversation.moreReplies;
  return {
    replies,
    nextCursor,
    loading: fetcher.state !== "idle",
    href: withParams(search, { [THREAD_PARAMS.moreReplies]: conversation.messageId, [THREAD_PARAMS.repliesCursor]: conversation.moreReplies }),
    load: (event: { preventDefault(): void }) => {
      event.preventDefault();
      // The next page after those shown (the pages before it are kept as they were loaded).
      if (!from && conversation.moreReplies) setFrom(conversation.moreReplies);
      else if (loaded?.nextCursor) {
        setKept((before) => [...before, ...loaded.replies]);
        setFrom(loaded.nextCursor);
      }
    },
  };
}
