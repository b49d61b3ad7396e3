import { useCallback, useEffect, useRef } from "react";
import { markUnsaved } from "~/lib/unsavedEdits";

/**
 * An editor's place on the navigation guard's list (shell/UnsentChangesGuard): the setter lists it
 * at once (before any re-render) while it holds unsaved text about `what`, with `save` when it can
 * save itself; its removal from the page takes it off.
 */
export function useUnsavedEdit(what: string, save?: () => void) {
  const editor = useRef(Symbol("editor")).current;
  const saving = useRef(save);
  saving.current = save;
  useEffect(() => () => markUnsaved(editor, null), [editor]);
  return useCallback(
    (holdsText: boolean) => markUnsaved(editor, holdsText ? { what, ...(saving.current ? { save: () => saving.current?.() } : {}) } : null),
    [editor, what],
  );
}
