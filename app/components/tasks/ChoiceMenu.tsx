import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "~/components/useHydrated";
import { menuIndexAfterKey, typeAheadIndex } from "~/lib/menuKeys";
import { ROW_SAVE, rowChoice, type RowChoiceField } from "~/lib/taskForms";

export type MenuChoice = {
  /** What the entry stands for (a status's id, a priority, a person's id). */
  key: string;
  /** Its name, read by type-ahead. */
  text: string;
  /** What it shows before its name (a status's colour). */
  mark?: ReactNode;
  checked: boolean;
  /** The field's values after a click on it. */
  values: string[];
};

/** How long typed letters make one word for type-ahead. */
const TYPE_AHEAD_MS = 600;

type MenuProps = {
  label: string;
  form: string;
  field: RowChoiceField;
  choices: MenuChoice[];
  /** Several may be chosen (assignees): its entries are checkboxes. */
  multiple?: boolean;
  /** Posts a choice's button through the cell (JavaScript) and closes the menu. */
  choose: (button: HTMLButtonElement) => void;
  onBlur: (event: FocusEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/**
 * A row cell's menu (issue 43 §3): one click on the cell opens it, one on an entry sets the field. Each
 * entry is a Save button of the row's form (decision 0067) whose value says the field and what it becomes
 * (`rowChoice`), so without JavaScript a click posts it; with JavaScript the cell posts it through its
 * fetcher. Keys: the arrows, Home and End move, Enter or Space choose, Escape closes, letters find an entry.
 */
export function ChoiceMenu({ label, form, field, choices, multiple = false, choose, onBlur, onKeyDown }: MenuProps) {
  const hydrated = useHydrated();
  const menu = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: "", at: 0 });
  const entries = () => Array.from(menu.current?.querySelectorAll<HTMLButtonElement>("[role^=menuitem]") ?? []);

  // Opened, the focus goes to the entry that holds (the first, when none does).
  useEffect(() => {
    if (!hydrated) return;
    const all = entries();
    (all.find((entry) => entry.getAttribute("aria-checked") === "true") ?? all[0])?.focus();
  }, [hydrated]);

  const onMenuKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const all = entries();
    const index = all.indexOf(event.currentTarget);
    let next = menuIndexAfterKey(event.key, index, all.length);
    const now = Date.now();
    const typing = now - typed.current.at < TYPE_AHEAD_MS;
    // A letter finds an entry; a space does too while a word is being typed ("in r"), else it presses the entry.
    if (next === null && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && (event.key !== " " || typing)) {
      typed.current = { text: typing ? typed.current.text + event.key : event.key, at: now };
      next = typeAheadIndex(choices.map((choice) => choice.text), index, typed.current.text) ?? index;
    }
    if (next !== null) {
      // The menu's own keys, not the page's shortcuts (components/keyboard: they leave a prevented key alone).
      event.preventDefault();
      all[next]?.focus();
      return;
    }
    // Escape closes the menu, back on its cell (the menu pattern's way): not the page's Escape back to the row,
    // which leaves a key whose default is prevented alone (components/keyboard).
    if (event.key === "Escape") event.preventDefault();
    onKeyDown(event);
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    choose(event.currentTarget);
  };

  return (
    <div ref={menu} role="menu" aria-label={label} data-field={field} className="flex min-w-44 flex-col py-0.5">
      {choices.map((choice) => (
        <button
          key={choice.key}
          type="submit"
          form={form}
          name={ROW_SAVE}
          value={rowChoice(field, choice.values)}
          role={multiple ? "menuitemcheckbox" : "menuitemradio"}
          aria-checked={choice.checked}
          data-value={choice.key}
          tabIndex={hydrated ? -1 : undefined}
          onClick={onClick}
          onKeyDown={onMenuKey}
          onBlur={onBlur}
          className="menu-choice"
        >
          <span aria-hidden="true" className="w-4 text-brand-700">
            {choice.checked ? "✓" : ""}
          </span>
          {choice.mark}
          <span data-choice-text className="truncate">
            {choice.text}
          </span>
        </button>
      ))}
    </div>
  );
}
