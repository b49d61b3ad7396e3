import { NavLink, Outlet, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SETTINGS_GROUPS, settingsPagesOf } from "~/lib/routes";
import { useShellData } from "~/lib/shell";

const LINK =
  "-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm text-slate-600 hover:text-ink aria-[current=page]:border-brand-600 aria-[current=page]:font-medium aria-[current=page]:text-brand-700 md:mb-0 md:rounded md:border-b-0 md:py-1.5 md:aria-[current=page]:bg-brand-50";

/**
 * Settings: a section navigation over its pages, showing only what the member may use: the person's
 * own pages, then the organisation's. At a desk it is a column beside the page, so every section shows;
 * on a phone a bar that scrolls sideways inside itself, not the page (issue 42 §1).
 */
export default function Settings() {
  const shell = useShellData();
  const pages = settingsPagesOf(shell?.userDetails.role);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the current section is scrolled into the bar's view (at a desk every section shows).
  useEffect(() => {
    const bar = nav.current;
    const current = bar?.querySelector<HTMLElement>("[aria-current=page]");
    if (bar && current && bar.scrollWidth > bar.clientWidth) bar.scrollLeft = current.offsetLeft - bar.offsetLeft - 16;
  }, [pathname]);
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
      <nav ref={nav} aria-label="Settings" className="flex gap-1 overflow-x-auto border-b border-slate-200 md:sticky md:top-4 md:w-48 md:shrink-0 md:flex-col md:gap-4 md:overflow-visible md:border-b-0">
        {SETTINGS_GROUPS.map((group) => {
          const inGroup = pages.filter((page) => page.group === group);
          return inGroup.length === 0 ? null : (
            <div key={group} role="group" aria-label={group} className="contents md:flex md:flex-col md:gap-0.5">
              <span aria-hidden="true" className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-500 max-md:hidden">
                {group}
              </span>
              {inGroup.map((page) => (
                <NavLink key={page.to} to={page.to} className={LINK}>
                  {page.label}
                </NavLink>
              ))}
            </div>
          );
        })}
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
