import { useEffect, useRef } from "react";
import type { ItemAction, ShortcutView } from "./shortcuts";

/**
 * How a view's items answer the shortcuts (issue 21 §2): the List, the board
 * and the Gantt each register their items (a selector, in document order) and
 * what each action does to one of them, through the same forms and fetchers
 * the mouse uses. The shell's keyboard layer moves between the items and calls
 * these; the view on screen is the last one registered.
 */
export type Announce = (message: string) => void;
export type ItemHandler = (item: HTMLElement, announce: Announce) => void;
export type ItemAdapter = { view: ShortcutView; selector: string; actions: Partial<Record<Exclude<ItemAction, "next" | "previous">, ItemHandler>> };

const adapters: ItemAdapter[] = [];

export const activeItems = (): ItemAdapter | null => adapters[adapters.length - 1] ?? null;

/** Registers a view's items while it is on screen; the handlers are always the latest render's. */
export function useItemKeys(view: ShortcutView, selector: string, actions: ItemAdapter["actions"]) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const names = Object.keys(latest.current) as Array<keyof ItemAdapter["actions"]>;
    const adapter: ItemAdapter = {
      view,
      selector,
      actions: Object.fromEntries(names.map((name) => [name, (item: HTMLElement, announce: Announce) => latest.current[name]?.(item, announce)])),
    };
    adapters.push(adapter);
    return () => {
      adapters.splice(adapters.indexOf(adapter), 1);
      keyFocused = null;
    };
  }, [view, selector]);
}

/** The task of the item the keys last focused, while its view is on screen. */
let keyFocused: string | null = null;
const taskOf = (item: HTMLElement) => item.dataset.taskId ?? item.id.replace(/^task-/, "");

/** Moves the focus ring onto an item (a roving focus: only the item moved to takes the focus). */
export function focusItem(item: HTMLElement) {
  if (!item.hasAttribute("tabindex")) item.tabIndex = -1;
  item.setAttribute("data-keyboard-item", "");
  item.focus({ preventScroll: true });
  item.scrollIntoView({ block: "nearest", inline: "nearest" });
  keyFocused = taskOf(item);
}

/**
 * An item just drawn (a ref): when it stands for the task the keys last focused, and the focus fell
 * to the page with the element it replaces, it takes the focus. A card moved to another column, or
 * put back after a refused move, is drawn anew there, and the person's place goes with it (issue 40 §4).
 */
export function refocusDrawnItem(item: HTMLElement | null) {
  if (!item || keyFocused !== taskOf(item)) return;
  if (document.activeElement && document.activeElement !== document.body) return;
  focusItem(item);
}

/** The item after `item` (or before it, at the end): where the focus goes when `item` leaves the view. */
export function neighbourOf(item: HTMLElement, selector: string): HTMLElement | null {
  const items = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((each) => each !== item && !item.contains(each));
  const after = items.find((each) => item.compareDocumentPosition(each) & Node.DOCUMENT_POSITION_FOLLOWING);
  return after ?? items[items.length - 1] ?? null;
}

/**
 * Focuses one of an item's own controls (not a nested subtask's) and, when
 * it changes, says what it became; `picker` opens a date or select picker
 * where the browser allows it, `back` returns to the item once it changed.
 */
export function focusControl(
  item: HTMLElement,
  selector: string,
  announce: Announce,
  said: (control: HTMLInputElement | HTMLSelectElement, event: Event) => string | null,
  { picker = false, back = false, on = "input" }: { picker?: boolean; back?: boolean; on?: string } = {},
) {
  const control = (item.querySelector(`:scope > div ${selector}`) ?? item.querySelector(selector)) as HTMLInputElement | HTMLSelectElement | null;
  if (!control || control.disabled) return announce("You cannot edit this task.");
  const onChange = (event: Event) => {
    const message = said(control, event);
    if (message) announce(message);
    // A choice made (a status), the focus goes back to the task for the next key.
    if (back) focusItem(item);
  };
  // Every `input` (or `on`) until the field is left. Not `change`: React has by then put a controlled
  // field's old value back until its post is sent.
  control.addEventListener(on, onChange);
  control.addEventListener("blur", () => setTimeout(() => control.removeEventListener(on, onChange), 0), { once: true });
  control.focus();
  if (control instanceof HTMLInputElement && control.type === "text") control.select();
  if (picker) {
    try {
      (control as HTMLInputElement).showPicker?.();
    } catch {
      // Without a user gesture the browser refuses; the focused control still opens with Alt+↓ or space.
    }
  }
}
