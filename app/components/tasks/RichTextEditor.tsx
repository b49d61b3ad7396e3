import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { RichTextDoc } from "~/schemas/richText";
import { DraftNotice } from "../drafts/DraftNotice";
import { useEditorDraft } from "../drafts/useDraft";

/**
 * The description editor (Tiptap, about 127 KiB): loaded lazily, only in the
 * side panel and only with JavaScript. It edits the same JSON the server
 * checks and renders. What is typed is kept as a draft under `draftKey` until it is saved (issue 43 §1).
 */
export default function RichTextEditor({ initial, label, onSave, pending, draftKey }: { initial: RichTextDoc | null; label: string; onSave: (doc: unknown) => void; pending: boolean; draftKey: string | null }) {
  const draft = useEditorDraft(draftKey, initial, label);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ["http", "https", "mailto"] } })],
    content: draft.content ?? "",
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => draft.keep(current),
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true", class: "prose prose-sm min-h-24 max-w-none rounded border border-slate-300 p-2 focus:outline-brand-500" } },
  });
  // A press keeps the focus in the text (as Google Docs' or Notion's toolbars do): Tiptap would otherwise
  // refocus it only on the next frame, and what is typed before then (right after pressing Bold) is lost.
  const button = (name: string, run: () => void, active: boolean) => (
    <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={run} aria-pressed={active} className="rounded px-2 py-0.5 text-xs hover:bg-slate-100 aria-pressed:bg-slate-200">
      {name}
    </button>
  );
  return (
    <div className="flex flex-col gap-2">
      {draft.restored && editor ? <DraftNotice onDiscard={() => draft.discard(editor)} /> : null}
      {editor ? (
        <div role="toolbar" aria-label="Formatting" className="flex gap-1">
          {button("Bold", () => editor.chain().focus().toggleBold().run(), editor.isActive("bold"))}
          {button("Italic", () => editor.chain().focus().toggleItalic().run(), editor.isActive("italic"))}
          {button("List", () => editor.chain().focus().toggleBulletList().run(), editor.isActive("bulletList"))}
          {button("Heading", () => editor.chain().focus().toggleHeading({ level: 3 }).run(), editor.isActive("heading"))}
        </div>
      ) : null}
      <EditorContent editor={editor} />
      <button type="button" disabled={!editor || pending} onClick={() => editor && onSave(editor.getJSON())} className="self-start rounded bg-brand-600 px-3 py-1 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60">
        {pending ? "Saving…" : "Save description"}
      </button>
    </div>
  );
}
