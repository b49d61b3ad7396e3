import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhook, webhookHeaders } from "~/server/workspace/aggregates/webhooks/signature";
import { WEBHOOK_HTTP_MESSAGE, WEBHOOK_PRIVATE_MESSAGE, webhookUrlProblem } from "~/schemas/webhook";

/** The example of the Standard Webhooks specification and its libraries' tests. */
const VECTOR = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
};

describe("webhook signatures (Standard Webhooks)", () => {
  it("sign the specification's example as it does", async () => {
    expect(await signWebhook(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
    expect(new Webhook(VECTOR.secret).sign(VECTOR.id, new Date(VECTOR.timestamp * 1000), VECTOR.body)).toBe(VECTOR.signature);
  });

  it("make a secret of 32 random bytes that the reference library verifies with, and new secrets differ", async () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newWebhookSecret()).not.toBe(secret);
    const body = JSON.stringify({ type: "task.created", timestamp: new Date().toISOString(), data: { itemId: "t1" } });
    const headers = await webhookHeaders([secret], "msg_1", Math.floor(Date.now() / 1000), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });

  it("carry both signatures during a rotation, each verifying with its own secret", async () => {
    const [old, fresh] = [newWebhookSecret(), newWebhookSecret()];
    const body = '{"type":"project.created"}';
    const headers = await webhookHeaders([fresh, old], "msg_2", Math.floor(Date.now() / 1000), body);
    expect(headers["webhook-signature"]).toMatch(/^v1,\S+ v1,\S+$/);
    expect(new Webhook(old).verify(body, headers)).toBeTruthy();
    expect(new Webhook(fresh).verify(body, headers)).toBeTruthy();
  });
});

describe("an endpoint's address", () => {
  it("is HTTPS; plain http only to this machine while developing", () => {
    expect(webhookUrlProblem("https://hooks.example.com/meridian", false)).toBeNull();
    expect(webhookUrlProblem("http://hooks.example.com/meridian", false)).toBe(WEBHOOK_HTTP_MESSAGE);
    expect(webhookUrlProblem("http://hooks.example.com/meridian", true)).toBe(WEBHOOK_HTTP_MESSAGE);
    expect(webhookUrlProblem("http://127.0.0.1:9000/hook", true)).toBeNull();
    expect(webhookUrlProblem("http://localhost:9000/hook", true)).toBeNull();
    expect(webhookUrlProblem("http://localhost:9000/hook", false)).toBe(WEBHOOK_HTTP_MESSAGE);
  });

  it("is refused in production when it names a private, loopback or link-local address or localhost", () => {
    for (const url of [
      "https://localhost/hook", "https://127.0.0.1/hook", "https://10.1.2.3/", "https://172.16.0.1/", "https://192.168.1.10/",
      "https://169.254.169.254/latest", "https://100.64.0.1/", "https://0.0.0.0/", "https://[::1]/", "https://[fd00::1]/", "https://[fe80::1]/",
      "https://[::ffff:127.0.0.1]/", "https://api.localhost/",
    ]) {
      expect(webhookUrlProblem(url, false), url).toBe(WEBHOOK_PRIVATE_MESSAGE);
    }
    expect(webhookUrlProblem("https://172.32.0.1/", false)).toBeNull();
    expect(webhookUrlProblem("https://8.8.8.8/", false)).toBeNull();
    expect(webhookUrlProblem("https://10.0.0.1/", true)).toBe(WEBHOOK_PRIVATE_MESSAGE);
  });
});
