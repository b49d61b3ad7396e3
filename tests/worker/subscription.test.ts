import { runInDurableObject, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FREE_PLAN_LIMITS, NOTIFICATION_SENT, type Plan } from "~/lib/plans";
import { NOT_AN_UPGRADE, PLAN_NOT_FOUND, TENANT_NOT_FOUND, UPGRADE_INTENTS } from "~/schemas/subscription";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { TOO_MANY_UPGRADE_REQUESTS } from "~/server/api/core/attempts";
import { UPGRADE_REQUESTS } from "~/server/directory/attemptLimits";
import { requireWithinPlanLimit } from "~/server/workspace/aggregates/subscription/limits";
import { writePlanCopy } from "~/server/workspace/aggregates/subscription/store";
import { WorkspaceFailure } from "~/server/workspace/operations";
import { awaitMail, get, json, origin, outboxOf, seed, setCookieNamed, signIn, tenantStub } from "./helpers";
import { createUser } from "./profileHelpers";
import { callAs, createOrganisation } from "./subscriptionHelpers";

beforeAll(seed);

const upgradeBody = (plan: Pick<Plan, "_id" | "name" | "duration">, tenantId: string) => ({
  planId: plan._id,
  planName: plan.name,
  planDuration: plan.duration,
  tenantId,
});

async function catalogue() {
  const { data } = await json(await get(`${origin("www")}/api/v2/subscription/plans?fullSet=true`));
  return data as unknown as Plan[];
}

