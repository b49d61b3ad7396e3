import { Link } from "@remix-run/react";
import { messageCountText } from "~/lib/messageCount";

type Counts = { conversationCount: number; replyCount: number };

/**
 * A task's conversations at a glance (List rows, Kanban cards): the number of messages, the words
 * for screen readers and the tooltip, and a link to the task's Conversations tab. Nothing when
 * there are none.
 */
export function MessageCount({ counts, to }: { counts: Counts; to: string }) {
  if (counts.conversationCount === 0) return null;
  const words = messageCountText(counts);
  return (
    <Link to={to} preventScrollReset title={words} className="inline-flex shrink-0 items-center gap-0.5 rounded px-1 text-xs text-slate-600 hover:bg-slate-100 hover:text-slate-900">
      <span aria-hidden="true">💬 {counts.conversationCount + counts.replyCount}</span>
      <span className="sr-only">{words}</span>
    </Link>
  );
}
