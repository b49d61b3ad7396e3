import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "~/server/worker";
import { ADA, BOB, get, GUS, json, origin, postJson, productionEnv, seed } from "./helpers";
import { createUser } from "./profileHelpers";

beforeAll(seed);

const PARALLEL_LOOKUPS = 50;

let addresses = 0;
/** A client address of its own (CF-Connecting-IP), so each test starts with fresh limits. */
const newAddress = () => `198.51.100.${++addresses}`;

const lookup = {
  tenantCountByUsername: (username: string, address: string) =>
    get(`${origin("auth")}/api/v2/tenant/tenantCountByUsername?username=${encodeURIComponent(username)}`, {
      "cf-connecting-ip": address,
    }),
  verifyUsernameInTenant: (username: string, address: string, domainName = "acme") =>
    get(`${origin("auth")}/api/v2/user/verifyUsernameInTenant?username=${encodeURIComponent(username)}&domainName=${domainName}`, {
      "cf-connecting-ip": address,
    }),
};

const statusCounts = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe.each(Object.keys(lookup) as Array<keyof typeof lookup>)("%s", (call) => {
  it(`answers at most twenty of ${PARALLEL_LOOKUPS} parallel requests from one address, the rest 429 with Retry-After`, async () => {
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_LOOKUPS }, (_, index) => lookup[call](`probe.${index}@acme.test`, address)),
    );
    const counts = statusCounts(responses);
    expect(counts[200]).toBeLessThanOrEqual(20);
    expect(counts[429]).toBe(PARALLEL_LOOKUPS - counts[200]);
    const refused = responses.find((response) => response.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json(refused)).error.message).toBe("Too many requests. Please try again in 15 minutes.");
    expect((await lookup[call](ADA, newAddress())).status).toBe(200);
  });

  it("answers one e-mail at most ten times, whichever addresses ask", async () => {
    const email = `asked.${crypto.randomUUID().slice(0, 8)}@acme.test`;
    for (let request = 1; request <= 10; request++) expect((await lookup[call](email, newAddress())).status).toBe(200);
    expect((await lookup[call](email, newAddress())).status).toBe(429);
  });
});

describe("what the lookups tell", () => {
  it("tenantCountByUsername answers an unknown e-mail as it answers an account with one organisation", async () => {
    const count = async (username: string) => (await json(await lookup.tenantCountByUsername(username, newAddress()))).data;
    const unknown = await count(`nobody.${crypto.randomUUID().slice(0, 8)}@acme.test`);
    expect(await count(BOB)).toEqual(unknown);
    const { email: several } = await createUser([
      { subdomain: "acme", role: "MEMBER" },
      { subdomain: "globex", role: "MEMBER" },
    ]);
    expect(await count(several)).not.toEqual(unknown);
  });

  it("verifyUsernameInTenant tells nothing about the e-mail: membership is login's answer, after the password", async () => {
    const verify = async (username: string, domainName: string) =>
      (await json(await lookup.verifyUsernameInTenant(username, newAddress(), domainName))).data;
    expect(await verify(ADA, "acme")).toEqual(await verify(GUS, "acme"));
    expect(await verify(`nobody.${crypto.randomUUID().slice(0, 8)}@acme.test`, "acme")).toEqual(await verify(ADA, "acme"));
  });
});

describe("account mails go out after the answer", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([["/api/v2/user/forgotPassword"], ["/api/v2/tenant/forgotTenant"]])(
    "%s answers before the mail provider has been reached",
    async (path) => {
      const { email } = await createUser([{ subdomain: "acme", role: "MEMBER" }]);
      const env = productionEnv();
      let release = () => {};
      const providerAnswers = new Promise<void>((resolve) => (release = resolve));
      const mailedTo: string[] = [];
      const fetchOutside = globalThis.fetch;
      vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
        const request = new Request(input, init);
        if (request.url !== env.MAIL_API_URL) return fetchOutside(input, init);
        mailedTo.push(((await request.json()) as { to: string }).to);
        await providerAnswers;
        return Response.json({ id: "sent" });
      });
      const ctx = createExecutionContext();
      const request = new Request(`${origin("auth")}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: email }),
      });
      const answer = worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
      const first = await Promise.race([
        answer.then((response) => response.status),
        new Promise((resolve) => setTimeout(() => resolve("still waiting for the mail provider"), 1500)),
      ]);
      release();
      await answer;
      await waitOnExecutionContext(ctx);
      expect(first).toBe(200);
      expect(mailedTo).toEqual([email]);
    },
  );
});

describe("login still works alongside the lookups", () => {
  it("an address that used up its lookups can still log in", async () => {
    const address = newAddress();
    await Promise.all(Array.from({ length: 25 }, (_, index) => lookup.tenantCountByUsername(`x.${index}@acme.test`, address)));
    const response = await postJson(
      `${origin("auth")}/api/v2/user/login`,
      { username: ADA, password: "Demo#2026", domainName: "acme" },
      { "cf-connecting-ip": address },
    );
    expect(response.status).toBe(200);
  });
});
