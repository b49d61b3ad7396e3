import { z } from "@hono/zod-openapi";
import { hostUrl } from "~/lib/host";
import { SwitchTenantSchema } from "~/schemas/tenantSwitch";
import { issueRedirectToken } from "~/server/directory/redirectTokens";
import { findMembership, findTenantBySubdomain, listMemberships } from "~/server/directory/tenants";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { requireViewer } from "../../core/session";
import { NOT_A_MEMBER } from "./login";
import { lacksRequiredSecondStep } from "~/server/directory/passkeys";
import { SECOND_STEP_REQUIRED_MESSAGE } from "~/schemas/secondStep";

const tags: [string] = ["user"];

const tenantList = apiRoute({
  method: "get",
  path: "/tenantList",
  summary: "The organisations the signed-in user belongs to",
  data: z.object({
    tenantDetails: z.array(z.object({ tenantId: z.string(), name: z.string(), subdomain: z.string() })),
  }),
  tags,
});

const switchTenant = apiRoute({
  method: "post",
  path: "/switchTenant",
  summary: "Answer another organisation's URL with a one-time token that signs the user in there",
  input: SwitchTenantSchema,
  data: z.object({ redirectUrl: z.string() }),
  tags,
});

export const tenantSwitchApi = createRouter()
  .openapi(tenantList, async (c) => {
    const viewer = await requireViewer(c);
    const memberships = await listMemberships(c.env.DIRECTORY, viewer.member.userId);
    const tenantDetails = memberships.map(({ tenant }) => ({
      tenantId: tenant.id,
      name: tenant.name,
      subdomain: tenant.subdomain,
    }));
    return ok(c, { tenantDetails });
  })
  .openapi(switchTenant, async (c) => {
    const viewer = await requireViewer(c);
    const { subdomain } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const tenant = await findTenantBySubdomain(db, subdomain);
    const membership = tenant ? await findMembership(db, viewer.member.userId, tenant.id) : null;
    if (!tenant || membership?.status !== "ACTIVE") throw new ApiError(403, NOT_A_MEMBER);
    // Switching is no sign-in: an organisation that requires a second step is entered by logging in, which sets one up.
    if (await lacksRequiredSecondStep(db, viewer.member.userId, tenant.id)) throw new ApiError(403, SECOND_STEP_REQUIRED_MESSAGE);
    const token = await issueRedirectToken(db, viewer.member.userId, tenant.id);
    const { protocol } = new URL(c.req.url);
    return ok(c, { redirectUrl: hostUrl(protocol, tenant.subdomain, c.get("config").baseDomain, "/", { token }) });
  });
