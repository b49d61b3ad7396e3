import { env } from "cloudflare:workers";
import { workspaceStub } from "~/server/api/core/workspace";
import { insertTenantStatement } from "~/server/directory/tenants";
import { createUser } from "./profileHelpers";
import { json, origin, postJson, get, signIn } from "./helpers";

/** An organisation of its own (on Free, as every new one) with a signed-in super admin and member, so upgrades do not disturb the demo. */
export async function createOrganisation() {
  const subdomain = `plans${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
  const tenant = { id: crypto.randomUUID(), name: "Plan Test", subdomain };
  await insertTenantStatement(env.DIRECTORY, tenant).run();
  await workspaceStub(env, subdomain).system({ name: "tenant.provision", input: tenant });
  const admin = await createUser([{ subdomain, role: "SUPER_ADMIN" }]);
  const member = await createUser([{ subdomain, role: "MEMBER" }]);
  const [adminSession, memberSession] = await Promise.all([signIn(subdomain, admin.email), signIn(subdomain, member.email)]);
  return { tenant, admin: { ...admin, ...adminSession }, member: { ...member, ...memberSession } };
}

/** A call of /api/v2/<path> on the organisation's host as the holder of `token`. */
export const callAs = (subdomain: string, token: string) => ({
  subdomain,
  token,
  post: async (path: string, body: unknown = {}) => {
    const response = await postJson(`${origin(subdomain)}/api/v2/${path}`, body, { accesstoken: token });
    return { status: response.status, ...(await json(response)) };
  },
  get: async (path: string) => {
    const response = await get(`${origin(subdomain)}/api/v2/${path}`, { accesstoken: token });
    return { status: response.status, ...(await json(response)) };
  },
});
