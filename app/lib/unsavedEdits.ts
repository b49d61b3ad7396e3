/**
 * The editors holding text that is neither saved nor kept as a draft (issue 43 §1, decision record
 * 75), by what they edit ("Edit your message", "Budget of Write the brief"): an edit of a message, a
 * custom field typed in, or an editor whose draft the browser refused to keep. An editor that saves
 * when it is left (a custom field) gives `save`. The shell's guard, before a navigation inside the
 * app, saves those and asks about the others; leaving the page, the browser asks.
 */
export type UnsavedEdit = { what: string; save?: () => void };

const unsaved = new Map<symbol, UnsavedEdit>();

/** Lists `editor` as holding unsaved text, or (null) takes it off the list. */
export function markUnsaved(editor: symbol, edit: UnsavedEdit | null) {
  if (edit === null) unsaved.delete(editor);
  else unsaved.set(editor, edit);
}

export const unsavedEdits = (): UnsavedEdit[] => [...unsaved.values()];
