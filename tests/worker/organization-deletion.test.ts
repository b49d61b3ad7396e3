import { env } from "cloudflare:workers";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { ORGANIZATION_DELETION_MESSAGES, ORGANIZATION_DELETION_WINDOW_MS } from "~/schemas/organizationDeletion";
import { PASSKEY_CONFIRMATION_REQUIRED_MESSAGE, WRONG_CODE_MESSAGE } from "~/schemas/secondStep";
import { workspaceStub } from "~/server/api/core/workspace";
import { addPasskey } from "~/server/directory/passkeys";
import { openChallenge, passChallenge } from "~/server/directory/signInChallenges";
import { insertTenantStatement } from "~/server/directory/tenants";
import { inWorkspace, mailsOfKind, runAlarm } from "./alarmHelpers";
import { callWorker } from "./callWorker";
import { get, origin, postJson, seed, signIn } from "./helpers";
import { callAs, createOrganisation } from "./subscriptionHelpers";

/**
 * Deleting an organisation (issue 38 §3, decision 0091): through the API, with the schedule in the
 * tenant's Durable Object, the purge run by its alarm (the clock moved by writing the purge time into
 * the past, as the account deletion's tests do) and the files and directory rows it removes.
 */
type Organisation = Awaited<ReturnType<typeof createOrganisation>>;
type Caller = ReturnType<typeof callAs>;

const page = (subdomain: string, path: string, cookie: string) => callWorker(env, `${origin(subdomain)}${path}`, { headers: { cookie }, redirect: "manual" });
const scheduleAs = (caller: Caller, name: string, code?: string) => caller.post("settings/deleteOrganization", code === undefined ? { name } : { name, code });

let org: Organisation;
let admin: Caller;
let member: Caller;

beforeAll(async () => {
  await seed();
  org = await createOrganisation();
  admin = callAs(org.tenant.subdomain, org.admin.token);
  member = callAs(org.tenant.subdomain, org.member.token);
});

