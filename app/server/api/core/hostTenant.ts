import type { Context } from "hono";
import { findTenantBySubdomain } from "~/server/directory/tenants";
import type { TenantRecord } from "~/server/directory/types";
import type { ApiEnv } from "./types";

/** The organisation of the request's tenant host, from the directory; null on other hosts or unknown ones. */
export async function hostTenant(c: Context<ApiEnv>): Promise<TenantRecord | null> {
  const host = c.get("host");
  return host.kind === "tenant" ? findTenantBySubdomain(c.env.DIRECTORY, host.subdomain) : null;
}
