import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { IDENTIFIER_TOKEN_HEADER } from "~/schemas/signup";
import {
  MAX_WRONG_OTPS,
  RESEND_AFTER_MS,
  SEND_LIMIT,
  SEND_LOCK_MS,
  startOtpChallenge,
  VERIFY_BLOCK_MS,
  verifyOtpChallenge,
} from "~/server/directory/otp";
import { listOutbox } from "~/server/mail/outbox";
import { sendMail } from "~/server/mail";
import { OTP_BLOCKED_MESSAGE, SUBDOMAIN_TAKEN_MESSAGE, WRONG_OTP_MESSAGE } from "~/schemas/signup";
import { ADA, get, json, origin, postJson, redeem, seed } from "./helpers";

const db = env.DIRECTORY;
const api = (path: string) => `${origin("www")}/api/v2/user/${path}`;
let counter = 0;
const freshEmail = () => `new${Date.now()}${counter++}@example.test`;
const T0 = Date.UTC(2026, 0, 1);

async function issued(email: string, now = T0) {
  const outcome = await startOtpChallenge(db, email, now, { issueCode: true });
  if (!outcome.ok) throw new Error(`send refused: ${outcome.reason}`);
  return outcome.otp;
}
const wrongCode = (otp: string) => String((Number(otp) + 1) % 10_000).padStart(4, "0");

describe("OTP challenges (directory, controlled clock)", () => {
  it("allows a resend only after 120 s", async () => {
    const email = freshEmail();
    await issued(email);
    expect(await startOtpChallenge(db, email, T0 + RESEND_AFTER_MS - 1000, { issueCode: true })).toEqual({
      ok: false,
      reason: "resend_timer",
      retryAfterMs: 1000,
    });
    expect((await startOtpChallenge(db, email, T0 + RESEND_AFTER_MS, { issueCode: true })).ok).toBe(true);
  });

  it("locks sending for 3599 s after 5 sends in an hour, then allows it again", async () => {
    const email = freshEmail();
    for (let i = 0; i < SEND_LIMIT; i++) await issued(email, T0 + i * RESEND_AFTER_MS);
    const lockedAt = T0 + SEND_LIMIT * RESEND_AFTER_MS;
    expect(await startOtpChallenge(db, email, lockedAt, { issueCode: true })).toEqual({
      ok: false,
      reason: "send_limit",
      retryAfterMs: SEND_LOCK_MS,
    });
    expect(await startOtpChallenge(db, email, lockedAt + 60_000, { issueCode: true })).toEqual({
      ok: false,
      reason: "send_limit",
      retryAfterMs: SEND_LOCK_MS - 60_000,
    });
    expect((await startOtpChallenge(db, email, lockedAt + SEND_LOCK_MS, { issueCode: true })).ok).toBe(true);
  });

  it("accepts the right code once only", async () => {
    const email = freshEmail();
    const otp = await issued(email);
    expect(await verifyOtpChallenge(db, email, otp, T0 + 1000, [])).toEqual({ ok: true });
    expect(await verifyOtpChallenge(db, email, otp, T0 + 2000, [])).toEqual({ ok: false, reason: "wrong" });
  });

  it("refuses an expired code", async () => {
    const email = freshEmail();
    const otp = await issued(email);
    expect(await verifyOtpChallenge(db, email, otp, T0 + 10 * 60 * 1000, [])).toEqual({ ok: false, reason: "wrong" });
  });

  it("blocks for 300 s on the 5th wrong code in a row; the right code is refused then and after", async () => {
    const email = freshEmail();
    const otp = await issued(email);
    for (let i = 1; i < MAX_WRONG_OTPS; i++) {
      expect(await verifyOtpChallenge(db, email, wrongCode(otp), T0 + i, [])).toEqual({ ok: false, reason: "wrong" });
    }
    expect(await verifyOtpChallenge(db, email, wrongCode(otp), T0 + 10, [])).toEqual({
      ok: false,
      reason: "blocked",
      retryAfterMs: VERIFY_BLOCK_MS,
    });
    // The 6th try, with the right code, is refused during the block …
    expect(await verifyOtpChallenge(db, email, otp, T0 + 20, [])).toMatchObject({ ok: false, reason: "blocked" });
    // … no new code can be requested before it ends …
    expect(await startOtpChallenge(db, email, T0 + 30, { issueCode: true })).toMatchObject({ ok: false, reason: "verify_block" });
    // … and after it the old code is dead: a new one is needed.
    const after = T0 + 10 + VERIFY_BLOCK_MS;
    expect(await verifyOtpChallenge(db, email, otp, after, [])).toEqual({ ok: false, reason: "wrong" });
    const fresh = await issued(email, after);
    expect(await verifyOtpChallenge(db, email, fresh, after + 1000, [])).toEqual({ ok: true });
  });

  it("counts wrong codes in a row only: a right code resets the count", async () => {
    const email = freshEmail();
    const first = await issued(email);
    for (let i = 0; i < MAX_WRONG_OTPS - 1; i++) await verifyOtpChallenge(db, email, wrongCode(first), T0 + i, []);
    expect(await verifyOtpChallenge(db, email, first, T0 + 100, [])).toEqual({ ok: true });
    const second = await issued(email, T0 + RESEND_AFTER_MS);
    expect(await verifyOtpChallenge(db, email, wrongCode(second), T0 + RESEND_AFTER_MS + 1, [])).toEqual({
      ok: false,
      reason: "wrong",
    });
  });
});

