import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Modal } from "~/components/Modal";
import { useHydrated } from "~/components/useHydrated";
import { activeItems, focusItem } from "./itemKeys";
import type { PaletteShell } from "./paletteShell";
import { keyLabel, SHORTCUTS, shortcutFor, VIEW_NAMES, type ItemAction, type Shortcut } from "./shortcuts";

/**
 * The palette's code loads when it is first opened (the page weight is measured); when it cannot
 * load (offline, a new deploy), a dialog says so instead of the page's error screen.
 */
const CommandPalette = lazy(() => import("./CommandPalette").catch(() => ({ default: PaletteUnavailable })));

export const PALETTE_UNAVAILABLE = "The command palette could not load. Check your connection, then reload the page.";

function PaletteUnavailable({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Command palette" onClose={onClose}>
      <p className="mt-2 text-sm text-slate-700">{PALETTE_UNAVAILABLE}</p>
    </Modal>
  );
}

export const ANNOUNCER_ID = "keyboard-announcer";

/**
 * The keyboard layer of the signed-in shell (issue 21 §2): Ctrl/⌘+K opens
 * the command palette, `?` the list of shortcuts, `/` the search, and the
 * item keys act on the List's rows, the board's cards and the Gantt's rows.
 * It needs JavaScript, so without it nothing of it is rendered.
 */
export function KeyboardShortcuts({ shell }: { shell: PaletteShell }) {
  const hydrated = useHydrated();
  return hydrated ? <KeyboardLayer shell={shell} /> : null;
}

function KeyboardLayer({ shell }: { shell: PaletteShell }) {
  const [open, setOpen] = useState<"palette" | "help" | null>(null);
  const [message, setMessage] = useState("");
  const remembered = useRef<HTMLElement | null>(null);
  const announce = useCallback((text: string) => {
    // Emptied first, so the same words twice are said twice.
    setMessage("");
    requestAnimationFrame(() => setMessage(text));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const shortcut = shortcutFor({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, target: event.target instanceof Element ? event.target : null });
      if (!shortcut) return;
      if (shortcut.action === "palette") {
        event.preventDefault();
        setOpen((now) => (now === "palette" ? null : "palette"));
      } else if (shortcut.action === "help") {
        event.preventDefault();
        setOpen("help");
      } else if (shortcut.action === "search") {
        event.preventDefault();
        openSearch();
      } else if (runItemAction(shortcut, event.target instanceof HTMLElement ? event.target : null, remembered, announce)) {
        event.preventDefault();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [announce]);

  return (
    <>
      <div id={ANNOUNCER_ID} aria-live="polite" aria-atomic="true" className="sr-only">
        {message}
      </div>
      {open === "help" ? <ShortcutsHelp onClose={() => setOpen(null)} /> : null}
      {open === "palette" ? (
        <Suspense fallback={null}>
          <CommandPalette shell={shell} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** `/`: the header's search box, opened when it is an icon. */
function openSearch() {
  const header = document.querySelector("header");
  const box = header?.querySelector<HTMLInputElement>('[role="combobox"]');
  if (box) box.focus();
  else header?.querySelector<HTMLButtonElement>('button[aria-label="Search"]')?.click();
}

const visible = (element: HTMLElement) => element.getClientRects().length > 0;

/** The item last moved to, or the one drawn again in its place (a card moved to another column). */
function stillShown(item: HTMLElement | null, selector: string): HTMLElement | null {
  if (!item || item.isConnected) return item;
  const same = (other: HTMLElement) => (item.id ? other.id === item.id : other.dataset.taskId === item.dataset.taskId);
  return Array.from(document.querySelectorAll<HTMLElement>(selector)).find(same) ?? null;
}

/** One item key on the view on screen; false when it does not apply there (the key then does what it did before). */
function runItemAction(shortcut: Shortcut, target: HTMLElement | null, remembered: { current: HTMLElement | null }, announce: (text: string) => void): boolean {
  const adapter = activeItems();
  if (!adapter || !shortcut.views?.includes(adapter.view)) return false;
  // A card or row lifted for a keyboard drag (dnd-kit's handle, pressed): its arrows are the drag's.
  if (target?.closest('[aria-roledescription][aria-pressed="true"]')) return false;
  const action = shortcut.action as ItemAction;
  const focused = target?.closest<HTMLElement>(adapter.selector) ?? null;
  const current = focused ?? stillShown(remembered.current, adapter.selector);
  // Escape in one of an item's fields (after the field's own Escape): back to the item.
  if (action === "leave") {
    if (!focused || target === focused) return false;
    remembered.current = focused;
    focusItem(focused);
    return true;
  }
  if (action === "next" || action === "previous") {
    const items = Array.from(document.querySelectorAll<HTMLElement>(adapter.selector)).filter(visible);
    if (items.length === 0) return false;
    const at = current ? items.indexOf(current) : -1;
    const to = at < 0 ? (action === "next" ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, at + (action === "next" ? 1 : -1)));
    remembered.current = items[to];
    focusItem(items[to]);
    return true;
  }
  // Enter opens only the focused item itself: on a link or button inside it, Enter is theirs.
  if (action === "open" && (!focused || target !== focused)) return false;
  const handler = adapter.actions[action];
  if (!handler) return false;
  if (!current) {
    announce("No task chosen: press j or k to move to one.");
    return true;
  }
  remembered.current = current;
  handler(current, announce);
  return true;
}

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** `?`: every registered shortcut, where it works, in a dialog that Escape closes. */
function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const mac = isMac();
  return (
    <Modal title="Keyboard shortcuts" onClose={onClose} maxWidthClass="max-w-xl">
      <p className="mt-1 text-sm text-slate-600">None of them works while you type in a field.</p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase text-slate-500">
            <th scope="col" className="py-1 pr-3 font-medium">
              Keys
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Action
            </th>
            <th scope="col" className="py-1 font-medium">
              Where
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.action} className="border-b border-slate-100">
              <td className="py-1.5 pr-3">
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? <span className="px-1 text-slate-500">or</span> : null}
                    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{keyLabel(key, shortcut.mod, mac)}</kbd>
                  </span>
                ))}
              </td>
              <td className="py-1.5 pr-3">{shortcut.label}</td>
              <td className="py-1.5 text-slate-600">{shortcut.views ? shortcut.views.map((view) => VIEW_NAMES[view]).join(", ") : "Everywhere"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
