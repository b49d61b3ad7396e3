import { NavLink, Outlet } from "@remix-run/react";
import { settingsPagesOf } from "~/lib/routes";
import { useShellData } from "~/lib/shell";

/** Settings: a section navigation over its pages, showing only what the member may use. */
export default function Settings() {
  const shell = useShellData();
  const role = shell?.userDetails.role;
  const pages = settingsPagesOf(role);
  return (
    <div className="flex flex-col gap-6">
      {/* On a phone the sections scroll sideways inside their own bar, not the page (issue 42 §1). */}
      <nav aria-label="Settings" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {pages.map((page) => (
          <NavLink
            key={page.to}
            to={page.to}
            className="-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm text-slate-600 hover:text-ink aria-[current=page]:border-brand-600 aria-[current=page]:font-medium aria-[current=page]:text-brand-700"
          >
            {page.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
