import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { callOnMeridianTest } from "./callWorker";
import {
  ADA,
  BOB,
  cookieHeader,
  cookieValue,
  csrf,
  get,
  HAND_OFF,
  json,
  origin,
  redeem,
  redirectToken,
  seed,
  sessionOf,
  setCookieNamed,
  signIn,
} from "./helpers";

beforeAll(seed);

const ACME = origin("acme");
const CONFIRM = "/confirm-login";

const confirmPath = (token: string) => `${CONFIRM}?token=${encodeURIComponent(token)}`;

/** A page's text without its markup. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, "");

/** Who the session of a Cookie header belongs to on acme, or null when there is none. */
async function signedInAs(cookie: string): Promise<string | null> {
  const response = await sessionOf("acme", { cookie });
  if (response.status !== 200) return null;
  return ((await json(response)).data.userDetails as { username: string }).username;
}

/** Posts the confirmation page's form as a browser does: same origin, with the page's CSRF token. */
async function confirm(token: string, cookie = "") {
  const page = await get(`${ACME}${confirmPath(token)}`, cookie ? { cookie } : {});
  const csrfToken = setCookieNamed(page, "meridian-csrf") ? cookieValue(page, "csrf") : /meridian-csrf=([^;]+)/.exec(cookie)![1];
  const cookies = [cookie, cookieHeader(page)].filter(Boolean).join("; ");
  return SELF.fetch(`${ACME}${CONFIRM}`, {
    method: "POST",
    headers: { cookie: cookies, origin: ACME, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, csrf: csrfToken }),
    redirect: "manual",
  });
}

describe("a redirect token that arrives cross-site", () => {
  it("is not redeemed: the browser is asked first and gets no session", async () => {
    const token = await redirectToken(BOB);
    const response = await redeem("acme", token, "http", { "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(confirmPath(token));
    expect(setCookieNamed(response, "meridian-session")).toBeUndefined();
  });

  it("stays usable: the question page does not spend it", async () => {
    const token = await redirectToken(BOB);
    await redeem("acme", token, "http", { "sec-fetch-site": "cross-site" });
    await get(`${ACME}${confirmPath(token)}`);
    expect((await redeem("acme", token)).headers.get("location")).toBe("/my-space");
  });

  it("is asked about on a page naming the account and the organisation, with a form that posts the token", async () => {
    const token = await redirectToken(BOB);
    const response = await get(`${ACME}${confirmPath(token)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Log in to Acme Inc?");
    expect(html).toContain(BOB);
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/confirm-login"/);
    expect(html).toContain(`name="token" value="${token}"`);
    expect(html).toMatch(/name="csrf" value="[A-Za-z0-9_-]{43}"/);
    expect(textOf(html)).toContain(`Log in as ${BOB}`);
  });

  it("signs in once the person confirms", async () => {
    const token = await redirectToken(BOB);
    const response = await confirm(token);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/my-space");
    expect(await signedInAs(cookieHeader(response))).toBe(BOB);
  });

  it("cannot be confirmed by a post without the CSRF token or from another origin", async () => {
    const token = await redirectToken(BOB);
    const post = (headers: Record<string, string>, fields: Record<string, string>) =>
      SELF.fetch(`${ACME}${CONFIRM}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ token, ...fields }),
        redirect: "manual",
      });
    expect((await post({ origin: "http://evil.test" }, {})).status).toBe(403);
    const page = await csrf(`${ACME}${confirmPath(token)}`);
    expect((await post({ origin: "http://evil.test", cookie: page.cookie }, { csrf: page.token })).status).toBe(403);
    expect((await redeem("acme", token)).headers.get("location")).toBe("/my-space");
  });

  it("sends a spent or unknown token to the default host, as a failed redemption does", async () => {
    const token = await redirectToken(BOB);
    await redeem("acme", token);
    for (const response of [await get(`${ACME}${confirmPath(token)}`), await confirm(token)]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`${origin("beta")}/`);
      expect(setCookieNamed(response, "meridian-session")).toBeUndefined();
    }
  });
});

