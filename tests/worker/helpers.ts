import { SELF } from "cloudflare:test";
import { checkAnswer } from "./answerCheck";
import { env } from "cloudflare:workers";
import { sha256 } from "~/server/auth/crypto";
import { DEMO_PASSWORD, seedDemoData } from "~/server/directory/seed";

export const ADA = "ada@acme.test";
export const BOB = "bob@acme.test";
export const GUS = "gus@globex.test";

export type Protocol = "http" | "https";

export const origin = (subdomain: string, protocol: Protocol = "http") => `${protocol}://${subdomain}.localhost:8787`;

/**
 * An Argon2id hash of DEMO_PASSWORD with the product's parameters (ARGON2_PARAMS: 19 MiB, 2 iterations,
 * 1 lane), made once: the fixtures' people get it instead of hashing the password again (about a second
 * each on a busy machine, 13 times for a buildWorld). Signing in still verifies it at full strength;
 * auth.test.ts checks that it is such a hash of that password.
 */
export const DEMO_PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$zUY7zs3/vOR5w76IBx1QpA$GnJc+FWPO9IEYxpPenEI5mg0sq/0X0nbdMP8l7wh/DU";

let seeded: Promise<unknown> | undefined;
export const seed = () => (seeded ??= seedDemoData(env, { passwordHash: DEMO_PASSWORD_HASH }));

export type Envelope = {
  statusCode: number;
  data: Record<string, unknown>;
  error: { statusCode: number; message: string; fields?: Record<string, string[]>; count?: number };
};

export async function json(response: Response): Promise<Envelope> {
  return (await response.json()) as Envelope;
}

/** SELF.fetch, with an API answer checked against its documented schema (answerCheck.ts). */
async function checkedFetch(url: string, init: RequestInit) {
  const response = await SELF.fetch(url, init);
  await checkAnswer(new Request(url, { method: init.method }), response);
  return response;
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return checkedFetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

export const get = (url: string, headers: Record<string, string> = {}) => checkedFetch(url, { headers, redirect: "manual" });

/** The `name=value` pairs of a response's Set-Cookie headers, as a request's Cookie header sends them. */
export function cookieHeader(response: Response, ...more: string[]): string {
  const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  return [...pairs, ...more].filter(Boolean).join("; ");
}

export function setCookieNamed(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

/** A Set-Cookie header's name=value pair and attributes, in any order. */
export const cookieParts = (header: string | undefined) => header?.split("; ").sort();

export function login(username = ADA, domainName = "acme", password = DEMO_PASSWORD, protocol: Protocol = "http") {
  return postJson(`${origin("auth", protocol)}/api/v2/user/login`, { username, password, domainName });
}

export async function redirectToken(username = ADA, domainName = "acme", protocol: Protocol = "http") {
  const response = await login(username, domainName, DEMO_PASSWORD, protocol);
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return (await json(response)).data.redirectToken as string;
}

/** The hand-off from the auth host: a same-site navigation to the tenant's `/?token=`, as Chromium sends it. */
export const HAND_OFF = { "sec-fetch-site": "same-site" };

export const redeem = (subdomain: string, token: string, protocol: Protocol = "http", headers: Record<string, string> = HAND_OFF) =>
  get(`${origin(subdomain, protocol)}/?token=${encodeURIComponent(token)}`, headers);

/** Logs in through the API and redeems the token on the tenant host, as the browser does. */
export async function signIn(subdomain = "acme", username = ADA, protocol: Protocol = "http") {
  const response = await redeem(subdomain, await redirectToken(username, subdomain, protocol), protocol);
  if (response.status !== 302) throw new Error(`redemption failed: ${response.status}`);
  return { response, cookie: cookieHeader(response), token: cookieValue(response, "session"), csrf: cookieValue(response, "csrf") };
}

/** The value of the meridian-session or meridian-csrf cookie a response sets, with or without its prefix. */
export function cookieValue(response: Response, kind: "session" | "csrf"): string {
  const pattern = new RegExp(`^(__Host-)?meridian-${kind}=([^;]*)`);
  for (const cookie of response.headers.getSetCookie()) {
    const match = pattern.exec(cookie);
    if (match) return match[2];
  }
  throw new Error(`no ${kind} cookie in the response`);
}

/** A page's CSRF token and the cookie that carries it. */
export async function csrf(pageUrl: string) {
  const response = await get(pageUrl);
  return { cookie: cookieHeader(response), token: cookieValue(response, "csrf") };
}

export const sessionOf = (subdomain: string, headers: Record<string, string>) =>
  get(`${origin(subdomain)}/api/v2/user/session`, headers);

export async function expireRedirectToken(token: string) {
  await env.DIRECTORY.prepare("UPDATE redirect_tokens SET expires_at = 0 WHERE token_hash = ?")
    .bind(await sha256(token))
    .run();
}

export type OutboxMail = { kind: string; subject: string; text: string };

/** The mails to `to` in the local outbox, newest first. */
export async function outboxOf(to: string) {
  const { data } = await json(await get(`${origin("auth")}/api/v2/dev/outbox?to=${encodeURIComponent(to)}`));
  return data as unknown as OutboxMail[];
}

/** The newest mail to `to`, waiting for it: account mails go out after the answer. */
export async function awaitMail(to: string, timeoutMs = 5000): Promise<OutboxMail> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const [newest] = await outboxOf(to);
    if (newest || Date.now() > deadline) return newest;
  }
}

/** The same Worker bindings, configured as a production deployment with a mail provider (and no development flag). */
export const productionEnv = () => ({
  ...env,
  PRODUCTION: "true",
  DEVELOPMENT: undefined,
  SIGNING_SECRET: "a-production-secret-of-forty-characters!",
  MAIL_API_URL: "https://mail.test/send",
  MAIL_API_KEY: "key",
  MAIL_FROM: "noreply@meridian.test",
});

export const tenantStub = (subdomain: string) => env.TENANT.get(env.TENANT.idFromName(subdomain));
