import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "~/schemas/administration";
import { NOT_A_MEMBER } from "~/server/api/groups/user/login";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { findTenantBySubdomain } from "~/server/directory/tenants";
import { createUser } from "./profileHelpers";
import { BOB, get, GUS, json, login, origin, redeem, redirectToken, seed, signIn, tenantStub } from "./helpers";
import { agentFor, call, inAcme, newAgent, type Agent } from "./work/world";

/**
 * Settings › Users (issue 20 §1, decision record 46): roles, deactivation and ownership transfer,
 * each a workspace command with the tenant permission settings:users.
 */
await seed();
const ada = await agentFor("ada@acme.test");
const tenantAdmin = await newAgent("ADMIN");

const admin = (actor: Agent, path: string, input: Record<string, unknown>) => call(actor, "POST", `settings/${path}`, input);
const view = async (userId: string) => (await call(ada, "GET", "settings/getViewProfile", { userId })).body.data as Record<string, unknown>;
const sessionStatus = async (agent: Agent) => (await get(`${origin("acme")}/api/v2/user/session`, { accesstoken: agent.token })).status;

/** A person of acme (and of globex too) signed in to acme. */
async function personInTwoTenants() {
  const { email } = await createUser([
    { subdomain: "acme", role: "MEMBER" },
    { subdomain: "globex", role: "MEMBER" },
  ]);
  return agentFor(email);
}

describe("deactivation and reactivation", () => {
  it("ends the person's sessions at once, blocks their login here but not in another tenant, and reactivation restores them", async () => {
    const bob = await personInTwoTenants();
    const { teamId } = (await call(ada, "POST", "team/create", { name: "Deactivation team" })).body.data as { teamId: string };
    expect((await call(ada, "POST", "team/addUsersToTeam", { teamId, userIds: [bob.userId], role: "ADMIN" })).status).toBe(200);
    expect(await sessionStatus(bob)).toBe(200);

    const deactivated = await admin(ada, "deactivateUser", { userId: bob.userId });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data).toMatchObject({ userId: bob.userId, status: "DEACTIVATED" });
    // The next request with the open session answers 401.
    expect(await sessionStatus(bob)).toBe(401);
    // The login says what it says to anyone outside the organisation; the other tenant still lets them in.
    const refused = await login(bob.email, "acme");
    expect(refused.status).toBe(403);
    expect((await json(refused)).error?.message).toBe(NOT_A_MEMBER);
    expect((await login(bob.email, "globex")).status).toBe(200);
    // They leave the team's member list, and are listed as deactivated.
    const members = (await call(ada, "GET", "team/getAllUsersOfTeam", { teamId })).body.data as unknown as Array<{ userId: string }>;
    expect(members.map((member) => member.userId)).not.toContain(bob.userId);
    const listed = (await call(ada, "GET", "settings/getUsersProfile", { status: "DEACTIVATED", search: bob.email })).body.data as { users: Array<{ userId: string }> };
    expect(listed.users.map((user) => user.userId)).toEqual([bob.userId]);

    expect((await admin(ada, "reactivateUser", { userId: bob.userId })).status).toBe(200);
    const again = await agentFor(bob.email);
    expect(await sessionStatus(again)).toBe(200);
    const back = (await call(ada, "GET", "team/getAllUsersOfTeam", { teamId })).body.data as unknown as Array<{ userId: string; role: string }>;
    expect(back.find((member) => member.userId === bob.userId)?.role).toBe("ADMIN");
  });

  it("the workspace decides: a deactivated person gets no session even if the directory's row says active", async () => {
    const person = await personInTwoTenants();
    expect((await admin(ada, "deactivateUser", { userId: person.userId })).status).toBe(200);
    // The queued projection has written its row too before the test writes another behind its back.
    await projectionsWritten();
    const token = await redirectTokenDespiteDirectory(person.email);
    const refused = await redeem("acme", token);
    expect(refused.headers.get("location")).not.toMatch(/my-space/);
    expect(refused.headers.get("set-cookie") ?? "").not.toMatch(/session=[^;]/);
    expect((await admin(ada, "reactivateUser", { userId: person.userId })).status).toBe(200);
    expect((await redeem("acme", await redirectToken(person.email, "acme"))).headers.get("location")).toMatch(/my-space/);
  });

  it("refuses to deactivate someone who owns work without a receiver (409), and transfers it in the same step when given one", async () => {
    const owner = await newAgent("MEMBER");
    const receiver = await newAgent("MEMBER");
    const { teamId } = (await call(owner, "POST", "team/create", { name: "Owned team" })).body.data as { teamId: string };
    const { projectId } = (await call(owner, "POST", "project/createPublicProject", { teamId, name: "Owned project" })).body.data as { projectId: string };
    const refused = await admin(ada, "deactivateUser", { userId: owner.userId });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(ADMIN_MESSAGES.ownsWork);
    expect(await sessionStatus(owner)).toBe(200);
    const done = await admin(ada, "deactivateUser", { userId: owner.userId, toUserId: receiver.userId });
    expect(done.body.data).toMatchObject({ teams: 1, projects: 1, status: "DEACTIVATED" });
    const received = await view(receiver.userId);
    expect(received.teamsOwned).toEqual([expect.objectContaining({ id: teamId })]);
    expect(received.projectsOwned).toEqual([expect.objectContaining({ id: projectId })]);
    expect((await admin(ada, "reactivateUser", { userId: owner.userId })).status).toBe(200);
  });

  it("the directory's row follows from the tenant's queue even when the API's own write never happened", async () => {
    const person = await newAgent("MEMBER");
    // The command alone, as if the API had failed after the commit: only the queued effect writes the directory.
    const deactivated = await tenantStub("acme").command(ada.token, { name: "members.deactivate", input: { userId: person.userId } });
    expect(deactivated.ok).toBe(true);
    expect(await directoryStatus(person.userId, "DEACTIVATED")).toBe("DEACTIVATED");
    const reactivated = await tenantStub("acme").command(ada.token, { name: "members.reactivate", input: { userId: person.userId } });
    expect(reactivated.ok).toBe(true);
    expect(await directoryStatus(person.userId, "ACTIVE")).toBe("ACTIVE");
    expect((await login(person.email, "acme")).status).toBe(200);
  });

  it("an admin cannot deactivate themselves", async () => {
    const refused = await admin(tenantAdmin, "deactivateUser", { userId: tenantAdmin.userId });
    expect(refused).toMatchObject({ status: 409, body: { error: { message: ADMIN_MESSAGES.notYourself } } });
  });
});

