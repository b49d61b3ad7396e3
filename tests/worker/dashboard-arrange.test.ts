import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { ALREADY_OWNS_DASHBOARD, GUEST_CANNOT_OWN, NEW_OWNER_CANNOT_SEE, WIDGET_PLACED_ON_ITSELF } from "~/schemas/dashboard";
import { DASHBOARD_NOT_FOUND, WIDGET_NOT_FOUND } from "~/lib/dashboards";
import { OUTSIDERS_NEED_ADMIN_MESSAGE } from "~/server/api/groups/invite/projectInvite";
import { callWorker } from "./callWorker";
import { awaitMail, cookieValue, get as getUrl, GUS, json, login, origin, postJson, redeem, type OutboxMail } from "./helpers";
import { failure, get, ok, post, type Loose } from "./work/answers";
import { createUser } from "./profileHelpers";
import { agentFor, buildWorld, type Agent, type World } from "./work/world";

/** Arranging widgets and a dashboard's people (issue 18, decision 0055): one reorder call, ownership transfer, invites from outside. */
let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 180_000);

const newDashboard = async (agent: Agent, fields: Record<string, unknown> = {}): Promise<Loose> =>
  ok(await post(agent, "dashboard/create", { name: "Arranged", visibility: "PRIVATE", ...fields }));
const addWidget = async (agent: Agent, dashboardId: string, name: string): Promise<Loose> =>
  ok(await post(agent, "dashboard/widgets/create", { dashboardId, name, description: "A widget", kind: "number" }));
const namesOf = async (agent: Agent, dashboardId: string) => (ok(await get(agent, "dashboard/widgets/list", { dashboardId })) as Loose[]).map((row) => row.name);

describe("widgets/reorder: one call a reorder", () => {
  it("puts a widget after another or first, answers the order, and keeps it", async () => {
    const { member } = world.people;
    const { dashboardId } = await newDashboard(member);
    const widgets = [];
    for (const name of ["Alpha", "Beta", "Gamma", "Delta"]) widgets.push(await addWidget(member, dashboardId, name));
    const [wa, wb, wc, wd] = widgets;
    expect(ok(await post(member, "dashboard/widgets/reorder", { widgetId: wa.widgetId, afterId: wc.widgetId })).order).toEqual([wb, wc, wa, wd].map((w) => w.widgetId));
    expect(await namesOf(member, dashboardId)).toEqual(["Beta", "Gamma", "Alpha", "Delta"]);
    ok(await post(member, "dashboard/widgets/reorder", { widgetId: wd.widgetId }));
    expect(await namesOf(member, dashboardId)).toEqual(["Delta", "Beta", "Gamma", "Alpha"]);
    ok(await post(member, "dashboard/widgets/reorder", { widgetId: wd.widgetId, afterId: wa.widgetId }));
    expect(await namesOf(member, dashboardId)).toEqual(["Beta", "Gamma", "Alpha", "Delta"]);
    // Refused: after itself, after a widget of another dashboard; nothing moves.
    expect(failure(await post(member, "dashboard/widgets/reorder", { widgetId: wb.widgetId, afterId: wb.widgetId }))).toEqual({ status: 400, message: WIDGET_PLACED_ON_ITSELF });
    const other = await newDashboard(member, { name: "Other" });
    const stranger = await addWidget(member, other.dashboardId, "Elsewhere");
    expect(failure(await post(member, "dashboard/widgets/reorder", { widgetId: wb.widgetId, afterId: stranger.widgetId }))).toEqual({ status: 404, message: WIDGET_NOT_FOUND });
    expect(failure(await post(member, "dashboard/widgets/reorder", { widgetId: "" }))).toMatchObject({ status: 400 });
    expect(await namesOf(member, dashboardId)).toEqual(["Beta", "Gamma", "Alpha", "Delta"]);
  });

  it("answers 404 for another organisation's widget and for a private dashboard one was not invited to; 403 for a viewer", async () => {
    const { member, outsider, guest, tenantAdmin } = world.people;
    const { dashboardId } = await newDashboard(member);
    const first = await addWidget(member, dashboardId, "First");
    const second = await addWidget(member, dashboardId, "Second");

    const gus = await agentFor(GUS, "globex");
    const asGus = async (path: string, body: unknown) =>
      callWorker(env, `${origin("globex")}/api/v2/${path}`, { method: "POST", headers: { accesstoken: gus.token, "content-type": "application/json" }, body: JSON.stringify(body) });
    const theirs = (await json(await asGus("dashboard/create", { name: "Globex board" }))).data as { dashboardId: string };
    const theirWidget = (await json(await asGus("dashboard/widgets/create", { dashboardId: theirs.dashboardId, name: "Theirs", description: "Globex's", kind: "number" }))).data as { widgetId: string };
    expect(failure(await post(member, "dashboard/widgets/reorder", { widgetId: theirWidget.widgetId }))).toEqual({ status: 404, message: WIDGET_NOT_FOUND });
    expect(failure(await post(member, "dashboard/widgets/reorder", { widgetId: first.widgetId, afterId: theirWidget.widgetId }))).toEqual({ status: 404, message: WIDGET_NOT_FOUND });

    expect(failure(await post(outsider, "dashboard/widgets/reorder", { widgetId: first.widgetId, afterId: second.widgetId }))).toEqual({ status: 404, message: WIDGET_NOT_FOUND });
    ok(await post(member, "invite/privateDashboardInvite", { dashboardId, users: [guest.email], role: "VIEWER" }));
    expect(failure(await post(guest, "dashboard/widgets/reorder", { widgetId: first.widgetId, afterId: second.widgetId }))).toEqual({ status: 403, message: PERMISSION_DENIED });
    ok(await post(member, "dashboard/users/update", { dashboardId, userId: guest.userId, role: "EDITOR" }));
    ok(await post(guest, "dashboard/widgets/reorder", { widgetId: first.widgetId, afterId: second.widgetId }));
    ok(await post(tenantAdmin, "dashboard/widgets/reorder", { widgetId: first.widgetId }));
    expect(await namesOf(member, dashboardId)).toEqual(["First", "Second"]);
  });
});

