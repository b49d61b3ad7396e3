import { Link, useLocation } from "@remix-run/react";
import { Restricted } from "~/components/access/Restricted";
import { Icon, type IconName } from "~/components/Icon";
import { Popover } from "~/components/Popover";
import type { PanelItem } from "~/lib/routes";
import { SEARCH_PATH } from "~/lib/search/request";
import { feedbackHref } from "./Feedback";
import { RailLink, useRailItems } from "./railItems";

/** The rail's entries that keep a place of their own in the bottom bar; the others go under More (decision record 0083). */
export const BOTTOM_BAR_ITEMS = ["my-space", "projects", "dashboard"];

export const EXPORTS_PATH = "/exports";

/** A bottom bar target: at least 44 × 44 px (issue 42 §1), its icon over its name. */
const TARGET = "flex min-h-14 w-full min-w-11 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-[11px] font-medium leading-tight";

/** An entry of More: a row as tall as a bottom bar target. */
const MORE_ENTRY = "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm text-ink hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";

const face = (icon: IconName, label: string) => (
  <>
    <Icon name={icon} size={22} strokeWidth={1.7} />
    <span>{label}</span>
  </>
);

/**
 * The first panel below 768 px, fixed at the bottom of the screen (issue 42 §1): My Space, Projects,
 * Dashboard, Search, and More with the rest of the rail (Archive, Settings, Bin), Exports and Feedback.
 * More is a popover of the address (`?open=more`), so it opens without JavaScript too.
 */
export function BottomBar() {
  const location = useLocation();
  const { items, active, isDisabled } = useRailItems();
  const own = (item: PanelItem) => BOTTOM_BAR_ITEMS.includes(item.id);
  const searching = location.pathname === SEARCH_PATH;
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-1 pb-[env(safe-area-inset-bottom)] md:hidden">
      <ul className="flex">
        {items.filter(own).map((item) => (
          <li key={item.id} className="flex-1">
            <RailLink item={item} active={item.id === active?.id} disabled={isDisabled(item)} className={TARGET} face={face(item.id as IconName, item.label)} />
          </li>
        ))}
        <li className="flex-1">
          <Link
            to={SEARCH_PATH}
            aria-current={searching ? "page" : undefined}
            className={`${TARGET} text-slate-600 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700`}
          >
            {face("search", "Search")}
          </Link>
        </li>
        <li className="flex-1">
          <Popover name="more" label="More" placement="top-end" trigger={face("more", "More")} triggerClassName={`${TARGET} text-slate-600 hover:bg-slate-100 aria-expanded:bg-slate-100`} panelClassName="w-56">
            <ul aria-label="More">
              {items
                .filter((item) => !own(item))
                .map((item) => (
                  <li key={item.id}>
                    <RailLink item={{ ...item, showLabel: true }} active={item.id === active?.id} disabled={isDisabled(item)} className={MORE_ENTRY} face={face(item.id as IconName, item.label)} />
                  </li>
                ))}
              <li>
                <Link to={EXPORTS_PATH} aria-current={location.pathname === EXPORTS_PATH ? "page" : undefined} className={MORE_ENTRY}>
                  {face("exports", "Exports")}
                </Link>
              </li>
              <li>
                <Restricted capability="feedback" label={face("feedback", "Feedback")} className={MORE_ENTRY}>
                  <Link to={feedbackHref(location, true)} preventScrollReset className={MORE_ENTRY}>
                    {face("feedback", "Feedback")}
                  </Link>
                </Restricted>
              </li>
            </ul>
          </Popover>
        </li>
      </ul>
    </nav>
  );
}
