import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/server/auth/password";
import { sha256 } from "~/server/auth/crypto";
import { DEMO_PASSWORD } from "~/server/directory/seed";
import { findTenantBySubdomain, insertMembershipStatement, listMemberships } from "~/server/directory/tenants";
import { insertUserStatements } from "~/server/directory/users";
import { ADA, awaitMail, get, json, login, origin, outboxOf, postJson, seed, sessionOf, signIn } from "./helpers";

/** signIn logs in with the demo password. */
const PASSWORD = DEMO_PASSWORD;
const NEW_PASSWORD = "Changed#2026";
const RESET_MESSAGE =
  "Password should be alphanumerical with a minimum of 8 characters in length and have at least one uppercase, lowercase and special character.";

beforeAll(seed);

/** A user of its own in acme and globex, so changing its password disturbs no other test. */
async function freshUser() {
  const email = `reset.${crypto.randomUUID().slice(0, 8)}@acme.test`;
  const userId = crypto.randomUUID();
  const db = env.DIRECTORY;
  const [acme, globex] = await Promise.all([findTenantBySubdomain(db, "acme"), findTenantBySubdomain(db, "globex")]);
  await db.batch([
    ...insertUserStatements(db, userId, { email, firstName: "Rita", lastName: "Reset", passwordHash: await hashPassword(PASSWORD) }),
    insertMembershipStatement(db, acme!.id, userId, "MEMBER"),
    insertMembershipStatement(db, globex!.id, userId, "MEMBER"),
  ]);
  return { email, userId };
}

const forgot = (username: string) => postJson(`${origin("auth")}/api/v2/user/forgotPassword`, { username });
const setNew = (token: string, password = NEW_PASSWORD) =>
  postJson(`${origin("auth")}/api/v2/user/setNewPassword`, { token, password });

async function resetToken(email: string) {
  const mail = await awaitMail(email);
  const link = mail.text.match(/https?:\/\/\S+\/resetpassword\?token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link in ${mail.text}`);
  expect(link.startsWith(`${origin("auth")}/resetpassword?token=`)).toBe(true);
  return new URL(link).searchParams.get("token")!;
}

describe("forgotPassword", () => {
  it("mails a reset link stored hashed with a one-hour expiry", async () => {
    const { email } = await freshUser();
    const response = await forgot(email.toUpperCase());
    expect(response.status).toBe(200);
    const mail = await awaitMail(email);
    expect(mail.kind).toBe("password_reset");
    const token = await resetToken(email);
    const row = await env.DIRECTORY.prepare("SELECT expires_at AS expiresAt FROM password_resets WHERE token_hash = ?")
      .bind(await sha256(token))
      .first<{ expiresAt: number }>();
    expect(row!.expiresAt - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it("answers an unknown e-mail exactly as a known one, and mails nothing", async () => {
    const { email } = await freshUser();
    const known = await json(await forgot(email));
    const unknownEmail = `nobody.${crypto.randomUUID().slice(0, 8)}@acme.test`;
    const unknown = await forgot(unknownEmail);
    expect(unknown.status).toBe(200);
    expect(await json(unknown)).toEqual(known);
    expect(await outboxOf(unknownEmail)).toEqual([]);
  });

  it("validates the e-mail with the spec's messages", async () => {
    const response = await forgot("not-an-email");
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ username: ["Please enter valid email id"] });
  });
});

describe("setNewPassword", () => {
  it("sets the password once, and ends the user's sessions in every organisation", async () => {
    const { email, userId } = await freshUser();
    expect(await listMemberships(env.DIRECTORY, userId)).toHaveLength(2);
    const acme = await signIn("acme", email);
    const globex = await signIn("globex", email);
    expect((await sessionOf("acme", { accesstoken: acme.token })).status).toBe(200);
    await forgot(email);
    const token = await resetToken(email);

    const response = await setNew(token);
    expect(response.status).toBe(200);
    expect((await sessionOf("acme", { accesstoken: acme.token })).status).toBe(401);
    expect((await sessionOf("globex", { accesstoken: globex.token })).status).toBe(401);
    expect((await login(email, "acme", PASSWORD)).status).toBe(401);
    expect((await login(email, "acme", NEW_PASSWORD)).status).toBe(200);

    const again = await setNew(token, "Another#2026");
    expect(again.status).toBe(400);
    expect((await json(again)).error.message).toBe("This password reset link is no longer valid. Please request a new one.");
    expect((await login(email, "acme", NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired token and keeps the old password", async () => {
    const { email } = await freshUser();
    await forgot(email);
    const token = await resetToken(email);
    await env.DIRECTORY.prepare("UPDATE password_resets SET expires_at = 0 WHERE token_hash = ?").bind(await sha256(token)).run();
    expect((await setNew(token)).status).toBe(400);
    expect((await login(email, "acme", PASSWORD)).status).toBe(200);
  });

  it("answers the reset message for a weak password and uses nothing up", async () => {
    const { email } = await freshUser();
    await forgot(email);
    const token = await resetToken(email);
    const weak = await setNew(token, "alllowercase1!");
    expect(weak.status).toBe(400);
    expect((await json(weak)).error.fields).toEqual({ password: [RESET_MESSAGE] });
    expect((await setNew(token)).status).toBe(200);
  });

  it("leaves other users' sessions alone", async () => {
    const ada = await signIn("acme", ADA);
    const { email } = await freshUser();
    await forgot(email);
    await setNew(await resetToken(email));
    expect((await sessionOf("acme", { accesstoken: ada.token })).status).toBe(200);
  });
});

describe("tenant lookups", () => {
  it("forgotTenant mails the organisation list and answers unknown e-mails the same", async () => {
    const { email } = await freshUser();
    const forgotTenant = (username: string) => postJson(`${origin("auth")}/api/v2/tenant/forgotTenant`, { username });
    const known = await forgotTenant(email);
    const unknown = await forgotTenant(`nobody.${crypto.randomUUID().slice(0, 8)}@acme.test`);
    expect(known.status).toBe(200);
    expect(await json(unknown)).toEqual(await json(known));
    const mail = await awaitMail(email);
    expect(mail.kind).toBe("tenant_list");
    expect(mail.text).toContain(`Acme Inc (acme): ${origin("acme")}/login`);
    expect(mail.text).toContain(`Globex Corporation (globex): ${origin("globex")}/login`);
  });

  it("getOrganizationName answers the name, 404 for an unknown sub-domain", async () => {
    const name = (subdomain: string) => get(`${origin("auth")}/api/v2/tenant/getOrganizationName?subdomain=${subdomain}`);
    expect((await json(await name("ACME"))).data).toMatchObject({ name: "Acme Inc", subdomain: "acme" });
    expect((await name("initech")).status).toBe(404);
  });
});
