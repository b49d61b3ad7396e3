import * as z from "zod";
import { domainName } from "./fields";

/** Inputs of the spec §7 tenant group's calls that have no schema elsewhere. */

/** tenant/verify and tenant/getOrganizationName: a sub-domain. */
export const SubdomainSchema = z.object({ subdomain: domainName() });
