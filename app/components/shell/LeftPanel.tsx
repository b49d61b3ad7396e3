import { Link, useLocation } from "@remix-run/react";
import { activePanelItem, PANEL_ITEMS } from "~/lib/routes";
import { Icon, type IconName } from "~/components/Icon";
import { DisabledControl, useRestrictions } from "~/components/access/Restricted";

/** The first side panel: My Space … Settings, then Bin pinned last without a label. */
export function LeftPanel() {
  const { pathname } = useLocation();
  const restricted = useRestrictions({});
  const active = activePanelItem(pathname);
  const shown = PANEL_ITEMS.filter((item) => !item.capability || restricted[item.capability] !== "hidden");
  const items = shown.filter((item) => item.showLabel);
  const pinned = shown.filter((item) => !item.showLabel);
  const ITEM = "flex flex-col items-center gap-1 rounded-lg px-1 py-2 text-center text-xs leading-tight";
  const link = (item: (typeof PANEL_ITEMS)[number]) => {
    const face = (
      <>
        <Icon name={item.id as IconName} size={22} strokeWidth={1.7} />
        {item.showLabel ? <span>{item.label}</span> : null}
      </>
    );
    return (
      <li key={item.id}>
        {item.capability && restricted[item.capability] ? (
          <DisabledControl className={`${ITEM} text-slate-600`} label={face} />
        ) : (
          <Link
            to={item.to}
            aria-current={item.id === active?.id ? "page" : undefined}
            aria-label={item.showLabel ? undefined : item.label}
            title={item.label}
            className={`${ITEM} text-slate-600 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700`}
          >
            {face}
          </Link>
        )}
      </li>
    );
  };
  return (
    <nav aria-label="Main" className="flex w-20 shrink-0 flex-col justify-between border-r border-slate-200 bg-white py-3">
      <ul className="flex flex-col gap-1 px-2">{items.map(link)}</ul>
      <ul className="px-2">{pinned.map(link)}</ul>
    </nav>
  );
}