const planNamed = async (id: string) => {
  const plan = (await catalogue()).find((candidate) => candidate._id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan;
};

describe("plans", () => {
  it("answers Free and the paid plans in pricing order, in rupees, with every field of spec §3; public", async () => {
    const plans = await catalogue();
    expect(plans.map((plan) => plan._id)).toEqual(["free", "starter", "business", "premium", "enterprise"]);
    const business = plans[2];
    expect(business).toMatchObject({
      name: "Business",
      duration: 90,
      price: 499,
      cardColor: "#EDE9FE",
      frontEndParams: { displayName: "Business", isUpgradeAble: true, pricingText: "₹499 per user / month" },
    });
    expect(business.cardFeatures.length).toBeGreaterThan(0);
    expect(business.featuresList[0].features).toContainEqual({ identifier: "Gantt view", value: "/images/plans/check.svg" });
    expect(plans[4].frontEndParams.isUpgradeAble).toBe(false);
    // The workspace's Free default (app/lib/plans.ts) is the catalogue's Free.
    expect(plans[0].limits).toEqual(FREE_PLAN_LIMITS);
  });

  it("without fullSet answers only the plans one can upgrade to", async () => {
    const { data } = await json(await get(`${origin("acme")}/api/v2/subscription/plans`));
    expect((data as unknown as Plan[]).map((plan) => plan._id)).toEqual(["starter", "business", "premium"]);
  });
});

describe("the current plan", () => {
  it("starts on Free for a new organisation and globex; acme's demo is a Business trial its super admin started; needs a session", async () => {
    const { tenant, member } = await createOrganisation();
    const current = await callAs(tenant.subdomain, member.token).get("subscription/currentPlan");
    expect(current.data).toEqual({ planId: "free", planName: "Free", planUpgrade: true });
    const demo = async (subdomain: string) =>
      env.DIRECTORY.prepare(
        `SELECT s.plan_id, s.status, s.trial_ends_at, u.email FROM subscriptions s JOIN tenants t ON t.id = s.tenant_id
         LEFT JOIN users u ON u.id = s.updated_by WHERE t.subdomain = ?`,
      )
        .bind(subdomain)
        .first<{ plan_id: string; status: string; trial_ends_at: number | null; email: string | null }>();
    expect(await demo("acme")).toMatchObject({ plan_id: "business", status: "TRIAL", email: "ada@acme.test" });
    expect((await demo("acme"))?.trial_ends_at).toBeGreaterThan(Date.now());
    expect(await demo("globex")).toMatchObject({ plan_id: "free", status: "ACTIVE", trial_ends_at: null });
    expect((await get(`${origin("acme")}/api/v2/subscription/currentPlan`)).status).toBe(401);
  });
});

describe("requesting an upgrade", () => {
  it("tells a super admin to show the trial, a member whom to notify", async () => {
    const { tenant, admin, member } = await createOrganisation();
    const business = await planNamed("business");
    const asAdmin = await callAs(tenant.subdomain, admin.token).post("subscription/requestUpgrade", upgradeBody(business, tenant.id));
    expect(asAdmin.data).toEqual({ canUpgradePlan: true, showTrialModal: true });
    const asMember = await callAs(tenant.subdomain, member.token).post("subscription/requestUpgrade", upgradeBody(business, tenant.id));
    expect(asMember.data).toEqual({
      canUpgradePlan: false,
      showTrialModal: false,
      superAdminDetails: { image: null, name: "Tess Tester", email: admin.email },
    });
  });

  it("refuses another organisation's id (404), an unknown plan (404) and a plan that is not higher (409)", async () => {
    const { tenant, admin } = await createOrganisation();
    const other = await createOrganisation();
    const call = callAs(tenant.subdomain, admin.token);
    const business = await planNamed("business");
    expect(await call.post("subscription/requestUpgrade", upgradeBody(business, other.tenant.id))).toMatchObject({
      status: 404,
      error: { message: TENANT_NOT_FOUND },
    });
    expect(await call.post("subscription/requestUpgrade", { ...upgradeBody(business, tenant.id), planId: "platinum" })).toMatchObject({
      status: 404,
      error: { message: PLAN_NOT_FOUND },
    });
    expect(await call.post("subscription/requestUpgrade", upgradeBody(await planNamed("free"), tenant.id))).toMatchObject({
      status: 409,
      error: { message: NOT_AN_UPGRADE },
    });
    expect(await call.post("subscription/requestUpgrade", upgradeBody(await planNamed("enterprise"), tenant.id))).toMatchObject({
      status: 409,
    });
  });
});

describe("confirming an upgrade", () => {
  it("starts the free trial for a super admin; the plan, the header and the Upgrade button follow", async () => {
    const { tenant, admin, member } = await createOrganisation();
    const call = callAs(tenant.subdomain, admin.token);
    const business = await planNamed("business");
    const confirmed = await call.post("subscription/confirmUpgrade", { confirmUpgrade: true, ...upgradeBody(business, tenant.id) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ planId: "business", planName: "Business", planUpgrade: true, status: "TRIAL", trialMonths: 3 });
    expect(confirmed.data.trialEndsAt).toBeGreaterThan(Date.now() + 89 * 24 * 3600 * 1000);
    expect((await callAs(tenant.subdomain, member.token).get("subscription/currentPlan")).data).toEqual({
      planId: "business",
      planName: "Business",
      planUpgrade: true,
    });
    expect((await callAs(tenant.subdomain, member.token).get("user/session")).data.plan).toEqual({
      planId: "business",
      planName: "Business",
      planUpgrade: true,
    });
    // Back down, or to the same plan: not an upgrade.
    expect((await call.post("subscription/confirmUpgrade", { confirmUpgrade: true, ...upgradeBody(business, tenant.id) })).status).toBe(409);
    // Premium is the last upgradeable plan (Enterprise is Contact Us): nothing left to upgrade to.
    const premium = await planNamed("premium");
    await call.post("subscription/confirmUpgrade", { confirmUpgrade: true, ...upgradeBody(premium, tenant.id) });
    expect((await call.get("user/session")).data.plan).toEqual({ planId: "premium", planName: "Premium", planUpgrade: false });
    const status = await call.post("subscription/checkSubscription");
    expect(status.data).toMatchObject({ planId: "premium", status: "TRIAL" });
  });

  it("refuses a member (403), another organisation's id (404) and an unknown plan (404); nothing changes", async () => {
    const { tenant, admin, member } = await createOrganisation();
    const other = await createOrganisation();
    const business = await planNamed("business");
    const body = { confirmUpgrade: true, ...upgradeBody(business, tenant.id) };
    expect(await callAs(tenant.subdomain, member.token).post("subscription/confirmUpgrade", body)).toMatchObject({
      status: 403,
      error: { message: PERMISSION_DENIED },
    });
    const asAdmin = callAs(tenant.subdomain, admin.token);
    expect(await asAdmin.post("subscription/confirmUpgrade", { ...body, tenantId: other.tenant.id })).toMatchObject({ status: 404 });
    expect(await asAdmin.post("subscription/confirmUpgrade", { ...body, planId: "nope" })).toMatchObject({ status: 404 });
    expect(await asAdmin.post("subscription/confirmUpgrade", { ...body, confirmUpgrade: false })).toMatchObject({ status: 400 });
    // The other organisation's super admin cannot upgrade this one from their own host either.
    expect(await callAs(other.tenant.subdomain, other.admin.token).post("subscription/confirmUpgrade", body)).toMatchObject({ status: 404 });
    expect((await asAdmin.get("subscription/currentPlan")).data).toMatchObject({ planId: "free" });
  });

  it("checkSubscription repairs a stale copy of the plan in the workspace", async () => {
    const { tenant, admin } = await createOrganisation();
    await runInDurableObject(tenantStub(tenant.subdomain), async (_instance, state) => {
      writePlanCopy(state.storage.sql, { current: { planId: "premium", planName: "Premium", planUpgrade: false }, limits: {}, trialEndsAt: null }, Date.now());
    });
    const call = callAs(tenant.subdomain, admin.token);
    expect((await call.post("subscription/checkSubscription")).data).toMatchObject({ planId: "free", status: "ACTIVE", trialEndsAt: null });
    await expect.poll(async () => (await call.get("user/session")).data.plan).toEqual({ planId: "free", planName: "Free", planUpgrade: true });
  });
});

describe("asking the super admin", () => {
  it("notifies every super admin in the app and by mail; the notification links to the upgrade", async () => {
    const { tenant, admin, member } = await createOrganisation();
    const premium = await planNamed("premium");
    const sent = await callAs(tenant.subdomain, member.token).post("subscription/requestUpgradeFromSuperAdmin", {
      planId: premium._id,
      tenantId: tenant.id,
    });
    expect(sent).toMatchObject({ status: 200, data: { notified: 1 } });
    const asAdmin = callAs(tenant.subdomain, admin.token);
    expect((await asAdmin.get("user/session")).data.unreadNotifications).toBe(1);
    const [notification] = (await asAdmin.get("notifications/list")).data as unknown as Array<Record<string, unknown>>;
    expect(notification).toMatchObject({
      kind: "upgrade_request",
      title: "Tess Tester asks to upgrade to Premium",
      link: "/my-space?subscription=upgrade&planId=premium",
      read: false,
    });
    const mail = await awaitMail(admin.email);
    expect(mail).toMatchObject({ kind: "upgrade_request", subject: "Tess Tester asks to upgrade Plan Test to Premium" });
    expect(mail.text).toContain(`http://${tenant.subdomain}.localhost:8787/my-space?subscription=upgrade&planId=premium`);
    // The member who asked has nothing new.
    expect((await callAs(tenant.subdomain, member.token).get("notifications/list")).data).toEqual([]);
    expect(NOTIFICATION_SENT).toBe("Notification send succssfully");
  });

  it("refuses another organisation's id (404) and an unknown plan (404), notifying nobody", async () => {
    const { tenant, admin, member } = await createOrganisation();
    const other = await createOrganisation();
    const call = callAs(tenant.subdomain, member.token);
    expect(await call.post("subscription/requestUpgradeFromSuperAdmin", { planId: "business", tenantId: other.tenant.id })).toMatchObject({
      status: 404,
      error: { message: TENANT_NOT_FOUND },
    });
    expect(await call.post("subscription/requestUpgradeFromSuperAdmin", { planId: "gold", tenantId: tenant.id })).toMatchObject({
      status: 404,
      error: { message: PLAN_NOT_FOUND },
    });
    expect((await callAs(other.tenant.subdomain, other.admin.token).get("notifications/list")).data).toEqual([]);
    expect((await callAs(tenant.subdomain, admin.token).get("notifications/list")).data).toEqual([]);
  });
});

describe("asking the super admin too often", () => {
  it(`answers ${UPGRADE_REQUESTS.max} of 20 parallel asks and refuses the rest with 429, notifying and mailing nobody more`, async () => {
    const { tenant, admin, member } = await createOrganisation();
    const other = await createOrganisation();
    const asker = await createUser([
      { subdomain: tenant.subdomain, role: "MEMBER" },
      { subdomain: other.tenant.subdomain, role: "MEMBER" },
    ]);
    const [here, there] = await Promise.all([signIn(tenant.subdomain, asker.email), signIn(other.tenant.subdomain, asker.email)]);
    const body = { planId: "business", tenantId: tenant.id };
    const ask = callAs(tenant.subdomain, here.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask.post("subscription/requestUpgradeFromSuperAdmin", body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(UPGRADE_REQUESTS.max);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(20 - UPGRADE_REQUESTS.max);
    for (const answer of refused) expect(answer).toMatchObject({ status: 429, error: { message: TOO_MANY_UPGRADE_REQUESTS } });

    const asAdmin = callAs(tenant.subdomain, admin.token);
    expect((await asAdmin.get("notifications/list")).data).toHaveLength(UPGRADE_REQUESTS.max);
    await expect.poll(async () => (await outboxOf(admin.email)).length).toBe(UPGRADE_REQUESTS.max);
    // Another member of the organisation, and the same member in another one, still may ask.
    expect(await callAs(tenant.subdomain, member.token).post("subscription/requestUpgradeFromSuperAdmin", body)).toMatchObject({ status: 200 });
    const askThere = callAs(other.tenant.subdomain, there.token);
    expect(await askThere.post("subscription/requestUpgradeFromSuperAdmin", { ...body, tenantId: other.tenant.id })).toMatchObject({ status: 200 });
    expect((await asAdmin.get("notifications/list")).data).toHaveLength(UPGRADE_REQUESTS.max + 1);
    expect((await callAs(other.tenant.subdomain, other.admin.token).get("notifications/list")).data).toHaveLength(1);
  }, 60_000);

  it("shows the refusal to the member as the notify form's toast, without JavaScript", async () => {
    const { tenant, member } = await createOrganisation();
    const body = { planId: "business", tenantId: tenant.id };
    const ask = callAs(tenant.subdomain, member.token);
    for (let asked = 0; asked < UPGRADE_REQUESTS.max; asked++) await ask.post("subscription/requestUpgradeFromSuperAdmin", body);
    const form = { intent: UPGRADE_INTENTS.notify, returnTo: "/my-space", ...body };
    const posted = await SELF.fetch(`${origin(tenant.subdomain)}/subscription`, {
      method: "POST",
      headers: { cookie: member.cookie, "content-type": "application/x-www-form-urlencoded", origin: origin(tenant.subdomain) },
      body: new URLSearchParams({ csrf: member.csrf, ...form }),
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/my-space");
    const toast = setCookieNamed(posted, "meridian-toast") ?? "";
    expect(decodeURIComponent(toast)).toContain(TOO_MANY_UPGRADE_REQUESTS);
  });
});

describe("notifications", () => {
  it("marks one read (only one's own) or all; the unread count follows", async () => {
    const { tenant, admin, member } = await createOrganisation();
    const ask = callAs(tenant.subdomain, member.token);
    for (const planId of ["starter", "business", "premium"]) {
      await ask.post("subscription/requestUpgradeFromSuperAdmin", { planId, tenantId: tenant.id });
    }
    const call = callAs(tenant.subdomain, admin.token);
    const list = (await call.get("notifications/list")).data as unknown as Array<{ id: string; title: string }>;
    expect(list.map((entry) => entry.title.split(" ").pop())).toEqual(["Premium", "Business", "Starter"]);
    expect(await ask.post("notifications/markRead", { notificationId: list[0].id })).toMatchObject({ status: 404 });
    expect(await call.post("notifications/markRead", { notificationId: list[0].id })).toMatchObject({ status: 200 });
    expect((await call.get("user/session")).data.unreadNotifications).toBe(2);
    expect((await call.post("notifications/markAllRead")).data).toEqual({ marked: 2 });
    expect((await call.get("user/session")).data.unreadNotifications).toBe(0);
  });
});

describe("plan limits", () => {
  it("refuses one more item than Free allows with 402, and nothing once the plan has no cap", async () => {
    const { tenant } = await createOrganisation();
    const outcome = await runInDurableObject(tenantStub(tenant.subdomain), async (_instance, state) => {
      const { sql } = state.storage;
      const check = (used: number) => {
        try {
          requireWithinPlanLimit(sql, "projectsPerTeam", used);
          return "ok";
        } catch (error) {
          return error instanceof WorkspaceFailure ? `${error.status} ${error.message}` : "thrown";
        }
      };
      const onFree = [check(2), check(3)];
      writePlanCopy(sql, { current: { planId: "business", planName: "Business", planUpgrade: true }, limits: {}, trialEndsAt: null }, Date.now());
      return { onFree, onBusiness: check(500) };
    });
    expect(outcome).toEqual({
      onFree: ["ok", "402 Your plan's limit of projects per team is reached. Upgrade to add more."],
      onBusiness: "ok",
    });
  });
});
