import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { SECOND_STEP_BLOCKED_MESSAGE, SECOND_STEP_REQUIRED_MESSAGE, WRONG_CODE_MESSAGE } from "~/schemas/secondStep";
import { DEMO_PASSWORD } from "~/server/directory/seed";
import { json, login, origin, postJson, redeem, seed, signIn, get } from "./helpers";

/** Two-step sign-in (issue 38 §1): codes come from a real TOTP generator, as an authenticator app makes them. */
beforeAll(seed);

const BOB = "bob@acme.test";
const CY = "cy@acme.test";
const GIA = "gia@acme.test";
const ACME = origin("acme");
const AUTH = origin("auth");

const codeAt = (secret: string, timestamp = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
const STEP = 30_000;

type Session = { token: string };
const call = (session: Session, path: string, body: unknown = {}) => postJson(`${ACME}/api/v2/${path}`, body, { accesstoken: session.token });
const read = (session: Session, path: string) => get(`${ACME}/api/v2/${path}`, { accesstoken: session.token });

/** Turns the authenticator app on for the signed-in person; answers the secret and the recovery codes. */
async function turnOnTotp(session: Session) {
  const started = await json(await call(session, "user/totp/start"));
  const secret = started.data.secret as string;
  expect(started.data.otpauthUrl).toContain(`secret=${secret}`);
  const confirmed = await call(session, "user/totp/confirm", { code: codeAt(secret, Date.now() - STEP) });
  expect(confirmed.status).toBe(200);
  const recoveryCodes = (await json(confirmed)).data.recoveryCodes as string[];
  return { secret, recoveryCodes };
}

async function pendingChallenge(username: string) {
  const response = await login(username, "acme");
  expect(response.status).toBe(200);
  const { data } = await json(response);
  expect(data.redirectToken).toBeUndefined();
  return data.secondStep as { challenge: string; setup: boolean; methods: string[] };
}

const secondStep = (challenge: string, code: string) => postJson(`${AUTH}/api/v2/user/secondStep`, { challenge, code });

describe("the authenticator app", () => {
  let session: Session;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    session = await signIn("acme", BOB);
    ({ secret, recoveryCodes } = await turnOnTotp(session));
  });

  it("is on, with ten recovery codes stored only as hashes", async () => {
    const { data } = await json(await read(session, "user/security"));
    expect(data).toMatchObject({ totp: { on: true, setup: null }, recoveryCodesLeft: 10, passkeys: [] });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = JSON.stringify((await env.DIRECTORY.prepare("SELECT * FROM recovery_codes").all()).results);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace("-", ""));
  });

  it("makes login answer a second-step challenge instead of the redirect token, then hands off after a right code", async () => {
    const pending = await pendingChallenge(BOB);
    expect(pending).toMatchObject({ setup: false, methods: ["totp", "recovery"] });
    const wrong = await secondStep(pending.challenge, "000000" === codeAt(secret) ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error.message).toBe(WRONG_CODE_MESSAGE);
    const right = await secondStep(pending.challenge, codeAt(secret, Date.now() + STEP));
    expect(right.status).toBe(200);
    const { data } = await json(right);
    expect(data.redirectUrl).toBe(`${ACME}/?token=${data.redirectToken}`);
    expect((await redeem("acme", data.redirectToken as string)).status).toBe(302);
    expect((await secondStep(pending.challenge, codeAt(secret, Date.now() + STEP))).status).toBe(401);
  });

  it("accepts a code only once", async () => {
    const first = await pendingChallenge(BOB);
    const code = codeAt(secret);
    const used = await secondStep(first.challenge, code);
    // The step just used (or the one after, from the test before) cannot sign in again.
    const second = await pendingChallenge(BOB);
    expect((await secondStep(second.challenge, code)).status).toBe(400);
    expect([200, 400]).toContain(used.status);
  });

  it("takes a recovery code once", async () => {
    const [code] = recoveryCodes;
    const first = await pendingChallenge(BOB);
    expect((await secondStep(first.challenge, code.toUpperCase())).status).toBe(200);
    const again = await pendingChallenge(BOB);
    expect((await secondStep(again.challenge, code)).status).toBe(400);
    const { data } = await json(await read(session, "user/security"));
    expect(data.recoveryCodesLeft).toBe(9);
  });

  it("is turned off only with the password and a code", async () => {
    const wrongPassword = await call(session, "user/totp/disable", { password: "Wrong#2026x", code: recoveryCodes[1] });
    expect(wrongPassword.status).toBe(400);
    const missingCode = await call(session, "user/totp/disable", { password: DEMO_PASSWORD });
    expect(missingCode.status).toBe(400);
    expect((await json(await read(session, "user/security"))).data.totp).toMatchObject({ on: true });
    const off = await call(session, "user/totp/disable", { password: DEMO_PASSWORD, code: recoveryCodes[1] });
    expect(off.status).toBe(200);
    expect((await json(await read(session, "user/security"))).data).toMatchObject({ totp: { on: false }, recoveryCodesLeft: 0 });
    const plain = await json(await login(BOB, "acme"));
    expect(plain.data.redirectToken).toEqual(expect.any(String));
  });
});