/** The directory's membership row of a person in acme, once it says `expected` (or after 5 s, whatever it says). */
async function directoryStatus(userId: string, expected = "DEACTIVATED") {
  const tenant = (await findTenantBySubdomain(env.DIRECTORY, "acme"))!;
  const read = () => env.DIRECTORY.prepare("SELECT status FROM memberships WHERE tenant_id = ? AND user_id = ?").bind(tenant.id, userId).first<{ status: string }>();
  for (let waited = 0; waited < 5000; waited += 50) {
    const row = await read();
    if (row?.status === expected) return row.status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (await read())?.status;
}

/** Waits until acme's queue holds no membership projection still to write. */
async function projectionsWritten() {
  const pending = () => inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM effect_queue WHERE kind = 'membership' AND failed_at IS NULL").one().n);
  for (let waited = 0; waited < 5000 && (await pending()) > 0; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await pending()).toBe(0);
}

/** Sets the directory's row back to active behind the workspace's back, then logs in. */
async function redirectTokenDespiteDirectory(email: string) {
  const tenant = (await findTenantBySubdomain(env.DIRECTORY, "acme"))!;
  await env.DIRECTORY.prepare("UPDATE memberships SET status = 'ACTIVE' WHERE tenant_id = ? AND user_id = (SELECT id FROM users WHERE email = ?)")
    .bind(tenant.id, email)
    .run();
  return redirectToken(email, "acme");
}

describe("tenant roles", () => {
  it("an admin gives and takes admin rights but cannot make a super admin nor touch one", async () => {
    const person = await newAgent("MEMBER");
    expect((await admin(tenantAdmin, "changeRole", { userId: person.userId, role: "ADMIN" })).body.data).toMatchObject({ role: "ADMIN" });
    expect(await view(person.userId)).toMatchObject({ role: "ADMIN", roleName: "Admin" });
    const superAdmin = await admin(tenantAdmin, "changeRole", { userId: person.userId, role: "SUPER_ADMIN" });
    expect(superAdmin).toMatchObject({ status: 403, body: { error: { message: ADMIN_MESSAGES.onlySuperAdminMakesSuperAdmin } } });
    expect((await admin(tenantAdmin, "changeRole", { userId: ada.userId, role: "MEMBER" })).status).toBe(403);
    expect((await admin(tenantAdmin, "deactivateUser", { userId: ada.userId })).status).toBe(403);
    expect((await admin(tenantAdmin, "transferOwnership", { userId: ada.userId, toUserId: tenantAdmin.userId, scope: "BOTH" })).status).toBe(403);
    expect((await admin(tenantAdmin, "changeRole", { userId: person.userId, role: "MEMBER" })).body.data).toMatchObject({ role: "MEMBER" });
    // The new role holds at the person's next sign-in (the workspace decides, the directory follows).
    const again = await agentFor(person.email);
    const session = (await get(`${origin("acme")}/api/v2/user/session`, { accesstoken: again.token }).then(json)).data as { userDetails: { role: string } };
    expect(session.userDetails.role).toBe("MEMBER");
  });

  it("the last super admin can never be demoted; with two, one may demote the other", async () => {
    const last = await admin(ada, "changeRole", { userId: ada.userId, role: "ADMIN" });
    expect(last).toMatchObject({ status: 409, body: { error: { message: ADMIN_MESSAGES.lastSuperAdmin } } });
    const second = await newAgent("MEMBER");
    expect((await admin(ada, "changeRole", { userId: second.userId, role: "SUPER_ADMIN" })).status).toBe(200);
    expect((await admin(second, "changeRole", { userId: ada.userId, role: "ADMIN" })).status).toBe(200);
    // Now `second` is the last one: demoting themselves is refused, deactivating them is out of an admin's reach.
    expect((await admin(second, "changeRole", { userId: second.userId, role: "MEMBER" })).status).toBe(409);
    expect((await admin(await agentFor("ada@acme.test"), "deactivateUser", { userId: second.userId })).status).toBe(403);
    expect((await admin(second, "changeRole", { userId: ada.userId, role: "SUPER_ADMIN" })).status).toBe(200);
    expect((await admin(ada, "changeRole", { userId: second.userId, role: "MEMBER" })).status).toBe(200);
  });
});

describe("ownership transfer", () => {
  it("moves a person's team and projects to another member, keeps the former owner in them and keeps the history", async () => {
    const owner = await newAgent("MEMBER");
    const receiver = await newAgent("MEMBER");
    const { teamId } = (await call(owner, "POST", "team/create", { name: "Handed over" })).body.data as { teamId: string };
    const { projectId } = (await call(owner, "POST", "project/createPrivateProject", { teamId, name: "Private plans" })).body.data as { projectId: string };
    const guest = await newAgent("GUEST");
    expect((await admin(ada, "transferOwnership", { userId: owner.userId, toUserId: guest.userId, scope: "BOTH" })).status).toBe(409);

    const moved = await admin(ada, "transferOwnership", { userId: owner.userId, toUserId: receiver.userId, scope: "BOTH" });
    expect(moved.body.data).toMatchObject({ teams: 1, projects: 1 });
    const [before, after] = [await view(owner.userId), await view(receiver.userId)];
    expect(after).toMatchObject({ teamsOwned: [{ id: teamId }], projectsOwned: [{ id: projectId }] });
    expect(before).toMatchObject({ teamsOwned: [], projectsOwned: [], teamsPartOf: [{ id: teamId, role: "ADMIN" }], projectsPartOf: [{ id: projectId, role: "ADMIN" }] });
    // The receiver now acts as the owner of the private project; the former owner still reads it.
    expect((await call(receiver, "GET", "project/fetchMetaData", { projectId })).status).toBe(200);
    expect((await call(owner, "GET", "project/fetchMetaData", { projectId })).status).toBe(200);
    // History: the project's creation by the former owner stays, and the transfer is in the audit log.
    const history = await inAcme((sql) =>
      sql.exec<{ verb: string; actor_id: string }>("SELECT verb, actor_id FROM activity WHERE project_id = ? ORDER BY id", projectId).toArray(),
    );
    expect(history[0]).toMatchObject({ actor_id: owner.userId });
    const audit = (await call(ada, "GET", "auditLog/list", { itemType: "member", itemId: owner.userId })).body.data as { items: Array<{ verb: string; detail: Record<string, unknown> }> };
    expect(audit.items[0]).toMatchObject({ verb: "ownership_transferred", detail: { toUserId: receiver.userId, scope: "BOTH", projectsTransferred: 1 } });
  });
});

describe("who reaches the administration", () => {
  const CALLS: Array<[method: "GET" | "POST", path: string, input: (userId: string) => Record<string, unknown>]> = [
    ["GET", "getUsersProfile", () => ({})],
    ["GET", "getViewProfile", (userId) => ({ userId })],
    ["GET", "getUsersForTransfer", (userId) => ({ userId })],
    ["POST", "changeRole", (userId) => ({ userId, role: "ADMIN" })],
    ["POST", "deactivateUser", (userId) => ({ userId })],
    ["POST", "reactivateUser", (userId) => ({ userId })],
    ["POST", "transferOwnership", (userId) => ({ userId, toUserId: ada.userId, scope: "BOTH" })],
  ];

  it("members and guests get 403 from every administrative call, and the users page's data is not theirs", async () => {
    const target = await newAgent("MEMBER");
    for (const role of ["MEMBER", "GUEST"] as const) {
      const actor = await newAgent(role);
      for (const [method, path, input] of CALLS) {
        const answer = await call(actor, method, `settings/${path}`, input(target.userId));
        expect({ role, path, status: answer.status, message: answer.body.error?.message }).toEqual({ role, path, status: 403, message: PERMISSION_DENIED });
      }
    }
    expect(await view(target.userId)).toMatchObject({ status: "ACTIVE", role: "MEMBER" });
  });

  it("another tenant's user ids answer 404 as unknown ones do", async () => {
    const gus = await agentFor(GUS, "globex");
    for (const [method, path, input] of CALLS) {
      const answer = await call(ada, method, `settings/${path}`, input(gus.userId));
      if (path === "getUsersProfile") continue;
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });

  it("drops empty filters and pages with limit and skip", async () => {
    const all = (await call(ada, "GET", "settings/getUsersProfile", { search: "", role: "", teamId: "", status: "", limit: 2 })).body;
    expect(all.statusCode).toBe(200);
    const page = all.data as { users: Array<{ userId: string }>; hasMore: boolean };
    expect(page.users).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    const next = (await call(ada, "GET", "settings/getUsersProfile", { limit: 2, skip: 2 })).body.data as { users: Array<{ userId: string }> };
    expect(next.users.map((user) => user.userId)).not.toContain(page.users[0].userId);
    const guests = (await call(ada, "GET", "settings/getUsersProfile", { role: "GUEST", limit: 100 })).body.data as { users: Array<{ role: string }> };
    expect(guests.users.length).toBeGreaterThan(0);
    expect(new Set(guests.users.map((user) => user.role))).toEqual(new Set(["GUEST"]));
  });
});

describe("the audit log's export (Settings › Audit log)", () => {
  it("gives a tenant admin the filtered log as CSV with the administrative acts, and a member 403", async () => {
    const person = await newAgent("MEMBER");
    expect((await admin(ada, "changeRole", { userId: person.userId, role: "GUEST" })).status).toBe(200);
    const { cookie } = await signIn("acme", "ada@acme.test");
    const exported = await get(`${origin("acme")}/settings/audit-log.csv?itemType=member&actorId=`, { cookie });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("text/csv");
    const csv = await exported.text();
    expect(csv.split("\r\n")[0]).toBe("time,person,action,kind,item,project,detail");
    // The detail is the entry in words (issue 43 §5), the person by name.
    expect(csv).toMatch(new RegExp(`Ada Lovelace,role_changed,member,${person.userId},,role changed member [^,]+ from member to guest`));
    expect(csv).not.toMatch(/,task,/);
    const member = await signIn("acme", BOB);
    expect((await get(`${origin("acme")}/settings/audit-log.csv`, { cookie: member.cookie })).status).toBe(403);
  });
});
