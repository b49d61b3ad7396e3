import { z } from "@hono/zod-openapi";
import { VerifyUsernameInTenantSchema } from "~/schemas/user";
import { findMembership, findTenantBySubdomain } from "~/server/directory/tenants";
import { findUserByEmail } from "~/server/directory/users";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";

const verifyUsernameInTenant = apiRoute({
  method: "get",
  path: "/verifyUsernameInTenant",
  summary: "Whether the e-mail is an active member of the organisation with this domain name",
  input: VerifyUsernameInTenantSchema,
  data: z.object({ isValid: z.boolean() }),
  tags: ["user"],
});

/** The login form's check that the e-mail belongs to the organisation it names. */
export const usernameLookupApi = createRouter().openapi(
  verifyUsernameInTenant,
  async (c) => {
    const { username, domainName: subdomain } = c.req.valid("query");
    const db = c.env.DIRECTORY;
    const [user, tenant] = await Promise.all([findUserByEmail(db, username), findTenantBySubdomain(db, subdomain)]);
    const membership = user && tenant ? await findMembership(db, user.id, tenant.id) : null;
    return ok(c, { isValid: membership?.status === "ACTIVE" });
  },
);
