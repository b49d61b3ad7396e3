import { z } from "@hono/zod-openapi";
import { hostUrl } from "~/lib/host";
import { UsernameSchema } from "~/schemas/fields";
import { SubdomainSchema } from "~/schemas/tenant";
import { findTenantBySubdomain, listMemberships } from "~/server/directory/tenants";
import { findUserByEmail } from "~/server/directory/users";
import { ACCOUNT_MAILS } from "~/server/directory/attemptLimits";
import { sendMailAfterResponse } from "~/server/mail";
import { clientAddress, countLookup, countRequest, TOO_MANY_MAILS } from "../../core/attempts";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";

export const TENANT_LIST_SENT_MESSAGE = "If an account exists for this email, we have sent it the list of its organizations.";
export const UNKNOWN_ORGANIZATION_MESSAGE = "Organization not found";

const tenantCountByUsername = apiRoute({
  method: "get",
  path: "/tenantCountByUsername",
  summary:
    "Whether the e-mail must choose among several organisations to log in; an unknown e-mail answers as one with a single organisation",
  input: UsernameSchema,
  data: z.object({ multiple: z.boolean() }),
  tags: ["tenant"],
});

const forgotTenant = apiRoute({
  method: "post",
  path: "/forgotTenant",
  summary: "Mail the list of the user's organisations; the answer is the same for unknown e-mails",
  input: UsernameSchema,
  data: z.object({ message: z.string() }),
  tags: ["tenant"],
});

const getOrganizationName = apiRoute({
  method: "get",
  path: "/getOrganizationName",
  summary: "The name of the organisation with this sub-domain",
  input: SubdomainSchema,
  data: z.object({ tenantId: z.string(), name: z.string(), subdomain: z.string() }),
  tags: ["tenant"],
});

export const tenantLookupApi = createRouter()
  .openapi(tenantCountByUsername, async (c) => {
    const { username } = c.req.valid("query");
    await countLookup(c.env.DIRECTORY, username, clientAddress(c));
    const user = await findUserByEmail(c.env.DIRECTORY, username);
    const memberships = user ? await listMemberships(c.env.DIRECTORY, user.id) : [];
    return ok(c, { multiple: memberships.length > 1 });
  })
  .openapi(forgotTenant, async (c) => {
    const db = c.env.DIRECTORY;
    const { username } = c.req.valid("json");
    await countRequest(db, ACCOUNT_MAILS, username, TOO_MANY_MAILS);
    const { protocol } = new URL(c.req.url);
    const { baseDomain } = c.get("config");
    sendMailAfterResponse(c.executionCtx, c.env, async () => {
      const user = await findUserByEmail(db, username);
      const memberships = user ? await listMemberships(db, user.id) : [];
      if (!user || memberships.length === 0) return null;
      const lines = memberships.map(
        ({ tenant }) => `- ${tenant.name} (${tenant.subdomain}): ${hostUrl(protocol, tenant.subdomain, baseDomain, "/login")}`,
      );
      return {
        to: user.email,
        subject: "Your Meridian organizations",
        text: `You belong to these organizations on Meridian:\n\n${lines.join("\n")}`,
        kind: "tenant_list",
      };
    });
    return ok(c, { message: TENANT_LIST_SENT_MESSAGE });
  })
  .openapi(getOrganizationName, async (c) => {
    const tenant = await findTenantBySubdomain(c.env.DIRECTORY, c.req.valid("query").subdomain);
    if (!tenant) throw new ApiError(404, UNKNOWN_ORGANIZATION_MESSAGE);
    return ok(c, { tenantId: tenant.id, name: tenant.name, subdomain: tenant.subdomain });
  });
