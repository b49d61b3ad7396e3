import { z } from "@hono/zod-openapi";
import { ACCESS_KEY_NAMES, ACCESS_LEVELS, RESTRICTABLE_ROLES, RESTRICTION_VALUES } from "~/lib/accessRestrictions";
import { ROLES } from "~/lib/permissions";

/** Response shapes shared by several /api/v2 calls. */

/** Spec §3 current plan, with planUpgrade. */
export const CurrentPlanSchema = z.object({ planId: z.string(), planName: z.string(), planUpgrade: z.boolean() });
/** What a plan caps (a cap of 0: a feature it leaves out), and any free trial's end (decision 0076). */
export const PlanTermsSchema = z.object({
  trialEndsAt: z.number().nullable(),
  limits: z.object({
    projectsPerTeam: z.number().int().optional(),
    dashboardsPerTenant: z.number().int().optional(),
    ganttView: z.number().int().optional(),
    dataExport: z.number().int().optional(),
    pdfExport: z.number().int().optional(),
  }),
});
export const TenantSummarySchema = z.object({ id: z.string(), name: z.string(), subdomain: z.string() });

export const UserDetailsSchema = z.object({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  roleName: z.string(),
  role: z.enum(ROLES),
});

export const SessionDataSchema = z.object({
  userDetails: UserDetailsSchema,
  organization: z.object({ tenantId: z.string(), name: z.string() }),
  subdomain: z.string(),
  tenantDetails: z.array(TenantSummarySchema),
});

/** Access restrictions (decision record 51): a rule, and what rules turn off in one place (the restricted keys only). */
export const RestrictionRuleSchema = z.object({
  accessKey: z.enum(ACCESS_KEY_NAMES),
  level: z.enum(ACCESS_LEVELS),
  scopeId: z.string().nullable(),
  role: z.enum(RESTRICTABLE_ROLES).nullable(),
  userId: z.string().nullable(),
  value: z.enum(RESTRICTION_VALUES),
});
export const RestrictionsSchema = z.partialRecord(z.enum(ACCESS_KEY_NAMES), z.enum(RESTRICTION_VALUES));

/** A keyset page of items (keysetCursor.ts): `nextCursor` is null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
