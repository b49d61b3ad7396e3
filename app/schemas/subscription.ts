import * as z from "zod";
import { UPGRADE_INTENTS } from "~/lib/subscriptionModal";

/** Inputs of the spec §7 subscription group. */

const planId = () => z.string().trim().min(1, "Please choose a plan").max(64, "Unknown plan");
const tenantId = () => z.string().trim().min(1, "Unknown organisation").max(64, "Unknown organisation");

/** GET plans: `fullSet=true` answers every plan, Free and the Contact Us ones included; otherwise the plans one can upgrade to. */
export const PlansQuerySchema = z.object({ fullSet: z.enum(["true", "false"]).optional() });

export const RequestUpgradeSchema = z.object({
  planId: planId(),
  planName: z.string().trim().min(1).max(100),
  planDuration: z.number().int().min(0).max(3650),
  tenantId: tenantId(),
});
export type RequestUpgradeInput = z.infer<typeof RequestUpgradeSchema>;

export const ConfirmUpgradeSchema = RequestUpgradeSchema.extend({ confirmUpgrade: z.literal(true) });

export const RequestUpgradeFromSuperAdminSchema = z.object({ planId: planId(), tenantId: tenantId() });

export { UPGRADE_INTENTS };
export const UpgradeFormSchema = z.discriminatedUnion("intent", [
  ConfirmUpgradeSchema.omit({ confirmUpgrade: true }).extend({ intent: z.literal(UPGRADE_INTENTS.confirm), returnTo: z.string() }),
  RequestUpgradeFromSuperAdminSchema.extend({ intent: z.literal(UPGRADE_INTENTS.notify), returnTo: z.string() }),
]);

/** Spec §8 and the refusals of the subscription calls. */
export const TENANT_NOT_FOUND = "Organisation not found";
export const PLAN_NOT_FOUND = "Plan not found";
export const NOT_AN_UPGRADE = "This plan is not an upgrade of your current plan";
