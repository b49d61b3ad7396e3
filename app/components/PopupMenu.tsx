import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type MenuEntry = {
  type?: "entry";
  id: string;
  label: string;
  icon?: ReactNode;
  description?: string;
  disabled?: boolean;
  children?: MenuItem[];
  /** A link entry. */
  href?: string;
  /** The id of a form this entry submits, so it works without JavaScript. */
  form?: string;
  onSelect?: () => void;
};
export type MenuItem = MenuEntry | { type: "divider"; id: string };

const isEnabledEntry = (item: MenuItem): item is MenuEntry => item.type !== "divider" && !item.disabled;

/** The next enabled entry from `from` in `step` direction, wrapping round. */
export function nextEnabledIndex(items: MenuItem[], from: number, step: 1 | -1): number {
  for (let offset = 1; offset <= items.length; offset++) {
    const index = (((from + step * offset) % items.length) + items.length) % items.length;
    if (isEnabledEntry(items[index])) return index;
  }
  return -1;
}

/** The pop-up menu of spec §2: arrow keys move, Enter or Space selects, Escape closes, ArrowRight opens a sub-menu. */
export function PopupMenu({
  items,
  label,
  onClose,
  autoFocus = false,
  className = "",
}: {
  items: MenuItem[];
  label: string;
  onClose?: () => void;
  autoFocus?: boolean;
  className?: string;
}) {
  const [active, setActive] = useState(() => nextEnabledIndex(items, -1, 1));
  const [submenu, setSubmenu] = useState<string | null>(null);
  const refs = useRef<(HTMLElement | null)[]>([]);
  const idPrefix = useId();
  const focusItem = (index: number) => {
    if (index < 0) return;
    setActive(index);
    refs.current[index]?.focus();
  };
  useEffect(() => {
    if (autoFocus) refs.current[nextEnabledIndex(items, -1, 1)]?.focus();
  }, [autoFocus, items]);
  const select = (item: MenuEntry, index: number) => {
    if (item.children) {
      setActive(index);
      setSubmenu(item.id);
      return;
    }
    item.onSelect?.();
    onClose?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = items[active];
    const moves: Record<string, () => number> = {
      ArrowDown: () => nextEnabledIndex(items, active, 1),
      ArrowUp: () => nextEnabledIndex(items, active, -1),
      Home: () => nextEnabledIndex(items, -1, 1),
      End: () => nextEnabledIndex(items, 0, -1),
    };
    if (moves[event.key]) {
      event.preventDefault();
      focusItem(moves[event.key]());
    } else if ((event.key === "Enter" || event.key === " ") && item && isEnabledEntry(item)) {
      event.preventDefault();
      refs.current[active]?.click();
    } else if (event.key === "ArrowRight" && item && isEnabledEntry(item) && item.children) {
      event.preventDefault();
      setSubmenu(item.id);
    } else if (event.key === "Escape" || event.key === "ArrowLeft") {
      if (event.key === "ArrowLeft" && !onClose) return;
      event.preventDefault();
      event.stopPropagation();
      onClose?.();
    }
  };
  return (
    <ul role="menu" aria-label={label} onKeyDown={onKeyDown} className={`flex flex-col py-1 ${className}`}>
      {items.map((item, index) =>
        item.type === "divider" ? (
          <li key={item.id} role="separator" className="my-1 border-t border-slate-200" />
        ) : (
          <li key={item.id} role="none" className="relative">
            <MenuEntryElement
              item={item}
              descriptionId={`${idPrefix}-${item.id}`}
              tabIndex={index === active ? 0 : -1}
              expanded={item.children ? submenu === item.id : undefined}
              elementRef={(element) => {
                refs.current[index] = element;
              }}
              onClick={() => select(item, index)}
            />
            {item.children && submenu === item.id ? (
              <PopupMenu
                items={item.children}
                label={item.label}
                autoFocus
                className="absolute left-full top-0 z-50 ml-1 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
                onClose={() => {
                  setSubmenu(null);
                  refs.current[index]?.focus();
                }}
              />
            ) : null}
          </li>
        ),
      )}
    </ul>
  );
}

function MenuEntryElement({
  item,
  descriptionId,
  tabIndex,
  expanded,
  elementRef,
  onClick,
}: {
  item: MenuEntry;
  descriptionId: string;
  tabIndex: number;
  expanded: boolean | undefined;
  elementRef: (element: HTMLElement | null) => void;
  onClick: () => void;
}) {
  const common = {
    role: "menuitem",
    tabIndex,
    onClick,
    "aria-label": item.description ? item.label : undefined,
    "aria-describedby": item.description ? descriptionId : undefined,
    "aria-haspopup": item.children ? ("menu" as const) : undefined,
    "aria-expanded": expanded,
    className:
      "flex w-full items-start gap-2 rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-slate-100 focus:bg-slate-100 focus:outline-none disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent",
  };
  const body = (
    <>
      {item.icon ? <span aria-hidden="true" className="mt-0.5 shrink-0">{item.icon}</span> : null}
      <span className="flex min-w-0 flex-col">
        <span>{item.label}</span>
        {item.description ? (
          <span id={descriptionId} className="text-xs text-slate-500">
            {item.description}
          </span>
        ) : null}
      </span>
      {item.children ? <span aria-hidden="true" className="ml-auto">›</span> : null}
    </>
  );
  if (item.href && !item.disabled) {
    return (
      <a {...common} ref={elementRef} href={item.href}>
        {body}
      </a>
    );
  }
  return (
    <button {...common} ref={elementRef} type={item.form ? "submit" : "button"} form={item.form} disabled={item.disabled}>
      {body}
    </button>
  );
}
