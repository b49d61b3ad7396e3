import { describe, expect, it } from "vitest";
import { formatCountdown, readSignupView, secondsLeft, signupHref } from "~/components/signup/view";
import { isReservedSubdomain, numberedSubdomain, RESERVED_SUBDOMAINS, subdomainBase } from "~/lib/subdomains";
import { generateOtp, planSend, RESEND_AFTER_MS, SEND_LIMIT, SEND_LOCK_MS, SEND_WINDOW_MS } from "~/server/directory/otp";

describe("generateOtp", () => {
  it("answers four digits, leading zeros kept, from the whole range", () => {
    const codes = Array.from({ length: 3000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
    expect(new Set(codes).size).toBeGreaterThan(2000);
  });
});

describe("planSend (the send limits of spec §9)", () => {
  const T0 = 1_000_000_000;
  const row = (overrides = {}) => ({
    lastSentAt: T0,
    sendWindowStart: T0,
    sendCount: 1,
    sendLockedUntil: 0,
    verifyBlockedUntil: 0,
    ...overrides,
  });

  it("sends the first code", () => {
    expect(planSend(null, T0)).toEqual({ ok: true, sendWindowStart: T0, sendCount: 1 });
  });

  it("waits 120 s between sends", () => {
    expect(planSend(row(), T0 + 1000)).toEqual({ ok: false, reason: "resend_timer", retryAfterMs: RESEND_AFTER_MS - 1000 });
    expect(planSend(row(), T0 + RESEND_AFTER_MS)).toEqual({ ok: true, sendWindowStart: T0, sendCount: 2 });
  });

  it("locks for 3599 s when the 6th send of the hour is asked for", () => {
    const now = T0 + 10 * RESEND_AFTER_MS;
    expect(planSend(row({ sendCount: SEND_LIMIT }), now)).toEqual({
      ok: false,
      reason: "send_limit",
      retryAfterMs: SEND_LOCK_MS,
      lockUntil: now + SEND_LOCK_MS,
    });
  });

  it("starts a new window after an hour", () => {
    const now = T0 + SEND_WINDOW_MS;
    expect(planSend(row({ sendCount: SEND_LIMIT }), now)).toEqual({ ok: true, sendWindowStart: now, sendCount: 1 });
  });

  it("refuses while a lock or a verify block lasts", () => {
    expect(planSend(row({ sendLockedUntil: T0 + SEND_LOCK_MS }), T0 + RESEND_AFTER_MS)).toMatchObject({ reason: "send_limit" });
    expect(planSend(row({ verifyBlockedUntil: T0 + 300_000 }), T0 + RESEND_AFTER_MS)).toEqual({
      ok: false,
      reason: "verify_block",
      retryAfterMs: 300_000 - RESEND_AFTER_MS,
    });
  });
});

describe("sub-domains", () => {
  it("derives the suggestion from the organisation name: lower-case letters and digits, at most 24", () => {
    expect(subdomainBase("Navy Labs 2")).toBe("navylabs2");
    expect(subdomainBase("Ünïcode & Co.")).toBe("ncodeco");
    expect(subdomainBase("A".repeat(30))).toBe("a".repeat(24));
    expect(subdomainBase("X")).toBe("xorg");
  });

  it("numbers alternatives within 24 characters", () => {
    expect(numberedSubdomain("acme", 2)).toBe("acme2");
    expect(numberedSubdomain("a".repeat(24), 12)).toBe(`${"a".repeat(22)}12`);
  });

  it("reserves the product's own hosts, case-insensitively", () => {
    for (const name of ["www", "beta", "auth", "api", "admin", "app", "mail", "help", "support", "status", "dev", "static", "assets", "cdn", "docs", "blog"]) {
      expect(RESERVED_SUBDOMAINS.has(name)).toBe(true);
    }
    expect(isReservedSubdomain("WWW")).toBe(true);
    expect(isReservedSubdomain("acme")).toBe(false);
  });
});

describe("the modal's URL state", () => {
  it("round-trips a view through the /signup URL", () => {
    const href = signupHref({ step: "otp_verify", email: "a@b.io", from: "login", resendAt: 123, notice: "sent" });
    expect(href).toBe("/signup?step=otp_verify&email=a%40b.io&from=login&resendAt=123&notice=sent");
    expect(readSignupView(new URL(href, "http://x").searchParams)).toEqual({
      step: "otp_verify",
      from: "login",
      email: "a@b.io",
      notice: "sent",
      resendAt: 123,
      lockedUntil: 0,
      blockedUntil: 0,
      orgName: "",
      subdomain: "",
    });
  });

  it("falls back to enter_email and the caller's origin for unknown values", () => {
    const view = readSignupView(new URLSearchParams("step=evil&notice=x&resendAt=-5"), "login");
    expect(view).toMatchObject({ step: "enter_email", from: "login", notice: null, resendAt: 0 });
  });

  it("formats countdowns as m:ss", () => {
    expect(formatCountdown(120)).toBe("2:00");
    expect(formatCountdown(103)).toBe("1:43");
    expect(formatCountdown(3599)).toBe("59:59");
    expect(formatCountdown(0)).toBe("0:00");
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(5_000, 10_000)).toBe(0);
  });
});
