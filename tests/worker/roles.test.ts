import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ADA, BOB, get, GUS, json, origin, seed, signIn } from "./helpers";

beforeAll(seed);

const rolesOf = async (subdomain: string, path: string, username: string) => {
  const { token } = await signIn(subdomain, username);
  return get(`${origin(subdomain)}/api/v2/tenant/${path}`, { accesstoken: token });
};

const names = (roles: unknown) => (roles as Array<{ name: string }>).map((role) => role.name);

describe("getAllRoles", () => {
  it("answers the directory's roles table to any signed-in member", async () => {
    const response = await rolesOf("acme", "getAllRoles", BOB);
    expect(response.status).toBe(200);
    const { results } = await env.DIRECTORY.prepare(
      "SELECT id, name, display_name AS displayName FROM roles ORDER BY id",
    ).all();
    expect((await json(response)).data.roles).toEqual(results);
  });

  it("refuses a visitor who is not signed in", async () => {
    expect((await get(`${origin("acme")}/api/v2/tenant/getAllRoles`)).status).toBe(401);
  });
});

describe("getRolesForInvite", () => {
  it("lets a super admin grant admin, member and guest, never super admin", async () => {
    const response = await rolesOf("acme", "getRolesForInvite", ADA);
    expect(response.status).toBe(200);
    expect(names((await json(response)).data.roles)).toEqual(["ADMIN", "MEMBER", "GUEST"]);
  });

  it("follows the role in the current organisation: gus is super admin of globex", async () => {
    const response = await rolesOf("globex", "getRolesForInvite", GUS);
    expect(names((await json(response)).data.roles)).toEqual(["ADMIN", "MEMBER", "GUEST"]);
  });

  it("refuses a member with 403 through requirePermission (bob in acme, ada in globex)", async () => {
    for (const [subdomain, username] of [
      ["acme", BOB],
      ["globex", ADA],
    ]) {
      const response = await rolesOf(subdomain, "getRolesForInvite", username);
      expect(response.status).toBe(403);
      expect((await json(response)).error.message).toBe("You do not have permission to perform this action");
    }
  });
});
