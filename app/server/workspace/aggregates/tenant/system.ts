import type { TenantRecord } from "../../../directory/types";
import { defineSystem } from "../../operations";
import { upsertTenant } from "./store";

export const tenantSystem = {
  /** Records which organisation this database belongs to; idempotent. */
  "tenant.provision": defineSystem({
    handler: ({ sql }, tenant: TenantRecord) => {
      upsertTenant(sql, tenant);
      return null;
    },
  }),
};
