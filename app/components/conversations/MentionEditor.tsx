import { mergeAttributes, Node } from "@tiptap/core";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState, type MutableRefObject } from "react";
import { flushSync } from "react-dom";
import { docFromText, docPositionOf } from "~/lib/plainTextDoc";
import { DraftNotice } from "../drafts/DraftNotice";
import { useEditorDraft } from "../drafts/useDraft";
import type { Person } from "./types";

/**
 * A message's editor (Tiptap, loaded lazily, JavaScript only) with a small @
 * picker of its own: typing "@" and part of a name offers the members who can
 * see the item (ArrowUp/ArrowDown, Enter or Tab to choose, Escape to close);
 * the choice becomes a mention node stored by the member's id.
 */
const MentionNode = Node.create({
  name: "mention",
  group: "inline",
  inline: true,
  atom: true,
  selectable: false,
  addAttributes() {
    return {
      id: { default: null, parseHTML: (element) => element.getAttribute("data-id"), renderHTML: (attrs) => ({ "data-id": attrs.id }) },
      label: { default: null, parseHTML: (element) => element.getAttribute("data-label"), renderHTML: (attrs) => ({ "data-label": attrs.label }) },
    };
  },
  parseHTML: () => [{ tag: "span[data-mention]" }],
  renderHTML: ({ node, HTMLAttributes }) => ["span", mergeAttributes({ "data-mention": "", class: "font-semibold text-brand-700" }, HTMLAttributes), `@${node.attrs.label ?? "someone"}`],
  renderText: ({ node }) => `@${node.attrs.label ?? "someone"}`,
});

type Picker = { query: string; from: number; to: number; index: number };
const PICKER_SIZE = 6;
const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

function matching(people: Person[] | null, query: string) {
  const wanted = query.trim().toLowerCase();
  return (people ?? []).filter((person) => fullName(person).toLowerCase().startsWith(wanted) || person.lastName.toLowerCase().startsWith(wanted)).slice(0, PICKER_SIZE);
}

/** The "@…" just before the cursor, if the cursor is at the end of one: at most a first and a last name. */
function pickerAt(editor: Editor): Omit<Picker, "index"> | null {
  const { $from, empty } = editor.state.selection;
  if (!empty || $from.parent.type.name === "codeBlock") return null;
  const before = $from.parent.textBetween(Math.max(0, $from.parentOffset - 60), $from.parentOffset, undefined, "\ufffc");
  const match = /(?:^|\s)@([\p{L}\p{N}'-]*(?: [\p{L}\p{N}'-]*)?)$/u.exec(before);
  if (!match) return null;
  return { query: match[1], from: $from.pos - match[1].length - 1, to: $from.pos };
}

type Props = {
  /** Where what is typed is kept until it is posted (issue 43 §1); null: not kept, so the navigation guard asks instead. */
  draftKey: string | null;
  label: string;
  initial: unknown;
  pending: boolean;
  people: Person[] | null;
  onNeedPeople: () => void;
  onSubmit: (doc: unknown) => void;
  describedBy?: string;
  invalid: boolean;
  /** Where the composer's one Post button finds this editor's post (the buttons are the composer's, decision 0095). */
  handle: MutableRefObject<EditorHandle | null>;
  /**
   * The text area the composer showed until the editor arrived (decision 0095): once the editor is
   * made it takes the text typed there, the caret and the focus, in the same task, and `done`
   * takes the text area away.
   */
  takeOver?: { from: () => HTMLTextAreaElement | null; done: () => void };
};

/** Moves what was typed in the text area, its caret and its focus into the editor, then lets the composer drop the text area. */
function takeOverFrom(editor: Editor, plain: HTMLTextAreaElement | null, done: () => void, typed: (editor: Editor) => void) {
  const text = plain?.value ?? "";
  const changed = plain !== null && text !== plain.defaultValue;
  const focused = plain !== null && document.activeElement === plain;
  const caret = plain?.selectionStart ?? text.length;
  if (changed) {
    editor.commands.setContent(docFromText(text));
    typed(editor);
  }
  editor.commands.setTextSelection(changed ? docPositionOf(text, caret) : editor.state.doc.content.size);
  // The editor shown and focused in this same task (Tiptap's focus command waits for the next frame): a key pressed meanwhile would be lost.
  flushSync(done);
  if (focused) editor.view.focus();
}

