import { Popover } from "~/components/Popover";
import { PopupMenu } from "~/components/PopupMenu";
import { TENANT_MENU_MAX_HEIGHT_PX } from "~/lib/constants";
import { HeaderIcon, ICON_BUTTON_CLASS } from "./HeaderIcon";
import { tenantSwitchHref, type TenantOrigin } from "./tenantLink";

export type TenantSummary = { id: string; name: string; subdomain: string };

/** The tenant dropdown (spec §2): only for more than one tenant; the current one is disabled. */
export function TenantMenu({ tenants, current, origin }: { tenants: TenantSummary[]; current: string; origin: TenantOrigin }) {
  if (tenants.length <= 1) return null;
  const items = tenants.map((tenant) => ({
    id: tenant.id,
    label: `${tenant.name} (${tenant.subdomain})`,
    disabled: tenant.subdomain === current,
    href: tenantSwitchHref(tenant.subdomain, origin),
  }));
  return (
    <Popover label="Switch organization" trigger={<HeaderIcon name="chevron" size={18} />} triggerClassName={ICON_BUTTON_CLASS} panelClassName="w-72">
      {({ open, close }) => (
        <div className="overflow-y-auto" style={{ maxHeight: TENANT_MENU_MAX_HEIGHT_PX }}>
          <PopupMenu items={items} label="Organizations" autoFocus={open} onClose={close} />
        </div>
      )}
    </Popover>
  );
}
