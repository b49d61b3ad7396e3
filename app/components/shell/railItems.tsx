import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { DisabledControl, useRestrictions } from "~/components/access/Restricted";
import { activePanelItem, PANEL_ITEMS, type PanelItem } from "~/lib/routes";

/** The first panel's items the member may see, the one of the page, and whether each is turned off (decision record 51). */
export function useRailItems() {
  const { pathname } = useLocation();
  const restricted = useRestrictions({});
  const items = PANEL_ITEMS.filter((item) => !item.capability || restricted[item.capability] !== "hidden");
  return { items, active: activePanelItem(pathname), isDisabled: (item: PanelItem) => Boolean(item.capability && restricted[item.capability]) };
}

/** A rail entry: its link (marked when it is the page's), or its face greyed while an access restriction turns it off. */
export function RailLink({
  item,
  active,
  disabled,
  face,
  className,
}: {
  item: PanelItem;
  active: boolean;
  disabled: boolean;
  face: ReactNode;
  className: string;
}) {
  if (disabled) return <DisabledControl className={`${className} text-slate-600`} label={face} />;
  return (
    <Link
      to={item.to}
      aria-current={active ? "page" : undefined}
      aria-label={item.showLabel ? undefined : item.label}
      title={item.label}
      className={`${className} text-slate-600 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700`}
    >
      {face}
    </Link>
  );
}