describe("transferOwnership", () => {
  it("hands the dashboard to an invited member; the old owner stays as an editor and can no longer manage it", async () => {
    const { member, guest, outsider, tenantGuest, admin } = world.people;
    const { dashboardId } = await newDashboard(member);
    ok(await post(member, "invite/privateDashboardInvite", { dashboardId, users: [guest.email, tenantGuest.email], role: "VIEWER" }));

    expect(failure(await post(member, "dashboard/transferOwnership", { dashboardId, userId: member.userId }))).toEqual({ status: 409, message: ALREADY_OWNS_DASHBOARD });
    expect(failure(await post(member, "dashboard/transferOwnership", { dashboardId, userId: outsider.userId }))).toEqual({ status: 409, message: NEW_OWNER_CANNOT_SEE });
    expect(failure(await post(member, "dashboard/transferOwnership", { dashboardId, userId: tenantGuest.userId }))).toEqual({ status: 409, message: GUEST_CANNOT_OWN });
    expect(failure(await post(member, "dashboard/transferOwnership", { dashboardId, userId: crypto.randomUUID() }))).toMatchObject({ status: 404 });
    expect(failure(await post(guest, "dashboard/transferOwnership", { dashboardId, userId: guest.userId }))).toEqual({ status: 403, message: PERMISSION_DENIED });
    expect(failure(await post(admin, "dashboard/transferOwnership", { dashboardId, userId: admin.userId }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });

    const done = ok(await post(member, "dashboard/transferOwnership", { dashboardId, userId: guest.userId }));
    expect(done).toMatchObject({ ownerId: guest.userId, previousOwnerId: member.userId, myRole: "EDITOR", canEdit: true, canManage: false });
    expect(done.people.map((person: Loose) => [person.userId, person.role]).sort()).toEqual([[member.userId, "EDITOR"], [tenantGuest.userId, "VIEWER"]].sort());
    expect(ok(await get(guest, "dashboard/metadata", { dashboardId }))).toMatchObject({ myRole: "OWNER", canManage: true });
    expect(failure(await post(member, "dashboard/delete", { dashboardId }))).toEqual({ status: 403, message: PERMISSION_DENIED });
    // The new owner may remove the old one, who then no longer sees the private dashboard.
    ok(await post(guest, "dashboard/users/remove", { dashboardId, userId: member.userId }));
    expect(failure(await get(member, "dashboard/metadata", { dashboardId }))).toEqual({ status: 404, message: DASHBOARD_NOT_FOUND });
  });

  it("lets a tenant admin hand over someone's public dashboard to any member but a guest", async () => {
    const { member, outsider, tenantAdmin } = world.people;
    const { dashboardId } = await newDashboard(member, { visibility: "PUBLIC" });
    const done = ok(await post(tenantAdmin, "dashboard/transferOwnership", { dashboardId, userId: outsider.userId }));
    expect(done).toMatchObject({ ownerId: outsider.userId, myRole: "OWNER" });
    expect(ok(await get(member, "dashboard/metadata", { dashboardId }))).toMatchObject({ myRole: "EDITOR", canManage: false });
    expect(ok(await get(outsider, "dashboard/list", {})).find((row: Loose) => row.dashboardId === dashboardId)).toMatchObject({ myRole: "OWNER" });
  });
});

describe("privateDashboardInvite from outside the organisation", () => {
  const fresh = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@newco.test`;
  const tokenIn = (mail: OutboxMail) => new URL(mail.text.match(/https?:\/\/\S+inviteToken=\S+/)![0]).searchParams.get("inviteToken")!;

  it("mails the organisation's invite naming the dashboard; the new person signs up and reads the dashboard as a viewer", async () => {
    const { ada } = world.people;
    const { dashboardId } = await newDashboard(ada, { name: "Board numbers" });
    const email = fresh("vera");
    const reply = ok(await post(ada, "invite/privateDashboardInvite", { dashboardId, users: [email], role: "VIEWER" }));
    expect(reply.invited).toEqual([{ inviteId: expect.any(String), email }]);
    const pending = (ok(await get(ada, "invite/pending", {})) as Loose[]).find((invite) => invite.email === email);
    expect(pending).toMatchObject({ dashboardId, dashboardName: "Board numbers", dashboardRole: "VIEWER", roleName: "Guest", projectId: null });
    const mail = await awaitMail(email);
    expect(mail.subject).toBe("Ada Lovelace invited you to the dashboard Board numbers in Acme Inc on Meridian");

    const acme = (path: string, body: unknown) => postJson(`${origin("acme")}/api/v2/${path}`, body);
    expect((await acme("user/invitedUserSignup", { firstName: "Vera", lastName: "Viewer", password: "Invited#2026", username: email, inviteToken: tokenIn(mail) })).status).toBe(200);
    const loggedIn = await json(await login(email, "acme", "Invited#2026"));
    const accesstoken = cookieValue(await redeem("acme", loggedIn.data.redirectToken as string), "session");
    const me = await json(await getUrl(`${origin("acme")}/api/v2/user/session`, { accesstoken }));
    const vera: Agent = { userId: (me.data.userDetails as { userId: string }).userId, email, token: accesstoken };
    expect(ok(await get(vera, "dashboard/metadata", { dashboardId }))).toMatchObject({ myRole: "VIEWER", canEdit: false });
    expect((ok(await get(vera, "dashboard/list", {})) as Loose[]).map((row) => row.dashboardId)).toEqual([dashboardId]);
    expect((ok(await get(ada, "invite/pending", {})) as Loose[]).some((invite) => invite.email === email)).toBe(false);
  });

  it("an existing Meridian user invited as an editor joins the organisation as a member and edits the dashboard on accepting", async () => {
    const { ada } = world.people;
    const { dashboardId } = await newDashboard(ada, { name: "Editors welcome" });
    const existing = await createUser([]);
    ok(await post(ada, "invite/privateDashboardInvite", { dashboardId, users: [existing.email], role: "EDITOR" }));
    expect((ok(await get(ada, "invite/pending", {})) as Loose[]).find((invite) => invite.email === existing.email)).toMatchObject({ roleName: "Member", dashboardRole: "EDITOR" });
    // Before accepting they are nobody here.
    const accepted = await postJson(`${origin("acme")}/api/v2/invite/acceptInvite`, { token: tokenIn(await awaitMail(existing.email)) });
    expect((await json(accepted)).data).toEqual({ newUser: false, joined: true });
    const eddie = await agentFor(existing.email);
    expect(ok(await get(eddie, "dashboard/metadata", { dashboardId }))).toMatchObject({ myRole: "EDITOR", canEdit: true, canManage: false });
    const widget = await addWidget(eddie, dashboardId, "Eddie's");
    ok(await post(eddie, "dashboard/widgets/reorder", { widgetId: widget.widgetId }));
  });

  it("refuses outsiders for someone who is not an admin of the organisation, and withdraws nothing it did not store", async () => {
    const { member } = world.people;
    const { dashboardId } = await newDashboard(member);
    const email = fresh("nope");
    expect(failure(await post(member, "invite/privateDashboardInvite", { dashboardId, users: [email] }))).toEqual({ status: 403, message: OUTSIDERS_NEED_ADMIN_MESSAGE });
    const stored = await env.DIRECTORY.prepare("SELECT COUNT(*) AS n FROM invites WHERE email = ?").bind(email).first<{ n: number }>();
    expect(stored?.n).toBe(0);
    // A name nobody has is still refused by name.
    expect(failure(await post(member, "invite/privateDashboardInvite", { dashboardId, users: ["Nobody Here"] }))).toEqual({
      status: 404,
      message: "This person is not a member of the organisation: Nobody Here",
    });
  });
});
