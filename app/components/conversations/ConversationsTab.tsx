import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/useHydrated";
import { withParams } from "~/lib/searchParams";
import { messageAnchor, THREAD_PARAMS } from "~/lib/conversationForms";
import { ConversationItem } from "./ConversationItem";
import { MessageForm } from "./MessageForm";
import { ThreadProvider, useThread } from "./ThreadContext";
import type { MoreAnswer, ThreadPage, ThreadView } from "./types";
import { SMALL_BUTTON } from "~/components/ConfirmDeleteBox";
import { PostFields, usePost } from "./usePost";

/**
 * The conversations of a task, subtask or task group (issue 17): the order and
 * watch toggles, the composer, the conversations a page at a time, and the
 * message a link names (`conversationId`, `replyId`) scrolled to, highlighted
 * and focused. An archived item's thread is read-only.
 */
export function ConversationsTab({ thread, itemName }: { thread: ThreadView; itemName: string }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const highlighted = params.get(THREAD_PARAMS.reply) ?? params.get(THREAD_PARAMS.conversation);
  const page = thread.page;
  if (!page) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {thread.message ?? "The conversations could not be loaded."}
      </p>
    );
  }
  return (
    <ThreadProvider item={thread.item} canWrite={page.canWrite} highlighted={highlighted}>
      <Thread page={page} cursor={thread.cursor} itemName={itemName} />
    </ThreadProvider>
  );
}

function Thread({ page, cursor, itemName }: { page: ThreadPage; cursor: string | null; itemName: string }) {
  const { search } = useLocation();
  const { canWrite, highlighted } = useThread();
  useHighlight(highlighted);
  return (
    <section aria-labelledby="conversations-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="conversations-title" className="text-sm font-semibold text-slate-700">
          Conversations ({page.conversationCount}){page.replyCount ? <span className="font-normal text-slate-500"> · {page.replyCount} {page.replyCount === 1 ? "reply" : "replies"}</span> : null}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <OrderToggle order={page.order} />
          <WatchToggle watching={page.watching} itemId={page.itemId} />
        </div>
      </div>
      {canWrite ? (
        // Below 768 px the composer keeps to the sheet's bottom, above the on-screen keyboard (issue 42; the viewport resizes the page for it, root).
        <div className="z-10 bg-white max-md:sticky max-md:-bottom-5 max-md:order-last max-md:-mx-5 max-md:border-t max-md:border-slate-200 max-md:px-5 max-md:pb-4 max-md:pt-2">
          <MessageForm intent="startConversation" formId="new-conversation" values={{ itemId: page.itemId }} label={`New conversation on ${itemName}`} submit="Post" />
        </div>
      ) : (
        <p className="rounded bg-slate-50 p-2 text-sm text-slate-600">This item is archived: its conversations are read-only.</p>
      )}
      {cursor ? (
        <p className="text-sm">
          <Link to={withParams(search, { [THREAD_PARAMS.cursor]: null, [THREAD_PARAMS.conversation]: null, [THREAD_PARAMS.reply]: null })} className="text-brand-700 hover:underline">
            Back to the first conversations
          </Link>
        </p>
      ) : null}
      {page.conversations.length === 0 && !cursor ? (
        <p className="text-sm text-slate-500">
          No conversations yet.
          {canWrite ? (
            <>
              {" "}
              Start one <span className="max-md:hidden">above</span>
              <span className="md:hidden">below</span>.
            </>
          ) : null}
        </p>
      ) : null}
      <ol aria-label="Conversations" className="flex flex-col divide-y divide-slate-100">
        {page.conversations.map((conversation) => (
          <ConversationItem key={conversation.messageId} conversation={conversation} />
        ))}
        <MorePages page={page} />
      </ol>
    </section>
  );
}

/**
 * "Load more conversations": with JavaScript each further page is fetched and
 * kept below (fetched again whenever the page's data is, so it stays current
 * after a post); without it the link opens the next page.
 */
