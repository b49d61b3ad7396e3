import { Icon, type IconName } from "~/components/Icon";
import type { PanelItem } from "~/lib/routes";
import { RailLink, useRailItems } from "./railItems";

/** The first side panel from 768 px (below, the bottom bar): My Space … Settings, then Bin pinned last without a label. */
export function LeftPanel() {
  const { items, active, isDisabled } = useRailItems();
  const ITEM = "flex flex-col items-center gap-1 rounded-lg px-1 py-2 text-center text-xs leading-tight";
  const link = (item: PanelItem) => (
    <li key={item.id}>
      <RailLink
        item={item}
        active={item.id === active?.id}
        disabled={isDisabled(item)}
        className={ITEM}
        face={
          <>
            <Icon name={item.id as IconName} size={22} strokeWidth={1.7} />
            {item.showLabel ? <span>{item.label}</span> : null}
          </>
        }
      />
    </li>
  );
  return (
    <nav aria-label="Main" className="hidden w-20 shrink-0 flex-col justify-between border-r border-slate-200 bg-white py-3 md:flex">
      <ul className="flex flex-col gap-1 px-2">{items.filter((item) => item.showLabel).map(link)}</ul>
      <ul className="px-2">{items.filter((item) => !item.showLabel).map(link)}</ul>
    </nav>
  );
}
