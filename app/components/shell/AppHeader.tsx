import { Logo } from "~/components/Logo";
import { Tooltip } from "~/components/Tooltip";
import { useRootData } from "~/root";
import type { ShellData } from "~/routes/_app";
import { Icon } from "~/components/Icon";
import { ICON_BUTTON_CLASS } from "./iconButton";
import { HeaderSearch } from "./HeaderSearch";
import { HelpMenu } from "./HelpMenu";
import { TenantMenu } from "./TenantMenu";
import { UserMenu } from "./UserMenu";

export const UPGRADE_UNAVAILABLE = "Your plan cannot be upgraded.";

/** The signed-in header (spec §2). */
export function AppHeader({ shell, canUpgrade = false }: { shell: ShellData; canUpgrade?: boolean }) {
  const root = useRootData();
  const config = root?.config;
  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-4 border-b border-slate-200 bg-white px-4">
      <div className="flex items-center gap-1">
        <Logo tenantName={shell.organization.name} />
        <TenantMenu tenants={shell.tenantDetails} current={shell.subdomain} csrfToken={root?.csrfToken ?? ""} />
      </div>
      <div className="flex items-center gap-2">
        <HeaderSearch />
        <HelpMenu supportEmail={config?.supportEmail ?? ""} />
        <UpgradeButton canUpgrade={canUpgrade} />
        <button type="button" aria-label="Notifications" className={ICON_BUTTON_CLASS}>
          <Icon name="bell" />
        </button>
        <UserMenu member={shell.userDetails} />
      </div>
    </header>
  );
}

function UpgradeButton({ canUpgrade }: { canUpgrade: boolean }) {
  const button = (
    <button
      type="button"
      aria-disabled={!canUpgrade || undefined}
      className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-700"
    >
      Upgrade
    </button>
  );
  return canUpgrade ? button : <Tooltip content={UPGRADE_UNAVAILABLE}>{button}</Tooltip>;
}