function MorePages({ page }: { page: ThreadPage }) {
  const hydrated = useHydrated();
  const [cursors, setCursors] = useState<string[]>([]);
  useEffect(() => setCursors([]), [page.itemId, page.order]);
  if (!hydrated) return page.nextCursor ? <LoadMoreLink cursor={page.nextCursor} /> : null;
  return <MorePage base={page} cursor={page.nextCursor} chain={cursors} onMore={(cursor) => setCursors((before) => [...before, cursor])} />;
}

function MorePage({ base, cursor, chain, onMore }: { base: ThreadPage; cursor: string | null; chain: string[]; onMore: (cursor: string) => void }) {
  const { moreUrl } = useThread();
  const fetcher = useFetcher<MoreAnswer>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const [index, ...rest] = chain;
  const wanted = index !== undefined && cursor !== null;
  useEffect(() => {
    if (wanted && cursor) load.current(moreUrl({ cursor }));
  }, [wanted, cursor, base, moreUrl]);
  if (!cursor) return null;
  if (!wanted) return <LoadMoreLink cursor={cursor} onClick={() => onMore(cursor)} />;
  const loaded = fetcher.data?.kind === "conversations" ? fetcher.data : null;
  if (!loaded) {
    return (
      <li className="py-2 text-sm text-slate-500" aria-busy="true">
        Loading conversations…
      </li>
    );
  }
  return (
    <>
      {loaded.conversations.map((conversation) => (
        <ConversationItem key={conversation.messageId} conversation={conversation} />
      ))}
      <MorePage base={base} cursor={loaded.nextCursor} chain={rest} onMore={onMore} />
    </>
  );
}

function LoadMoreLink({ cursor, onClick }: { cursor: string; onClick?: () => void }) {
  const { search } = useLocation();
  return (
    <li className="py-2 text-sm">
      <Link
        to={withParams(search, { [THREAD_PARAMS.cursor]: cursor, [THREAD_PARAMS.conversation]: null, [THREAD_PARAMS.reply]: null })}
        onClick={(event) => {
          if (!onClick) return;
          event.preventDefault();
          onClick();
        }}
        className="text-brand-700 hover:underline"
      >
        Load more conversations
      </Link>
    </li>
  );
}

function OrderToggle({ order }: { order: ThreadPage["order"] }) {
  const { fetcher, pending } = usePost("conversation-order");
  const shown = (fetcher.formData?.get("order") as string | null) ?? order;
  return (
    <fetcher.Form method="post" preventScrollReset role="group" aria-label="Order of conversations" className="flex overflow-hidden rounded border border-slate-300 text-xs">
      <PostFields intent="orderConversations" formId="conversation-order" />
      {(["newest", "oldest"] as const).map((value) => (
        <button key={value} type="submit" name="order" value={value} aria-pressed={shown === value} disabled={pending} className="px-2 py-0.5 text-slate-700 hover:bg-slate-50 aria-pressed:bg-slate-200 aria-pressed:font-medium max-md:min-h-6">
          {value === "newest" ? "Newest activity first" : "Oldest first"}
        </button>
      ))}
    </fetcher.Form>
  );
}

function WatchToggle({ watching, itemId }: { watching: boolean; itemId: string }) {
  const { fetcher, pending } = usePost("conversation-watch");
  const sent = fetcher.formData?.get("watching");
  const shown = sent ? sent === "true" : watching;
  return (
    <fetcher.Form method="post" preventScrollReset className="flex items-center gap-1 text-xs text-slate-600">
      <PostFields intent="watchItem" formId="conversation-watch" values={{ itemId, watching: shown ? "false" : "true" }} />
      {shown ? <span>You are watching.</span> : null}
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className={SMALL_BUTTON}>
        {shown ? "Stop watching" : "Watch"}
      </button>
    </fetcher.Form>
  );
}

/** The linked message: scrolled into view, focused (its highlight and aria-current come with it). */
function useHighlight(messageId: string | null) {
  useEffect(() => {
    if (!messageId) return;
    const element = document.getElementById(messageAnchor(messageId));
    if (!element) return;
    element.scrollIntoView({ block: "center" });
    element.focus({ preventScroll: true });
  }, [messageId]);
}
