import { Link, useLocation } from "@remix-run/react";
import { Logo } from "~/components/Logo";
import { Tooltip } from "~/components/Tooltip";
import { useRootData } from "~/lib/rootData";
import type { ShellData } from "~/lib/shell";
import { Icon } from "~/components/Icon";
import { subscriptionHref } from "~/lib/subscriptionModal";
import { ICON_BUTTON_CLASS } from "./iconButton";
import { HeaderSearch } from "./HeaderSearch";
import { HelpMenu } from "./HelpMenu";
import { PlanBadge } from "./PlanBadge";
import { TenantMenu } from "./TenantMenu";
import { UserMenu } from "./UserMenu";

export const UPGRADE_UNAVAILABLE = "Your plan cannot be upgraded.";

export const NOTIFICATIONS_PATH = "/notifications";

/**
 * The signed-in header (spec §2). Below 768 px it keeps the organisation, search, notifications and
 * the account menu, which takes in the plan, Upgrade and Help (issue 42 §1, decision record 0083).
 */
export function AppHeader({ shell }: { shell: Pick<ShellData, "organization" | "tenantDetails" | "subdomain" | "userDetails" | "plan" | "planTerms" | "unreadNotifications"> }) {
  const root = useRootData();
  const supportEmail = root?.config.supportEmail ?? "";
  return (
    // Positioned: on a phone the open search box covers the header's width (HeaderSearch).
    <header className="relative flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 bg-white px-2 sm:gap-4 sm:px-4">
      <div className="flex min-w-0 items-center gap-1">
        <Logo tenantName={shell.organization.name} />
        <TenantMenu tenants={shell.tenantDetails} current={shell.subdomain} csrfToken={root?.csrfToken ?? ""} />
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        <HeaderSearch />
        <div className="hidden items-center gap-2 md:flex">
          <HelpMenu supportEmail={supportEmail} />
          <PlanBadge plan={shell.plan} terms={shell.planTerms} />
          <UpgradeButton canUpgrade={shell.plan.planUpgrade} />
        </div>
        <NotificationsLink unread={shell.unreadNotifications} />
        <UserMenu member={shell.userDetails}>
          <div className="flex flex-col items-start gap-2 border-b border-slate-200 p-2 md:hidden">
            <PlanBadge plan={shell.plan} terms={shell.planTerms} full />
            <UpgradeButton canUpgrade={shell.plan.planUpgrade} />
            <a href={`mailto:${supportEmail}`} className="flex min-h-6 items-center gap-2 text-sm text-brand-700 underline">
              <Icon name="help" size={16} />
              Contact Us
            </a>
          </div>
        </UserMenu>
      </div>
    </header>
  );
}

const UPGRADE_CLASS =
  "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-700";

/** Opens the subscription modal's pricing (type 0); disabled when the plan cannot be upgraded (spec §6). */
function UpgradeButton({ canUpgrade }: { canUpgrade: boolean }) {
  const location = useLocation();
  if (canUpgrade) {
    return (
      <Link to={subscriptionHref(location, { type: 0 })} preventScrollReset className={UPGRADE_CLASS}>
        Upgrade
      </Link>
    );
  }
  return (
    <Tooltip content={UPGRADE_UNAVAILABLE}>
      <button type="button" aria-disabled className={UPGRADE_CLASS}>
        Upgrade
      </button>
    </Tooltip>
  );
}

/** The notification icon with the unread count; its list is a page, so it works without JavaScript. */
function NotificationsLink({ unread }: { unread: number }) {
  const label = unread === 0 ? "Notifications" : `Notifications, ${unread} unread`;
  return (
    <Link to={NOTIFICATIONS_PATH} aria-label={label} className={`relative ${ICON_BUTTON_CLASS}`}>
      <Icon name="bell" />
      {unread > 0 ? (
        <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] font-semibold leading-4 text-white">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
