import { hostUrl } from "~/lib/host";

export type TenantOrigin = { protocol: string; baseDomain: string };

/** Where choosing another tenant in the header goes: its login page until signed-in switching exists. */
export function tenantSwitchHref(subdomain: string, origin: TenantOrigin): string {
  return hostUrl(origin.protocol, subdomain, origin.baseDomain, "/login");
}