export type EditorHandle = { submit: () => void };

export default function MentionEditor({ draftKey, label, initial, pending, people, onNeedPeople, onSubmit, describedBy, invalid, handle, takeOver }: Props) {
  const listId = useId();
  const [picker, setPicker] = useState<Picker | null>(null);
  const state = useRef({ picker, options: [] as Person[], submit: () => {}, choose: (_person: Person) => {} });
  const options = picker ? matching(people, picker.query) : [];
  const open = picker !== null && options.length > 0;

  const draft = useEditorDraft(draftKey, initial, label);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ["http", "https", "mailto"] } }), MentionNode],
    content: (draft.content as object | null) ?? "",
    immediatelyRender: false,
    onCreate: ({ editor: created }) => {
      if (!takeOver) return;
      takeOverFrom(created, takeOver.from(), takeOver.done, (current) => draft.keep(current));
    },
    onFocus: () => onNeedPeople(),
    onUpdate: ({ editor: current }) => {
      draft.keep(current);
      setPicker((before) => withIndex(pickerAt(current), before));
    },
    onSelectionUpdate: ({ editor: current }) => setPicker((before) => withIndex(pickerAt(current), before)),
    editorProps: {
      attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true", class: "prose prose-sm min-h-16 max-w-none rounded border border-slate-300 bg-white p-2 focus:outline-brand-500" },
      handleKeyDown: (_view, event) => {
        const { picker: current, options: shown } = state.current;
        if ((event.metaKey || event.ctrlKey) && event.key === "Enter") {
          state.current.submit();
          return true;
        }
        if (!current || shown.length === 0) return false;
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          const step = event.key === "ArrowDown" ? 1 : -1;
          setPicker({ ...current, index: (current.index + step + shown.length) % shown.length });
          return true;
        }
        if (event.key === "Enter" || event.key === "Tab") {
          state.current.choose(shown[current.index] ?? shown[0]);
          return true;
        }
        if (event.key === "Escape") {
          setPicker(null);
          return true;
        }
        return false;
      },
    },
  });

  function choose(person: Person) {
    const current = state.current.picker;
    if (!editor || !current) return;
    editor
      .chain()
      .focus()
      .insertContentAt({ from: current.from, to: current.to }, [
        { type: "mention", attrs: { id: person.userId, label: fullName(person) } },
        { type: "text", text: " " },
      ])
      .run();
    setPicker(null);
  }

  state.current = {
    picker,
    options,
    choose,
    submit: () => {
      if (editor && !pending) onSubmit(editor.getJSON());
    },
  };
  handle.current = { submit: () => state.current.submit() };

  // The editable element is Tiptap's: its autocomplete and error wiring follow the picker and the form (a textbox: aria-expanded is not its).
  useEffect(() => {
    const element = editor?.view.dom;
    if (!element) return;
    const set = (name: string, value: string | undefined) => (value === undefined ? element.removeAttribute(name) : element.setAttribute(name, value));
    set("aria-autocomplete", "list");
    set("aria-controls", open ? listId : undefined);
    set("aria-activedescendant", open && picker ? `${listId}-${picker.index}` : undefined);
    set("aria-describedby", describedBy);
    set("aria-invalid", invalid ? "true" : undefined);
  }, [editor, open, picker, listId, describedBy, invalid]);

  return (
    <div className="relative flex flex-col gap-2">
      {draft.restored && editor ? <DraftNotice onDiscard={() => draft.discard(editor)} /> : null}
      <EditorContent editor={editor} />
      {open ? (
        <ul id={listId} role="listbox" aria-label="Mention someone" className="absolute left-2 top-full z-10 mt-1 w-64 rounded border border-slate-200 bg-white py-1 text-sm shadow-lg">
          {options.map((person, index) => (
            <li
              key={person.userId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === picker?.index}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(person);
              }}
              className="cursor-pointer px-3 py-1 aria-selected:bg-brand-50 aria-selected:text-brand-800"
            >
              {fullName(person)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const withIndex = (next: Omit<Picker, "index"> | null, before: Picker | null): Picker | null =>
  next ? { ...next, index: before && before.from === next.from ? before.index : 0 } : null;
