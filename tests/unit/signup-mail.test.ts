import { afterEach, describe, expect, it, vi } from "vitest";
import { sendMail } from "~/server/mail";
import type { Env } from "~/server/env";

const vars = {
  APPLICATION: "meridian",
  ENVIRONMENT: "production",
  PRODUCTION: "true",
  BASE_DOMAIN: "meridian.test",
  API_BASE_URL: "/api/v2",
  STRAPI_URL: "",
  ANALYTICS_CONFIG: '{"region":"EU","enabled":false}',
  ANALYTICS_KEY: "key",
  SUPPORT_EMAIL: "support@meridian.test",
  SIGNING_SECRET: "a-signing-secret-of-at-least-32-characters",
};
const secrets = { MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "k3y", MAIL_FROM: "no-reply@meridian.test" };
const message = { to: "grace@navy.mil", subject: "Your code", text: "1234", kind: "otp" as const };

afterEach(() => vi.unstubAllGlobals());

describe("sendMail in production", () => {
  it("posts the mail as JSON to the provider with its key", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetch);
    await sendMail({ ...vars, ...secrets } as unknown as Env, message);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(secrets.MAIL_API_URL);
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer k3y");
    expect(JSON.parse(init.body as string)).toEqual({
      from: secrets.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      tag: "otp",
    });
  });

  it("fails loudly when the provider refuses, and production refuses to run without one", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("no", { status: 500 })));
    await expect(sendMail({ ...vars, ...secrets } as unknown as Env, message)).rejects.toThrow("500");
    await expect(sendMail({ ...vars } as unknown as Env, message)).rejects.toThrow(/MAIL_API_URL/);
  });
});