async function latestOtp(email: string) {
  const [mail] = await listOutbox(db, { to: email, limit: 1 });
  return /\b(\d{4})\b/.exec(mail.text)?.[1] ?? "";
}

async function verifiedToken(email: string) {
  expect((await postJson(api("sendOtp"), { username: email })).status).toBe(200);
  const response = await postJson(api("verifyOtp"), { username: email, otp: await latestOtp(email) });
  expect(response.status).toBe(200);
  return (await json(response)).data.token as string;
}

const account = { firstName: "Grace", lastName: "Hopper", organizationName: "Navy Labs", password: "Cobol#1959" };

describe("sign-up API", () => {
  it("mails the OTP to the outbox and answers the same for a known e-mail", async () => {
    await seed();
    const email = freshEmail();
    const unknown = await postJson(api("sendOtp"), { username: email });
    const known = await postJson(api("sendOtp"), { username: ADA });
    expect(unknown.status).toBe(200);
    expect(await json(known)).toEqual(await json(unknown));
    expect((await listOutbox(db, { to: email }))[0]).toMatchObject({ kind: "otp", text: expect.stringMatching(/\b\d{4}\b/) });
    expect((await listOutbox(db, { to: ADA }))[0].text).toContain("already has a Meridian account");
  });

  it("answers 429 with retryAfter and Retry-After for a resend within 120 s", async () => {
    const email = freshEmail();
    await postJson(api("sendOtp"), { username: email });
    const again = await postJson(api("sendOtp"), { username: email });
    expect(again.status).toBe(429);
    const body = (await again.json()) as { error: { retryAfter: number } };
    expect(body.error.retryAfter).toBeGreaterThan(100);
    expect(again.headers.get("retry-after")).toBe(String(body.error.retryAfter));
  });

  it("answers 400 with the spec message for a wrong code and 429 on the 5th", async () => {
    const email = freshEmail();
    await postJson(api("sendOtp"), { username: email });
    const wrong = wrongCode(await latestOtp(email));
    for (let i = 1; i < MAX_WRONG_OTPS; i++) {
      const response = await postJson(api("verifyOtp"), { username: email, otp: wrong });
      expect(response.status).toBe(400);
      expect((await json(response)).error.message).toBe(WRONG_OTP_MESSAGE);
    }
    const fifth = await postJson(api("verifyOtp"), { username: email, otp: wrong });
    expect(fifth.status).toBe(429);
    expect((await json(fifth)).error.message).toBe(OTP_BLOCKED_MESSAGE);
    expect(fifth.headers.get("retry-after")).toBe("300");
  });

  it("validates input with the spec messages", async () => {
    const response = await postJson(api("sendOtp"), { username: "not-an-email" });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ username: ["Please enter valid email id"] });
  });

  it("refuses createAccount without a valid identifier token", async () => {
    const response = await postJson(api("createAccount"), account, { [IDENTIFIER_TOKEN_HEADER]: "made-up-token" });
    expect(response.status).toBe(401);
  });

  it("creates account and organisation, ending in a redeemable redirect token", async () => {
    const email = freshEmail();
    const token = await verifiedToken(email);
    const created = await postJson(api("createAccount"), account, { [IDENTIFIER_TOKEN_HEADER]: token });
    expect(created.status).toBe(200);
    const { subdomain, token: next } = (await json(created)).data as { subdomain: string; token: string };
    expect(subdomain).toMatch(/^navylabs\d*$/);

    const chosen = `navy${Date.now()}`.slice(0, 24);
    const response = await postJson(api("createSubdomain"), { subdomain: chosen }, { [IDENTIFIER_TOKEN_HEADER]: next });
    expect(response.status).toBe(200);
    const data = (await json(response)).data as { subdomain: string; redirectToken: string; redirectUrl: string };
    expect(data.subdomain).toBe(chosen);
    expect(data.redirectUrl).toBe(`http://${chosen}.localhost:8787/?token=${data.redirectToken}&isInvited=false`);
    expect((await listOutbox(db, { to: email }))[0].kind).toBe("joined_organization");

    const landing = await redeem(chosen, data.redirectToken);
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("/my-space");
    const session = await get(`${origin(chosen)}/api/v2/user/session`, { cookie: landing.headers.getSetCookie()[0].split(";")[0] });
    expect((await json(session)).data).toMatchObject({
      userDetails: { username: email, firstName: "Grace", role: "SUPER_ADMIN" },
      organization: { name: "Navy Labs" },
    });

    // The token is spent: a second organisation cannot be made with it.
    const again = await postJson(api("createSubdomain"), { subdomain: `${chosen.slice(0, 20)}x` }, { [IDENTIFIER_TOKEN_HEADER]: next });
    expect(again.status).toBe(401);
  });

  it("refuses a taken or reserved sub-domain with the spec message on the field", async () => {
    await seed();
    const token = await verifiedToken(freshEmail());
    await postJson(api("createAccount"), account, { [IDENTIFIER_TOKEN_HEADER]: token });
    for (const subdomain of ["acme", "www", "admin"]) {
      const response = await postJson(api("createSubdomain"), { subdomain }, { [IDENTIFIER_TOKEN_HEADER]: token });
      expect(response.status).toBe(400);
      expect((await json(response)).error.fields).toEqual({ subdomain: [SUBDOMAIN_TAKEN_MESSAGE] });
    }
  });

  it("suggests a free sub-domain when the organisation name's is taken", async () => {
    await seed();
    const token = await verifiedToken(freshEmail());
    const response = await postJson(api("createAccount"), { ...account, organizationName: "Acme" }, { [IDENTIFIER_TOKEN_HEADER]: token });
    expect((await json(response)).data.subdomain).toBe("acme2");
  });
});

describe("mail", () => {
  it("keeps mail in the outbox locally, newest first, and the dev API lists it", async () => {
    const to = freshEmail();
    await sendMail(env, { to, subject: "First", text: "one", kind: "tenant_list" });
    await sendMail(env, { to, subject: "Second", text: "two", kind: "invite" });
    const response = await get(`${origin("www")}/api/v2/dev/outbox?to=${encodeURIComponent(to)}`);
    expect((await json(response)).data).toMatchObject([{ subject: "Second", to }, { subject: "First", to }]);
  });
});
