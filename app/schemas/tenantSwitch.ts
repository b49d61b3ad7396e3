import * as z from "zod";

/** Switching to another organisation of the signed-in user (spec §2, tenant dropdown). */
export const SwitchTenantSchema = z.object({
  subdomain: z
    .string({ error: "Please choose an organisation" })
    .regex(/^[a-z0-9]{2,24}$/i, "Please choose an organisation")
    .transform((value) => value.toLowerCase()),
});
