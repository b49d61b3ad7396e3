import { useLocation } from "@remix-run/react";
import { Suspense, useCallback, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { OPEN_PARAM, withParams } from "~/lib/searchParams";
import { Spinner } from "./Spinner";
import { useDismiss } from "./useDismiss";

/**
 * The address's open panel and its other parameters (as `withParams` keeps them), read once per
 * address: a List page has a trigger in every cell, and each reads it.
 */
let lastQuery = { search: "", open: null as string | null, others: "" };
function queryOf(search: string) {
  if (lastQuery.search !== search) {
    lastQuery = { search, open: new URLSearchParams(search).get(OPEN_PARAM), others: withParams(search, {}).slice(1) };
  }
  return lastQuery;
}

/**
 * A panel whose contents are rendered only while it is open (issue 23 §2, decision 0070): a closed
 * menu, form or cell editor costs the page nothing but its trigger. The trigger is a link to the same
 * page with `?open=<name>`, so without JavaScript opening it is a page load that renders it open (and
 * its link then closes it); with JavaScript a click, Enter or Space opens and closes it in place.
 * `forced` opens it whatever the address says (a form inside whose post failed).
 */
/** Whether the address asks for the panel `name` open (`?open=<name>`). */
export const openRequested = (search: string, name: string) => queryOf(search).open === name;

/** The trigger's link: the same page with `?open=<name>`, or without it while open (the other parameters kept). */
export function onDemandHref(pathname: string, search: string, name: string, open: boolean) {
  const { others } = queryOf(search);
  return `${pathname}?${open ? others : `${others}${others ? "&" : ""}${OPEN_PARAM}=${encodeURIComponent(name)}`}`;
}

export function useOnDemand(name: string, forced = false) {
  const { pathname, search, key } = useLocation();
  const requested = openRequested(search, name);
  // What the reader chose in place, for this visit of the address only: a navigation (a form's post
  // among them) goes back to what the address (and `forced`) says.
  const [chosen, setChosen] = useState<{ open: boolean; at: string } | null>(null);
  const open = chosen?.at === key ? chosen.open : requested || forced;
  const visit = useRef(key);
  visit.current = key;
  // Once opened, the panel stays rendered (hidden while closed): a form inside it that a click both
  // submits and closes must still be in the page when the browser submits it.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const trigger = useRef<HTMLAnchorElement>(null);
  const close = useCallback((refocus = true) => {
    setChosen({ open: false, at: visit.current });
    if (refocus) trigger.current?.focus();
  }, []);
  const toggle = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setChosen({ open: !open, at: key });
  };
  const triggerProps = {
    ref: trigger,
    href: onDemandHref(pathname, search, name, open),
    role: "button",
    "aria-expanded": open,
    onClick: toggle,
    onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key === " ") toggle(event);
    },
  } as const;
  return { open, rendered: open || opened, close, triggerProps };
}

export type OnDemandProps = {
  name: string;
  trigger: ReactNode;
  /** The trigger's accessible name, when its content is an icon. */
  label?: string;
  forced?: boolean;
  /** Whether Escape or a click outside closes it (menus); a form panel stays until its trigger is pressed again. */
  dismissible?: boolean;
  className?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** Fetches what the panel shows (a lazyNamed form) once a pointer, a finger or the focus reaches the trigger. */
  preload?: () => void;
  children: ReactNode | ((state: { open: boolean; close: (refocus?: boolean) => void }) => ReactNode);
};

export function OnDemand({ name, trigger, label, forced, dismissible = false, className = "", triggerClassName = "", panelClassName = "", preload, children }: OnDemandProps) {
  const { open, rendered, close, triggerProps } = useOnDemand(name, forced);
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = useCallback(() => close(ref.current?.contains(document.activeElement) ?? false), [close]);
  useDismiss(ref, dismissible && open, dismiss);
  return (
    <div ref={ref} className={className}>
      <a {...triggerProps} aria-label={label} className={triggerClassName} onPointerEnter={preload} onTouchStart={preload} onFocus={preload}>
        {trigger}
      </a>
      {rendered ? (
        // The panel's own classes may set its display: `hidden` sits on a wrapper without any.
        <div hidden={!open}>
          <div className={panelClassName}>
            {/* Contents fetched when first shown (lazyNamed) wait here; the server renders them whole. */}
            <Suspense fallback={<Spinner size="sm" />}>{typeof children === "function" ? children({ open, close }) : children}</Suspense>
          </div>
        </div>
      ) : null}
    </div>
  );
}
