import { useRef, type FocusEvent, type ReactNode } from "react";
import { useUnsavedEdit } from "~/components/drafts/useUnsavedEdit";
import { useServerValue } from "~/components/live/useServerValue";
import { CONTROL, SaveButton, type EditorProps } from "./view";

/**
 * A typed value's field: it follows the saved value in place (useServerValue), keeping what the
 * reader types, and saves when left, only when its text changed; a navigation that does not leave
 * it (Back) leaves it first (issue 43 §1).
 */
function useTypedText({ value, label, hydrated, onChange }: EditorProps) {
  const text = value === null ? "" : String(value);
  const typed = useServerValue(text);
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const holdsText = useUnsavedEdit(label, () => field.current?.blur());
  const ref = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    field.current = element;
    typed(element);
  };
  if (!hydrated) return { ref, defaultValue: text };
  return {
    ref,
    defaultValue: text,
    onChange: (event: { currentTarget: { value: string } }) => holdsText(event.currentTarget.value !== text),
    // Enter in a one-line field submits its form: the text is on its way.
    onKeyDown: (event: { key: string; currentTarget: Element }) => {
      if (event.key === "Enter" && event.currentTarget.tagName === "INPUT") holdsText(false);
    },
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      holdsText(false);
      if (event.currentTarget.value !== text) onChange(event);
    },
  };
}

type InputAttributes = { type?: string; step?: string; min?: number; max?: number };

/** A one-line typed value (text, a number, a web address…), with what shows before it. */
export function TypedInput({ before, input, ...props }: EditorProps & { before?: ReactNode; input?: InputAttributes }) {
  const field = useTypedText(props);
  return (
    <>
      {before}
      <input name="value" type="text" {...input} {...field} aria-label={props.label} autoFocus={props.autoFocus} className={CONTROL} />
      <SaveButton label={props.label} hidden={props.hydrated} />
    </>
  );
}

/** A typed value of several lines. */
export function TypedTextArea(props: EditorProps) {
  const field = useTypedText(props);
  return (
    <>
      <textarea name="value" {...field} aria-label={props.label} autoFocus={props.autoFocus} rows={1} className={CONTROL} />
      <SaveButton label={props.label} hidden={props.hydrated} />
    </>
  );
}
