import { useLocation, useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

/**
 * Links that many repeated items carry (a List's rows: Open, a task's messages) are plain anchors with
 * this attribute, and one handler of the list around them navigates in the page (decision 0098),
 * rather than a router Link, with its hooks, per row. Without JavaScript they are ordinary links.
 */
export const DELEGATED_LINK = { "data-delegated-link": "" } as const;

/** The click handler that navigates the delegated links inside the element it is given to, as a router Link would (scroll kept). */
export function useDelegatedLinks() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-delegated-link]");
    const href = link?.getAttribute("href");
    if (!link || !href || (link.target && link.target !== "_self")) return;
    event.preventDefault();
    navigate(href, { preventScrollReset: true, replace: href === `${pathname}${search}` });
  };
}