describe("scheduling an organisation's deletion", () => {
  it("is for super admins only: a member is refused and told they cannot restore it either", async () => {
    expect((await scheduleAs(member, org.tenant.name)).status).toBe(403);
    expect((await member.post("settings/restoreOrganization")).status).toBe(403);
    const status = await member.get("settings/organizationDeletion");
    expect(status.data).toMatchObject({ organizationName: org.tenant.name, scheduled: null, canManage: false, codeRequired: false });
  });

  it("answers 404 on a host with no organisation and refuses a session of another organisation", async () => {
    const nowhere = await postJson(`${origin("nosuchorganisation")}/api/v2/settings/deleteOrganization`, { name: "Acme" });
    expect(nowhere.status).toBe(404);
    const ada = await signIn("acme");
    expect((await callAs(org.tenant.subdomain, ada.token).post("settings/deleteOrganization", { name: org.tenant.name })).status).toBe(401);
    expect((await admin.get("settings/organizationDeletion")).data).toMatchObject({ scheduled: null });
  });

  it("is refused to a super admin's API token, so a leaked token cannot take the organisation away", async () => {
    const created = await admin.post("apiTokens/create", { name: "Robot", access: "read-write", days: 30 });
    const secret = (created.data as { secret: string }).secret;
    const response = await postJson(`${origin(org.tenant.subdomain)}/api/v2/settings/deleteOrganization`, { name: org.tenant.name }, { authorization: `Bearer ${secret}` });
    expect(response.status).toBe(403);
    expect((await admin.get("settings/organizationDeletion")).data).toMatchObject({ scheduled: null });
  });

  it("refuses a name that is not the organisation's with a clear message, and changes nothing", async () => {
    const refused = await scheduleAs(admin, "Plan Tset");
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe(ORGANIZATION_DELETION_MESSAGES.wrongName);
    expect(refused.error.fields?.name).toEqual([ORGANIZATION_DELETION_MESSAGES.wrongName]);
    const empty = await scheduleAs(admin, "  ");
    expect(empty.status).toBe(400);
    expect((await admin.get("settings/organizationDeletion")).data).toMatchObject({ scheduled: null });
    expect((await member.get("user/sessions")).status).toBe(200);
  });

  it("refuses the organisation's work for 30 days, mails every member, and leads each page to the restore page", async () => {
    const scheduled = await scheduleAs(admin, ` ${org.tenant.name} `);
    expect(scheduled.status).toBe(200);
    const purgeAt = (scheduled.data as { purgeAt: number }).purgeAt;
    expect(purgeAt).toBeGreaterThan(Date.now() + ORGANIZATION_DELETION_WINDOW_MS - 60_000);
    await runAlarm(org.tenant.subdomain);
    for (const { email } of [org.admin, org.member]) {
      const [mail] = await mailsOfKind(email, "organization_deletion");
      expect(mail.subject).toBe(`${org.tenant.name} will be deleted from Meridian`);
    }

    const work = await member.get("user/sessions");
    expect(work.status).toBe(409);
    expect(work.error.message).toBe(ORGANIZATION_DELETION_MESSAGES.scheduled);
    expect((await member.get("user/session")).data).toMatchObject({ organizationDeletesAt: purgeAt });
    expect((await scheduleAs(admin, org.tenant.name)).status).toBe(409);

    const shell = await page(org.tenant.subdomain, "/my-space", org.member.cookie);
    expect(shell.status).toBe(302);
    expect(new URL(shell.headers.get("location") ?? "", origin(org.tenant.subdomain)).pathname).toBe("/scheduled-for-deletion");
    const asMember = await (await page(org.tenant.subdomain, "/scheduled-for-deletion", org.member.cookie)).text();
    expect(asMember).toContain("Only a super admin");
    expect(asMember).not.toContain("Restore Plan Test");
    const asAdmin = await (await page(org.tenant.subdomain, "/scheduled-for-deletion", org.admin.cookie)).text();
    expect(asAdmin).toContain("Restore Plan Test");
  });

  it("can be restored by a super admin within the window, and the audit log records both", async () => {
    expect((await member.post("settings/restoreOrganization")).status).toBe(403);
    const restored = await admin.post("settings/restoreOrganization");
    expect(restored.status).toBe(200);
    expect((await member.get("user/sessions")).status).toBe(200);
    expect((await admin.get("settings/organizationDeletion")).data).toMatchObject({ scheduled: null, canManage: true });
    expect((await admin.post("settings/restoreOrganization")).status).toBe(409);
    const log = await admin.get("auditLog/list?itemType=organization");
    const verbs = (log.data as { items: Array<{ verb: string; actor: { userId: string } | null }> }).items.map((entry) => [entry.verb, entry.actor?.userId]);
    expect(verbs).toEqual([
      ["restored", org.admin.id],
      ["scheduled_deletion_of", org.admin.id],
    ]);
  });
});

