/**
 * Where an organisation's files live in R2: each area under its tenant's id, so deleting the
 * organisation for good (decision 0091) removes every object under these prefixes. A new kind of
 * tenant file takes a key under one of them, or adds its area here.
 */
const TENANT_FILE_AREAS = ["attachments", "exports"] as const;
type TenantFileArea = (typeof TENANT_FILE_AREAS)[number];

export const tenantFilePrefix = (area: TenantFileArea, tenantId: string) => `${area}/${tenantId}/`;

export const tenantFilePrefixes = (tenantId: string) => TENANT_FILE_AREAS.map((area) => tenantFilePrefix(area, tenantId));
