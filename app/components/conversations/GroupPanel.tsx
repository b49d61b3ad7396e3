import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AttachmentsSection } from "~/components/attachments/AttachmentsSection";
import { fileDropProps, useUploads } from "~/components/attachments/useUploads";
import { withParams } from "~/lib/searchParams";
import { ALL_THREAD_PARAMS, THREAD_PARAMS } from "~/lib/conversationForms";
import { ConversationsTab } from "./ConversationsTab";
import type { ThreadView } from "./types";

/** A task group's side panel (`taskGroupId`, issue 17): its name, its files and its conversations. */
export function GroupPanel({ name, thread }: { name: string; thread: ThreadView }) {
  const { search } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Files dropped onto the panel, or an image pasted in it, attach to the group (issue 17 §3).
  const uploads = useUploads(thread.item, { refresh: true });
  const [dragging, setDragging] = useState(false);
  const linked = new URLSearchParams(search).has(THREAD_PARAMS.conversation);
  useEffect(() => {
    if (!linked) headingRef.current?.focus();
  }, [thread.item.id, linked]);
  const close = withParams(search, Object.fromEntries(ALL_THREAD_PARAMS.map((param) => [param, null])));
  return (
    <aside
      aria-labelledby="group-panel-title"
      data-dragging={dragging || undefined}
      {...fileDropProps(uploads.start, setDragging)}
      className="fixed inset-y-0 right-0 z-30 flex w-full max-w-md flex-col gap-4 overflow-y-auto border-l border-slate-200 bg-white p-5 shadow-xl data-[dragging]:ring-4 data-[dragging]:ring-inset data-[dragging]:ring-brand-300"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="group-panel-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          Task group: {name}
        </h2>
        <Link to={close} preventScrollReset className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100">
          Close<span className="sr-only"> task group panel</span>
        </Link>
      </div>
      <AttachmentsSection uploads={uploads} besideThread />
      <ConversationsTab thread={thread} itemName={name} />
    </aside>
  );
}