describe("after 30 days", () => {
  it("removes the Durable Object's data, the R2 files under its prefixes and its directory rows, mails the members, and frees the sub-domain", async () => {
    const { tenant } = org;
    expect((await scheduleAs(admin, tenant.name)).status).toBe(200);
    await env.FILES.put(`attachments/${tenant.id}/a-file`, "attached");
    await env.FILES.put(`exports/${tenant.id}/job/file`, "exported");
    await env.FILES.put(`attachments/someone-else/kept`, "not theirs");
    await inWorkspace(tenant.subdomain, (sql) => sql.exec("UPDATE tenant SET purge_at = ?", Date.now() - 1_000));
    await runAlarm(tenant.subdomain);

    for (const { email } of [org.admin, org.member]) {
      const [mail] = await mailsOfKind(email, "organization_deleted");
      expect(mail.subject).toBe(`${tenant.name} has been deleted from Meridian`);
    }
    expect((await env.FILES.list({ prefix: `attachments/${tenant.id}/` })).objects).toEqual([]);
    expect((await env.FILES.list({ prefix: `exports/${tenant.id}/` })).objects).toEqual([]);
    expect(await env.FILES.head("attachments/someone-else/kept")).not.toBeNull();
    const rows = await env.DIRECTORY.batch([
      env.DIRECTORY.prepare("SELECT COUNT(*) AS n FROM tenants WHERE id = ?").bind(tenant.id),
      env.DIRECTORY.prepare("SELECT COUNT(*) AS n FROM memberships WHERE tenant_id = ?").bind(tenant.id),
      env.DIRECTORY.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE tenant_id = ?").bind(tenant.id),
    ]);
    expect(rows.map((result) => (result.results[0] as { n: number }).n)).toEqual([0, 0, 0]);
    const left = await inWorkspace(tenant.subdomain, (sql) => [
      sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM tenant").one().n,
      sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM members").one().n,
      sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM activity").one().n,
    ]);
    expect(left).toEqual([0, 0, 0]);
    expect((await get(`${origin(tenant.subdomain)}/api/v2/user/session`)).status).toBe(404);

    // The sub-domain is free: a new organisation takes it and starts from nothing.
    const fresh = { id: crypto.randomUUID(), name: "New Owner", subdomain: tenant.subdomain };
    await insertTenantStatement(env.DIRECTORY, fresh).run();
    await workspaceStub(env, fresh.subdomain).system({ name: "tenant.provision", input: fresh });
    expect(await inWorkspace(fresh.subdomain, (sql) => sql.exec<{ name: string }>("SELECT name FROM tenant").one().name)).toBe("New Owner");
  });
});

describe("a super admin with two-step sign-in", () => {
  it("gives a code too: none or a wrong one is refused, a right one schedules the deletion", async () => {
    const other = await createOrganisation();
    const superAdmin = callAs(other.tenant.subdomain, other.admin.token);
    const started = await superAdmin.post("user/totp/start");
    const secret = (started.data as { secret: string }).secret;
    const codeAt = (timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
    expect((await superAdmin.post("user/totp/confirm", { code: codeAt(Date.now() - 30_000) })).status).toBe(200);
    expect((await superAdmin.get("settings/organizationDeletion")).data).toMatchObject({ codeRequired: true });

    const missing = await scheduleAs(superAdmin, other.tenant.name);
    expect(missing.status).toBe(400);
    expect(missing.error.fields?.code).toEqual([ORGANIZATION_DELETION_MESSAGES.codeRequired]);
    const wrong = await scheduleAs(superAdmin, other.tenant.name, "000000" === codeAt(Date.now()) ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.error.message).toBe(WRONG_CODE_MESSAGE);
    expect((await superAdmin.get("settings/organizationDeletion")).data).toMatchObject({ scheduled: null });
    expect((await scheduleAs(superAdmin, other.tenant.name, codeAt(Date.now()))).status).toBe(200);
  });
});

describe("a super admin with passkeys only", () => {
  it("confirms with one: none is refused, a passed confirmation schedules the deletion", async () => {
    const other = await createOrganisation();
    const superAdmin = callAs(other.tenant.subdomain, other.admin.token);
    await addPasskey(env.DIRECTORY, { id: `key-${other.admin.id}`, userId: other.admin.id, name: "Laptop", publicKey: "AA", counter: 0, transports: [] }, Date.now());
    expect((await superAdmin.get("settings/organizationDeletion")).data).toMatchObject({ codeRequired: false, passkeyAccepted: true });
    const missing = await superAdmin.post("settings/deleteOrganization", { name: other.tenant.name });
    expect(missing.status).toBe(400);
    expect(missing.error.fields?.passkeyConfirmation).toEqual([PASSKEY_CONFIRMATION_REQUIRED_MESSAGE]);
    // What user/passkeys/confirm leaves once the authenticator's signature holds (the ceremony itself is the browser test's).
    const passkeyConfirmation = await openChallenge(env.DIRECTORY, { kind: "confirm", userId: other.admin.id, webauthnChallenge: "challenge" }, Date.now());
    await passChallenge(env.DIRECTORY, passkeyConfirmation, Date.now());
    expect((await superAdmin.post("settings/deleteOrganization", { name: other.tenant.name, passkeyConfirmation })).status).toBe(200);
  });
});
