/** Choosing another tenant in the header submits this hidden form to /switch-tenant, so it works without JavaScript. */
export const SWITCH_TENANT_ACTION = "/switch-tenant";

export function tenantSwitchFormId(subdomain: string): string {
  return `switch-tenant-${subdomain}`;
}
