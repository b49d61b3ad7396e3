import { z } from "zod";
import { domainName, email } from "./fields";

/** Inputs of the spec §7 tenant group's calls that have no schema elsewhere. */

/** tenant/verify: any host label, up to DNS's 63 characters. */
export const VerifyTenantSchema = z.object({ subdomain: z.string().max(63) });

/** tenant/tenantCountByUsername and tenant/forgotTenant. */
export const UsernameSchema = z.object({ username: email() });

export const GetOrganizationNameSchema = z.object({ subdomain: domainName() });
