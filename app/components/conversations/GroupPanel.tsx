import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AttachmentsSection } from "~/components/attachments/AttachmentsSection";
import { fileDropProps, useUploads } from "~/components/attachments/useUploads";
import { withParams } from "~/lib/searchParams";
import { ALL_THREAD_PARAMS, THREAD_PARAMS } from "~/lib/conversationForms";
import { PANEL_CLOSE, PANEL_TITLE_BAR, SIDE_PANEL } from "~/components/tasks/sidePanel";
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
      className={SIDE_PANEL}
    >
      <div className={PANEL_TITLE_BAR}>
        <h2 id="group-panel-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          Task group: {name}
        </h2>
        <Link to={close} preventScrollReset className={PANEL_CLOSE}>
          Close<span className="sr-only"> task group panel</span>
        </Link>
      </div>
      <AttachmentsSection uploads={uploads} besideThread />
      <ConversationsTab thread={thread} itemName={name} />
    </aside>
  );
}
