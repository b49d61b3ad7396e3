/**
 * The keyboard shortcuts (issue 21 §2) as data: the help overlay lists exactly
 * these, and `shortcutFor` is the one place that decides which of them a key
 * press is. Nothing here touches the DOM: a target is read by its shape only,
 * so the rules are tested without a browser (tests/unit/keyboardShortcuts.test.ts).
 */

/** What a shortcut does on a row of the List, a card of the board or a row of the Gantt. */
export type ItemAction = "next" | "previous" | "leave" | "open" | "edit" | "assign" | "status" | "due" | "nextColumn" | "previousColumn" | "archive";
/** What a shortcut does anywhere in the signed-in app. */
export type GlobalAction = "palette" | "help" | "search";
export type ShortcutAction = ItemAction | GlobalAction;

/** Where a shortcut works: the views whose items answer it, or everywhere. */
export type ShortcutView = "list" | "kanban" | "gantt";

export type Shortcut = {
  action: ShortcutAction;
  /** `KeyboardEvent.key` values; with `mod`, the key with Ctrl or ⌘ held. */
  keys: readonly string[];
  mod?: boolean;
  /** It works in a field too (the way back from a row's field to its row). */
  inFields?: boolean;
  label: string;
  /** The views whose items it acts on; none: everywhere. */
  views?: readonly ShortcutView[];
};

export const SHORTCUTS: readonly Shortcut[] = [
  { action: "palette", keys: ["k"], mod: true, label: "Open the command palette" },
  { action: "help", keys: ["?"], label: "Show the keyboard shortcuts" },
  { action: "search", keys: ["/"], label: "Search" },
  { action: "next", keys: ["j", "ArrowDown"], label: "Next task", views: ["list", "kanban", "gantt"] },
  { action: "previous", keys: ["k", "ArrowUp"], label: "Previous task", views: ["list", "kanban", "gantt"] },
  { action: "leave", keys: ["Escape"], inFields: true, label: "Back from a task's field to the task", views: ["list", "kanban", "gantt"] },
  { action: "open", keys: ["Enter"], label: "Open the task", views: ["list", "kanban", "gantt"] },
  { action: "edit", keys: ["e"], label: "Edit the task's name", views: ["list"] },
  { action: "assign", keys: ["i"], label: "Assign the task to me", views: ["list", "kanban"] },
  { action: "status", keys: ["s"], label: "Change the status", views: ["list"] },
  { action: "due", keys: ["d"], label: "Set the due date", views: ["list", "gantt"] },
  { action: "nextColumn", keys: ["m"], label: "Move the card to the next column", views: ["kanban"] },
  { action: "previousColumn", keys: ["M"], label: "Move the card to the previous column", views: ["kanban"] },
  { action: "archive", keys: ["#"], label: "Archive the task", views: ["list", "kanban"] },
];

export const VIEW_NAMES: Record<ShortcutView, string> = { list: "List", kanban: "Kanban", gantt: "Gantt" };

/** How a key is written in the overlay. */
const KEY_NAMES: Record<string, string> = { ArrowDown: "↓", ArrowUp: "↑", Enter: "Enter", Escape: "Esc", M: "Shift+M" };
export const keyLabel = (key: string, mod = false, mac = false) => `${mod ? (mac ? "⌘+" : "Ctrl+") : ""}${KEY_NAMES[key] ?? (mod ? key.toUpperCase() : key)}`;

/** The part of a focused element the rules read (an `Element` has it). */
export type KeyTarget = {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
};

/** The part of a key press the rules read (a `KeyboardEvent` has it). */
export type KeyPress = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: KeyTarget | null };

const TYPING_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/** Focus where keys type or choose: a field, a select, rich text, or anything inside an open dialog. */
export function isTypingTarget(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.tagName && TYPING_TAGS.has(target.tagName.toUpperCase())) return true;
  if (target.isContentEditable) return true;
  return Boolean(target.closest?.('[contenteditable=""], [contenteditable="true"]'));
}

const insideDialog = (target: KeyTarget | null) => Boolean(target?.closest?.('[role="dialog"], [aria-modal="true"], dialog[open]'));

/**
 * The shortcut a key press is, or null: none with Alt, none with Ctrl or ⌘
 * but the palette's, none while typing in a field or inside a dialog
 * (the palette's comes through even there: it is the one way in from anywhere;
 * Escape in a task's field goes back to the task).
 */
export function shortcutFor(press: KeyPress, shortcuts: readonly Shortcut[] = SHORTCUTS): Shortcut | null {
  if (press.altKey) return null;
  const mod = press.ctrlKey || press.metaKey;
  if (mod) return shortcuts.find((shortcut) => shortcut.mod && shortcut.keys.includes(press.key.toLowerCase())) ?? null;
  if (insideDialog(press.target)) return null;
  const typing = isTypingTarget(press.target);
  return shortcuts.find((shortcut) => !shortcut.mod && (!typing || shortcut.inFields) && shortcut.keys.includes(press.key)) ?? null;
}

/** The shortcuts that act in a view (with the ones that work everywhere), in the registry's order. */
export const shortcutsOf = (view: ShortcutView | null, shortcuts: readonly Shortcut[] = SHORTCUTS) =>
  shortcuts.filter((shortcut) => !shortcut.views || (view !== null && shortcut.views.includes(view)));
