import { z } from "@hono/zod-openapi";

/** Spec §3 plan, as the subscription calls answer it. */
export const PlanSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    duration: z.number().int().describe("days; the free trial lasts duration ÷ 30 months"),
    price: z.number().describe("rupees"),
    cardColor: z.string(),
    cardFeatures: z.array(z.string()),
    featuresList: z.array(z.object({ features: z.array(z.object({ identifier: z.string(), value: z.string() })) })),
    frontEndParams: z.object({
      displayName: z.string(),
      subtitle: z.string(),
      image: z.string(),
      pricingText: z.string(),
      isUpgradeAble: z.boolean(),
    }),
    limits: z.object({ projectsPerTeam: z.number().int().optional(), dashboardsPerTenant: z.number().int().optional() }),
  })
  .openapi("Plan");
