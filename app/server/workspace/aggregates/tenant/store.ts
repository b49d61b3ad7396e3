import type { TenantRecord } from "../../../directory/types";

/** Which organisation this database belongs to; null until it is provisioned. */
export function findTenant(sql: SqlStorage): TenantRecord | null {
  return sql.exec<TenantRecord>("SELECT id, name, subdomain FROM tenant").toArray()[0] ?? null;
}

export function upsertTenant(sql: SqlStorage, tenant: TenantRecord) {
  sql.exec(
    "INSERT INTO tenant (id, name, subdomain) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name",
    tenant.id,
    tenant.name,
    tenant.subdomain,
  );
}
