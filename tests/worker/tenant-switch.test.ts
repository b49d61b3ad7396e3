import { describe, expect, beforeAll, it } from "vitest";
import { ADA, BOB, cookieParts, get, HAND_OFF, json, origin, postJson, redeem, seed, sessionOf, setCookieNamed, signIn } from "./helpers";

beforeAll(seed);

const switchTo = (from: string, subdomain: string, token: string) =>
  postJson(`${origin(from)}/api/v2/user/switchTenant`, { subdomain }, { accesstoken: token });

describe("tenantList", () => {
  it("lists the organisations of the signed-in user from the directory", async () => {
    const { token } = await signIn("acme", ADA);
    const response = await get(`${origin("acme")}/api/v2/user/tenantList`, { accesstoken: token });
    expect(response.status).toBe(200);
    const { tenantDetails } = (await json(response)).data as { tenantDetails: Array<Record<string, string>> };
    expect(tenantDetails.map(({ name, subdomain }) => ({ name, subdomain }))).toEqual([
      { name: "Acme Inc", subdomain: "acme" },
      { name: "Globex Corporation", subdomain: "globex" },
    ]);
    expect(tenantDetails[0].tenantId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a visitor who is not signed in", async () => {
    expect((await get(`${origin("acme")}/api/v2/user/tenantList`)).status).toBe(401);
  });
});

describe("switchTenant", () => {
  it("takes ada from acme to globex with a token that signs her in there, once", async () => {
    const { token } = await signIn("acme", ADA);
    const response = await switchTo("acme", "globex", token);
    expect(response.status).toBe(200);
    const { redirectUrl } = (await json(response)).data as { redirectUrl: string };
    const url = new URL(redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${origin("globex")}/`);
    const switchToken = url.searchParams.get("token") ?? "";

    const redeemed = await redeem("globex", switchToken);
    expect(redeemed.status).toBe(302);
    expect(redeemed.headers.get("location")).toBe("/my-space");
    const session = await sessionOf("globex", { cookie: redeemed.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") });
    expect(session.status).toBe(200);
    expect((await json(session)).data.organization).toMatchObject({ name: "Globex Corporation" });

    expect((await redeem("globex", switchToken)).status).toBe(302);
    expect((await redeem("globex", switchToken)).headers.get("location")).not.toBe("/my-space");
  });

  it("refuses bob, who is not a member of globex, with 403", async () => {
    const { token } = await signIn("acme", BOB);
    const response = await switchTo("acme", "globex", token);
    expect(response.status).toBe(403);
    expect((await json(response)).error.message).toBe("You are not a member of this organization");
  });

  it("refuses an organisation that does not exist, and a visitor who is not signed in", async () => {
    const { token } = await signIn("acme", ADA);
    expect((await switchTo("acme", "initech", token)).status).toBe(403);
    expect((await postJson(`${origin("acme")}/api/v2/user/switchTenant`, { subdomain: "globex" })).status).toBe(401);
  });

  it("answers 400 for a malformed sub-domain", async () => {
    const { token } = await signIn("acme", ADA);
    const response = await switchTo("acme", "glo.bex", token);
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ subdomain: ["Please choose an organisation"] });
  });
});

describe("tenant isolation", () => {
  it("refuses ada's acme session on globex's host", async () => {
    const { token, cookie } = await signIn("acme", ADA);
    expect((await sessionOf("globex", { accesstoken: token })).status).toBe(401);
    expect((await sessionOf("globex", { cookie })).status).toBe(401);
    expect((await switchTo("globex", "acme", token)).status).toBe(401);
  });
});

describe("domainLogin and domainSlug cookies", () => {
  it("records the signed-in sub-domains for ten years, host-only on localhost", async () => {
    const first = await signIn("acme", ADA);
    const login = setCookieNamed(first.response, "domainLogin");
    expect(cookieParts(login)).toEqual(cookieParts("domainLogin=acme; Path=/; SameSite=Lax; Max-Age=315360000"));
    const slugPair = setCookieNamed(first.response, "domainSlug")?.split(";")[0] ?? "";

    const { token } = first;
    const { redirectUrl } = (await json(await switchTo("acme", "globex", token))).data as { redirectUrl: string };
    const second = await get(redirectUrl, { cookie: slugPair, ...HAND_OFF });
    expect(setCookieNamed(second, "domainLogin")).toMatch(/^domainLogin=globex;/);
    const slug = setCookieNamed(second, "domainSlug")?.split(";")[0].split("=")[1] ?? "";
    expect(JSON.parse(decodeURIComponent(slug))).toEqual(["globex", "acme"]);
  });

  it("marks them Secure over https, and clears domainLogin on logout", async () => {
    const { response } = await signIn("acme", ADA, "https");
    expect(setCookieNamed(response, "domainLogin")).toContain("Secure");
    const logout = await postJson(`${origin("acme")}/api/v2/user/logout`, { logout: true });
    expect(cookieParts(setCookieNamed(logout, "domainLogin"))).toEqual(cookieParts("domainLogin=; Path=/; SameSite=Lax; Max-Age=0"));
  });
});
