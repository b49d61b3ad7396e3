import { NavLink, Outlet } from "@remix-run/react";
import { can } from "~/lib/permissions";
import { SETTINGS_HOME_PATH } from "~/lib/routes";
import { useShellData } from "~/lib/shell";

const SETTINGS_PAGES = [
  { to: SETTINGS_HOME_PATH, label: "Profile" },
  { to: "/settings/mail", label: "Mail" },
  { to: "/settings/storage", label: "Plan & storage" },
  { to: "/settings/users", label: "Users", permission: "settings:users" },
  { to: "/settings/audit-log", label: "Audit log", permission: "settings:users" },
  { to: "/settings/invites", label: "Invites", permission: "invite:send" },
  { to: "/settings/feedback", label: "Feedback", permission: "feedback:read" },
] as const;

/** Settings: a section navigation over its pages, showing only what the member may use. */
export default function Settings() {
  const shell = useShellData();
  const role = shell?.userDetails.role;
  const pages = SETTINGS_PAGES.filter((page) => !("permission" in page) || (role && can(role, page.permission)));
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Settings" className="flex gap-1 border-b border-slate-200">
        {pages.map((page) => (
          <NavLink
            key={page.to}
            to={page.to}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-slate-600 hover:text-ink aria-[current=page]:border-brand-600 aria-[current=page]:font-medium aria-[current=page]:text-brand-700"
          >
            {page.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
