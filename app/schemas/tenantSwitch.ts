import * as z from "zod";
import { domainName } from "./fields";

/** Switching to another organisation of the signed-in user (spec §2, tenant dropdown). */
export const SwitchTenantSchema = z.object({ subdomain: domainName("Please choose an organisation") });
