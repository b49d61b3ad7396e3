import { useLocation } from "@remix-run/react";
import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useDismiss } from "./useDismiss";

/** The query parameter naming the one on-demand panel a page renders open (without JavaScript, its trigger's link sets it). */
export const OPEN_PARAM = "open";

/**
 * A panel whose contents are rendered only while it is open (issue 23 §2, decision 0070): a closed
 * menu, form or cell editor costs the page nothing but its trigger. The trigger is a link to the same
 * page with `?open=<name>`, so without JavaScript opening it is a page load that renders it open (and
 * its link then closes it); with JavaScript a click, Enter or Space opens and closes it in place.
 * `forced` opens it whatever the address says (a form inside whose post failed).
 */
export function useOnDemand(name: string, forced = false) {
  const { pathname, search } = useLocation();
  const address = readAddress(search);
  const requested = address.open === name;
  // null: follow the address (and `forced`) until the reader opens or closes it in place.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? (requested || forced);
  const trigger = useRef<HTMLAnchorElement>(null);
  const close = useCallback((refocus = true) => {
    setChosen(false);
    if (refocus) trigger.current?.focus();
  }, []);
  const toggle = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setChosen(!open);
  };
  const triggerProps = {
    ref: trigger,
    href: `${pathname}?${address.rest}${open ? "" : `${address.rest ? "&" : ""}${OPEN_PARAM}=${encodeURIComponent(name)}`}`,
    role: "button",
    "aria-expanded": open,
    onClick: toggle,
    onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key === " ") toggle(event);
    },
  } as const;
  return { open, close, triggerProps };
}

/**
 * The address's open panel and its other parameters (as `withParams` keeps them), read once per
 * address: a List page has a trigger in every cell of every row, and parsing the query for each was
 * most of a closed cell's cost on the server.
 */
let lastAddress = { search: "", open: null as string | null, rest: "" };
export function readAddress(search: string) {
  if (lastAddress.search !== search) {
    const params = new URLSearchParams(search);
    const open = params.get(OPEN_PARAM);
    params.delete(OPEN_PARAM);
    params.delete("index");
    lastAddress = { search, open, rest: params.toString() };
  }
  return lastAddress;
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
  children: ReactNode | ((state: { close: (refocus?: boolean) => void }) => ReactNode);
};

export function OnDemand({ name, trigger, label, forced, dismissible = false, className = "", triggerClassName = "", panelClassName = "", children }: OnDemandProps) {
  const { open, close, triggerProps } = useOnDemand(name, forced);
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = useCallback(() => close(ref.current?.contains(document.activeElement) ?? false), [close]);
  useDismiss(ref, dismissible && open, dismiss);
  return (
    <div ref={ref} className={className}>
      <a {...triggerProps} aria-label={label} className={triggerClassName}>
        {trigger}
      </a>
      {open ? <div className={panelClassName}>{typeof children === "function" ? children({ close }) : children}</div> : null}
    </div>
  );
}
