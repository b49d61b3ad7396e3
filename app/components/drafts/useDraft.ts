import { useEffect, useState } from "react";
import { browserDrafts, clearDraft, draftKey, readDraft, writeDraft } from "~/lib/drafts";
import { useShellData } from "~/lib/shell";
import { useUnsavedEdit } from "./useUnsavedEdit";

/** Where the signed-in member's draft of `field` on an item is kept in this browser; null outside the shell. */
export function useDraftKey(itemId: string, field: string): string | null {
  const shell = useShellData();
  return shell ? draftKey({ tenantId: shell.organization.tenantId, userId: shell.userDetails.userId, itemId, field }) : null;
}

/** Whether a draft is kept under `key`: known once the page runs in the browser (false on the server and before). */
export function useHasDraft(key: string | null) {
  const [kept, setKept] = useState(false);
  useEffect(() => setKept(key !== null && readDraft(browserDrafts(), key) !== null), [key]);
  return kept;
}

/** Drops the draft kept under `key` (saved, posted or cancelled). */
export const dropDraft = (key: string | null) => {
  if (key) clearDraft(browserDrafts(), key);
};

/** What an editor's draft needs of the editor (Tiptap's Editor has these). */
type DraftedEditor = { getJSON(): unknown; isEmpty: boolean; commands: { setContent(content: never): unknown } };

const isBlank = (doc: unknown) => doc === null || doc === undefined || doc === "";

/**
 * An editor's draft (browser only: used inside the lazily loaded editors): the content to start
 * from (the kept draft, else `initial`), whether it was restored, `keep` for each change (an
 * unchanged text drops the draft), and `discard` (back to `initial`). Without a key (an edit of a
 * message), or where the browser refuses to keep it, changed text lists the editor with the
 * navigation guard instead, named by `what`.
 */
export function useEditorDraft(key: string | null, initial: unknown, what: string) {
  const [stored] = useState(() => (key ? readDraft(browserDrafts(), key) : null));
  const [restored, setRestored] = useState(stored !== null);
  const setUnkept = useUnsavedEdit(what);
  return {
    content: stored ?? initial ?? null,
    restored,
    keep(editor: DraftedEditor) {
      const doc = editor.getJSON();
      const unchanged = editor.isEmpty ? isBlank(initial) : JSON.stringify(doc) === JSON.stringify(initial);
      if (unchanged) dropDraft(key);
      setUnkept(!unchanged && !(key !== null && writeDraft(browserDrafts(), key, doc)));
    },
    discard(editor: DraftedEditor) {
      dropDraft(key);
      editor.commands.setContent((initial ?? "") as never);
      setRestored(false);
      setUnkept(false);
    },
  };
}
