import { z } from "@hono/zod-openapi";
import { RestrictionScopeSchema } from "~/schemas/accessRestrictions";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { RestrictionsSchema } from "../../core/schemas";
import { runQuery } from "../../core/session";

const rbacRestrictions = apiRoute({
  method: "get",
  path: "/rbacRestrictions",
  summary: "What access restrictions turn off for the caller: in the organisation, or in a team or project (teamId, projectId) where the narrower rule wins",
  input: RestrictionScopeSchema,
  data: z.object({ restrictions: RestrictionsSchema }),
  tags: ["user"],
});

export const restrictionsApi = createRouter().openapi(rbacRestrictions, async (c) =>
  ok(c, (await runQuery(c, { name: "restrictions.effective", input: c.req.valid("query") })).data),
);