describe("a redirect token that would replace another user's session", () => {
  it("asks first and leaves the signed-in user signed in", async () => {
    const ada = await signIn("acme", ADA);
    const token = await redirectToken(BOB);
    const response = await redeem("acme", token, "http", { ...HAND_OFF, cookie: ada.cookie });
    expect(response.headers.get("location")).toBe(confirmPath(token));
    expect(setCookieNamed(response, "meridian-session")).toBeUndefined();
    expect(await signedInAs(ada.cookie)).toBe(ADA);
  });

  it("tells who is signed in now, and on confirmation replaces that session", async () => {
    const ada = await signIn("acme", ADA);
    const token = await redirectToken(BOB);
    const html = await (await get(`${ACME}${confirmPath(token)}`, { cookie: ada.cookie })).text();
    expect(textOf(html)).toContain(`You are logged in here as ${ADA}`);
    const response = await confirm(token, ada.cookie);
    expect(response.headers.get("location")).toBe("/my-space");
    expect(await signedInAs(ada.cookie)).toBeNull();
    expect(await signedInAs(cookieHeader(response))).toBe(BOB);
  });
});

describe("where a redemption comes from", () => {
  it.each([
    ["a same-site navigation (the auth host's redirect)", { "sec-fetch-site": "same-site" }],
    ["a same-origin navigation (an invite sign-up on the tenant)", { "sec-fetch-site": "same-origin" }],
    ["a browser without Fetch Metadata, coming from the auth host", { referer: `${origin("auth")}/` }],
    [
      "Chromium's redirect from the auth host under a dotless base domain such as localhost (cross-site, with the auth host's Referer)",
      { "sec-fetch-site": "cross-site", referer: `${origin("auth")}/` },
    ],
  ])("signs in at once after %s", async (_case, headers) => {
    const response = await redeem("acme", await redirectToken(BOB), "http", headers);
    expect(response.headers.get("location")).toBe("/my-space");
    expect(await signedInAs(cookieHeader(response))).toBe(BOB);
  });

  it.each([
    ["a link opened from a mail program (Sec-Fetch-Site: none)", { "sec-fetch-site": "none" }],
    ["a browser without Fetch Metadata or Referer", {}],
    ["a browser without Fetch Metadata, coming from another site", { referer: "http://evil.test/" }],
    ["a browser without Fetch Metadata, coming from a look-alike host", { referer: "http://auth.localhost:8787.evil.test/" }],
    ["a cross-site link from another site", { "sec-fetch-site": "cross-site", referer: "http://evil.test/" }],
    ["a cross-site link over another scheme", { "sec-fetch-site": "cross-site", referer: `${origin("auth", "https")}/` }],
  ])("asks first after %s", async (_case, headers) => {
    const token = await redirectToken(BOB);
    const response = await redeem("acme", token, "http", headers);
    expect(response.headers.get("location")).toBe(confirmPath(token));
  });

  it("does not ask the same user who signs in again", async () => {
    const bob = await signIn("acme", BOB);
    const response = await redeem("acme", await redirectToken(BOB), "http", { ...HAND_OFF, cookie: bob.cookie });
    expect(response.headers.get("location")).toBe("/my-space");
  });
});

describe("under a dotted base domain, where all our hosts are one site", () => {
  const redeemOnMeridianTest = (token: string, headers: Record<string, string>) =>
    callOnMeridianTest(`http://acme.meridian.test/?token=${token}`, { headers, redirect: "manual" });

  it("signs in at once after the auth host's same-site redirect", async () => {
    const response = await redeemOnMeridianTest(await redirectToken(BOB), { "sec-fetch-site": "same-site", referer: "http://auth.meridian.test/" });
    expect(response.headers.get("location")).toBe("/my-space");
  });

  it("asks first after a cross-site navigation, even one whose Referer is our own page (a link out that redirects back)", async () => {
    const token = await redirectToken(BOB);
    const response = await redeemOnMeridianTest(token, { "sec-fetch-site": "cross-site", referer: "http://acme.meridian.test/" });
    expect(response.headers.get("location")).toBe(confirmPath(token));
  });
});
