/** Says that an editor opened with the text a person left unsaved, and offers to throw it away (issue 43 §1). */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <p role="status" className="flex flex-wrap items-center gap-2 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
      Draft restored: your unsaved text is back.
      <button type="button" onClick={onDiscard} className="rounded border border-amber-300 bg-white px-2 py-0.5 text-xs text-amber-900 hover:bg-amber-100">
        Discard draft
      </button>
    </p>
  );
}
