import { z } from "@hono/zod-openapi";
import { VerifyUsernameInTenantSchema } from "~/schemas/user";
import { findTenantBySubdomain } from "~/server/directory/tenants";
import { clientAddress, countLookup } from "../../core/attempts";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";

const verifyUsernameInTenant = apiRoute({
  method: "get",
  path: "/verifyUsernameInTenant",
  summary:
    "Whether one can log in to the organisation with this domain name; whether the e-mail is a member is login's own answer, after the password",
  input: VerifyUsernameInTenantSchema,
  data: z.object({ isValid: z.boolean() }),
  tags: ["user"],
});

/** The login form's check that the e-mail belongs to the organisation it names. */
export const usernameLookupApi = createRouter().openapi(
  verifyUsernameInTenant,
  async (c) => {
    const { username, domainName: subdomain } = c.req.valid("query");
    await countLookup(c.env.DIRECTORY, username, clientAddress(c));
    return ok(c, { isValid: Boolean(await findTenantBySubdomain(c.env.DIRECTORY, subdomain)) });
  },
);
