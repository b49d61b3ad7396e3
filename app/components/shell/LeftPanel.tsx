import { Link, useLocation } from "@remix-run/react";
import { activePanelItem, PANEL_ITEMS } from "~/lib/routes";
import { Icon, type IconName } from "~/components/Icon";

/** The first side panel: My Space … Settings, then Bin pinned last without a label. */
export function LeftPanel() {
  const { pathname } = useLocation();
  const active = activePanelItem(pathname);
  const items = PANEL_ITEMS.filter((item) => item.showLabel);
  const pinned = PANEL_ITEMS.filter((item) => !item.showLabel);
  const link = (item: (typeof PANEL_ITEMS)[number]) => (
    <li key={item.id}>
      <Link
        to={item.to}
        aria-current={item.id === active.id ? "page" : undefined}
        aria-label={item.showLabel ? undefined : item.label}
        title={item.label}
        className="flex flex-col items-center gap-1 rounded-lg px-1 py-2 text-center text-xs leading-tight text-slate-600 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
      >
        <Icon name={item.id as IconName} size={22} strokeWidth={1.7} />
        {item.showLabel ? <span>{item.label}</span> : null}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Main" className="flex w-20 shrink-0 flex-col justify-between border-r border-slate-200 bg-white py-3">
      <ul className="flex flex-col gap-1 px-2">{items.map(link)}</ul>
      <ul className="px-2">{pinned.map(link)}</ul>
    </nav>
  );
}
