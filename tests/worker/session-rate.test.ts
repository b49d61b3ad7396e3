import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TOO_MANY_SESSION_CALLS } from "~/schemas/apiToken";
import { RATES } from "~/server/workspace/rate";
import { callWorker } from "./callWorker";
import { ADA, origin, seed, signIn } from "./helpers";

/**
 * A browser session's calls over HTTP have a rate of their own beside a token's (issue 44 §1,
 * workspace/rate.ts): the same RateLimit fields, 429 with Retry-After past it, and the session kept.
 * A page's in-process calls are not counted: the pages still answer once the session's window is spent.
 */
const sessionCall = (cookie: string) => callWorker(env, `${origin("acme")}/api/v2/user/session`, { headers: { cookie } });

describe("a session's rate over HTTP", () => {
  it("tells what is left, answers 429 with Retry-After past it, keeps the session, and leaves pages and other sessions alone", { timeout: 180_000 }, async () => {
    await seed();
    // The window is fixed to the minute: too near its end, the test waits for the next one.
    const secondsLeft = 60 - new Date().getUTCSeconds();
    if (secondsLeft < 30) await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000));
    const { cookie } = await signIn("acme", ADA);
    const first = await sessionCall(cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toBe(`"session";q=${RATES.session.limit};w=60`);
    expect(first.headers.get("ratelimit")).toMatch(new RegExp(`^"session";r=${RATES.session.limit - 1};t=\\d+$`));
    for (let sent = 1; sent < RATES.session.limit; sent += 50) {
      const batch = await Promise.all(Array.from({ length: Math.min(50, RATES.session.limit - sent) }, () => sessionCall(cookie)));
      expect(batch.map((reply) => reply.status).filter((status) => status !== 200)).toEqual([]);
    }
    const refused = await sessionCall(cookie);
    const body = (await refused.json()) as { error: { message: string; retryAfter: number } };
    expect({ status: refused.status, message: body.error.message }).toEqual({ status: 429, message: TOO_MANY_SESSION_CALLS });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.getSetCookie().join()).not.toMatch(/meridian-session=;/);

    // The pages' own calls are in-process: not counted.
    const page = await callWorker(env, `${origin("acme")}/my-space`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("ratelimit")).toBeNull();
    const other = await signIn("acme", ADA);
    expect((await sessionCall(other.cookie)).status).toBe(200);
  });
});