describe("the second step's attempt limit", () => {
  it("blocks the 5th wrong code in a row for 5 minutes, right codes included", async () => {
    const session = await signIn("acme", GIA);
    const { secret } = await turnOnTotp(session);
    const { challenge } = await pendingChallenge(GIA);
    const wrong = codeAt(secret, Date.now() + 10 * STEP);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await secondStep(challenge, wrong)).status).toBe(400);
    const fifth = await secondStep(challenge, wrong);
    expect(fifth.status).toBe(429);
    expect((await json(fifth)).error.message).toBe(SECOND_STEP_BLOCKED_MESSAGE);
    const blocked = await secondStep(challenge, codeAt(secret, Date.now() + STEP));
    expect(blocked.status).toBe(429);
  });
});

describe("an organisation that requires a second step", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signIn("acme");
  });

  it("is set by a super admin only", async () => {
    const cy = await signIn("acme", CY);
    expect((await call(cy, "settings/secondStepRequirement", { required: true })).status).toBe(403);
    expect((await call(admin, "settings/secondStepRequirement", { required: true })).status).toBe(200);
    expect((await json(await read(admin, "settings/secondStepRequirement"))).data).toEqual({ required: true });
  });

  it("leads a member without one to set it up at sign-in, before the hand-off", async () => {
    await call(admin, "settings/secondStepRequirement", { required: true });
    const pending = await pendingChallenge(CY);
    expect(pending).toMatchObject({ setup: true, methods: [] });
    expect((await secondStep(pending.challenge, "123456")).status).toBe(401);
    const early = await postJson(`${AUTH}/api/v2/user/finishSecondStepSetup`, { challenge: pending.challenge });
    expect(early.status).toBe(400);
    const setup = await json(await postJson(`${AUTH}/api/v2/user/secondStepSetup`, { challenge: pending.challenge }));
    const secret = setup.data.secret as string;
    const confirmed = await postJson(`${AUTH}/api/v2/user/confirmSecondStepSetup`, { challenge: pending.challenge, code: codeAt(secret) });
    expect(confirmed.status).toBe(200);
    expect((await json(confirmed)).data.recoveryCodes).toHaveLength(10);
    const finished = await postJson(`${AUTH}/api/v2/user/finishSecondStepSetup`, { challenge: pending.challenge });
    expect(finished.status).toBe(200);
    expect((await redeem("acme", (await json(finished)).data.redirectToken as string)).status).toBe(302);
    const next = await pendingChallenge(CY);
    expect(next).toMatchObject({ setup: false, methods: ["totp", "recovery"] });
  });

  it("leaves API tokens working", async () => {
    await call(admin, "settings/secondStepRequirement", { required: false });
    const created = await json(await call(admin, "apiTokens/create", { name: "Script", access: "read", days: 30 }));
    await call(admin, "settings/secondStepRequirement", { required: true });
    const bearer = { authorization: `Bearer ${created.data.secret as string}` };
    expect((await get(`${ACME}/api/v2/user/session`, bearer)).status).toBe(200);
    expect((await get(`${ACME}/api/v2/user/security`, bearer)).status).toBe(200);
  });

  it("keeps a member without one from switching into it from another organisation", async () => {
    const elsewhere = await signIn("globex", "ada@acme.test");
    const refused = await postJson(`${origin("globex")}/api/v2/user/switchTenant`, { subdomain: "acme" }, { accesstoken: elsewhere.token });
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.message).toBe(SECOND_STEP_REQUIRED_MESSAGE);
    await call(admin, "settings/secondStepRequirement", { required: false });
  });
});

describe("the sign-in pages", () => {
  it("send a login with a second step to its own page, holding only a reference to the server's challenge", async () => {
    const session = await signIn("acme", "ada@acme.test");
    const { secret } = await turnOnTotp(session);
    const page = await get(`${AUTH}/login`);
    const cookie = page.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const csrfToken = /meridian-csrf=([^;]+)/.exec(cookie)?.[1] ?? "";
    const form = new URLSearchParams({ username: "ada@acme.test", password: DEMO_PASSWORD, domainName: "acme", csrf: csrfToken });
    const posted = await postForm(`${AUTH}/login`, form, cookie);
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/login/second-step");
    const pending = posted.headers.getSetCookie().find((c) => c.startsWith("meridian-sign-in="));
    expect(pending).toContain("HttpOnly");
    const withPending = `${cookie}; ${pending?.split(";")[0]}`;
    expect((await get(`${AUTH}/login/second-step`, { cookie: withPending })).status).toBe(200);
    const verified = await postForm(`${AUTH}/login/second-step`, new URLSearchParams({ code: codeAt(secret, Date.now() + STEP), csrf: csrfToken }), withPending);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toMatch(new RegExp(`^${ACME}/\\?token=`));
  });
});

/** A page's form post, as a browser without script sends it. */
function postForm(url: string, form: URLSearchParams, cookie: string) {
  return SELF.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: new URL(url).origin },
    body: form.toString(),
    redirect: "manual",
  });
}
