import { CsrfInput } from "~/components/CsrfField";
import { Popover } from "~/components/Popover";
import { PopupMenu } from "~/components/PopupMenu";
import { TENANT_MENU_MAX_HEIGHT_PX } from "~/lib/constants";
import { Icon } from "~/components/Icon";
import type { ApiData } from "~/lib/api-result";
import { ICON_BUTTON_CLASS } from "./iconButton";
import { SWITCH_TENANT_ACTION, tenantSwitchFormId } from "./tenantLink";

type TenantSummary = ApiData<"user", "session", "$get">["tenantDetails"][number];

/** The tenant dropdown (spec §2): only for more than one tenant; the current one is disabled. */
export function TenantMenu({ tenants, current, csrfToken }: { tenants: TenantSummary[]; current: string; csrfToken: string }) {
  if (tenants.length <= 1) return null;
  const items = tenants.map((tenant) => ({
    id: tenant.id,
    label: `${tenant.name} (${tenant.subdomain})`,
    disabled: tenant.subdomain === current,
    form: tenantSwitchFormId(tenant.subdomain),
  }));
  return (
    <>
      {tenants
        .filter((tenant) => tenant.subdomain !== current)
        .map((tenant) => (
          <form key={tenant.id} id={tenantSwitchFormId(tenant.subdomain)} method="post" action={SWITCH_TENANT_ACTION} hidden>
            <CsrfInput token={csrfToken} />
            <input type="hidden" name="subdomain" value={tenant.subdomain} />
          </form>
        ))}
      <Popover name="organizations" label="Switch organization" trigger={<Icon name="chevron" size={18} />} triggerClassName={ICON_BUTTON_CLASS} panelClassName="w-72">
        {({ open, close }) => (
          <div className="overflow-y-auto" style={{ maxHeight: TENANT_MENU_MAX_HEIGHT_PX }}>
            <PopupMenu items={items} label="Organizations" autoFocus={open} onClose={close} />
          </div>
        )}
      </Popover>
    </>
  );
}
