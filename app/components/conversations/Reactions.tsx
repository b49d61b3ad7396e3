import { REACTIONS } from "~/lib/conversations";
import { useThread } from "./ThreadContext";
import type { Message } from "./types";
import { PostFields, usePost } from "./usePost";

/** The fixed set of reactions of a message: toggle buttons with their counts, and who reacted in their title. */
export function Reactions({ message }: { message: Message }) {
  const { canWrite } = useThread();
  const formId = `react-${message.messageId}`;
  const { fetcher, pending } = usePost(formId);
  const byEmoji = new Map(message.reactions.map((reaction) => [reaction.emoji, reaction]));
  const sending = fetcher.formData?.get("emoji");
  return (
    <fetcher.Form method="post" preventScrollReset className="flex flex-wrap gap-1" aria-label="Reactions" role="group">
      <PostFields intent="reactToMessage" formId={formId} values={{ messageId: message.messageId }} />
      {REACTIONS.map((emoji) => {
        const reaction = byEmoji.get(emoji);
        const count = reaction?.count ?? 0;
        if (!canWrite && count === 0) return null;
        // Optimistic with JavaScript: the pressed state flips while the post is on its way.
        const mine = sending === emoji ? !reaction?.mine : Boolean(reaction?.mine);
        const shownCount = sending === emoji ? count + (mine ? 1 : -1) : count;
        const who = reaction?.people.length ? `Reacted ${emoji}: ${reaction.people.join(", ")}` : `React ${emoji}`;
        return (
          <button
            key={emoji}
            type="submit"
            name="emoji"
            value={emoji}
            disabled={!canWrite || pending}
            aria-pressed={mine}
            title={who}
            aria-label={`${emoji} ${shownCount} ${shownCount === 1 ? "reaction" : "reactions"}${reaction?.people.length ? ` from ${reaction.people.join(", ")}` : ""}`}
            className="rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50 disabled:cursor-default aria-pressed:border-brand-400 aria-pressed:bg-brand-50"
          >
            <span aria-hidden="true">{emoji}</span>
            {shownCount > 0 ? <span aria-hidden="true"> {shownCount}</span> : null}
          </button>
        );
      })}
    </fetcher.Form>
  );
}
