import { Link } from "@remix-run/react";
import { DELEGATED_LINK } from "~/components/delegatedLinks";
import { messageCountText } from "~/lib/messageCount";

type Counts = { conversationCount: number; replyCount: number };

/**
 * A task's conversations at a glance (List rows, Kanban cards): the number of messages, the words
 * for screen readers and the tooltip, and a link to the task's Conversations tab. Nothing when
 * there are none. `delegated`: a plain anchor (`to` a full path) that the list around it navigates (delegatedLinks).
 */
export function MessageCount({ counts, to, delegated = false }: { counts: Counts; to: string; delegated?: boolean }) {
  if (counts.conversationCount === 0) return null;
  const words = messageCountText(counts);
  const look = { title: words, className: "inline-flex shrink-0 items-center gap-0.5 rounded px-1 text-xs text-slate-600 hover:bg-slate-100 hover:text-slate-900" };
  const content = (
    <>
      <span aria-hidden="true">💬 {counts.conversationCount + counts.replyCount}</span>
      <span className="sr-only">{words}</span>
    </>
  );
  return delegated ? (
    <a href={to} {...DELEGATED_LINK} {...look}>
      {content}
    </a>
  ) : (
    <Link to={to} preventScrollReset {...look}>
      {content}
    </Link>
  );
}
