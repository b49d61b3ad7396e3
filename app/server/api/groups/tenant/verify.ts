import { z } from "@hono/zod-openapi";
import { SubdomainSchema } from "~/schemas/tenant";
import { findTenantBySubdomain } from "~/server/directory/tenants";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";

const verify = apiRoute({
  method: "get",
  path: "/verify",
  summary: "Whether a tenant sub-domain exists",
  input: SubdomainSchema,
  data: z.object({ isValid: z.boolean() }),
  tags: ["tenant"],
});

export const verifyApi = createRouter().openapi(verify, async (c) => {
  const { subdomain } = c.req.valid("query");
  const tenant = await findTenantBySubdomain(c.env.DIRECTORY, subdomain);
  return ok(c, { isValid: Boolean(tenant) });
});
