import { describe, expect, it } from "vitest";
import { ACCESS_KEY_NAMES, ACCESS_KEYS, type AccessKey, type AccessLevel, type RestrictionValue } from "~/lib/accessRestrictions";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { RESTRICTION_MESSAGES } from "~/schemas/accessRestrictions";
import { get, GUS, origin } from "./helpers";
import { plantHidden, plantTask, type Planted } from "./permission-matrix/arrange";
import { agentFor, buildWorld, call, plantTeam, type Agent } from "./work/world";

/**
 * Access restrictions (issue 20 §3, decision record 51): every capability × every level it takes ×
 * both values. A restriction for the tenant's admins refuses the capability's call in the place it
 * names (403), lets it elsewhere, and refuses nothing else there; lifting it lets the call again.
 */
const world = await buildWorld();
const { ada, tenantAdmin, member, owner } = world.people;
const here: Planted = world;
const elsewhere: Planted = await plantTeam(world.people);

type Request = { method: "GET" | "POST"; path: string; input: Record<string, unknown> };
let n = 0;

/** The call each capability guards, made in a place (a fresh item where it changes one). */
const PROBES: Record<AccessKey, (place: Planted) => Promise<Request>> = {
  createProjects: async (place) => ({ method: "POST", path: "project/createPublicProject", input: { teamId: place.teamId, name: `Probe ${++n}` } }),
  createTeams: async () => ({ method: "POST", path: "team/create", input: { name: `Probe team ${++n}` } }),
  deleteItems: async (place) => ({ method: "POST", path: "task/delete", input: { taskId: await plantTask(place.publicProject, ada.userId) } }),
  permanentDelete: async (place) => ({
    method: "POST",
    path: "task/permanentDelete",
    input: { taskId: await plantHidden("tasks", await plantTask(place.publicProject, ada.userId), "bin") },
  }),
  exportData: async (place) => ({ method: "GET", path: "download/projectData", input: { projectId: place.publicProject.id, format: "json" } }),
  ganttView: async (place) => ({ method: "GET", path: "project/gantt", input: { projectId: place.publicProject.id } }),
  kanbanView: async (place) => ({ method: "GET", path: "kanban/getColumns", input: { projectId: place.publicProject.id } }),
  customColumns: async (place) => ({ method: "POST", path: "project/column/create", input: { projectId: place.publicProject.id, name: `Probe ${++n}`, type: "NUMBER" } }),
  dashboards: async () => ({ method: "GET", path: "dashboard/list", input: {} }),
  invitePeople: async () => ({ method: "POST", path: "invite/teamInvite", input: { email: `probe-${++n}-${crypto.randomUUID().slice(0, 8)}@example.test`, roleId: 3 } }),
  feedback: async () => ({ method: "POST", path: "feedback/createFeedback", input: { suggestion: "Probe", responseRating: 5 } }),
};

const probe = async (agent: Agent, key: AccessKey, place: Planted) => {
  const { method, path, input } = await PROBES[key](place);
  return call(agent, method, path, input);
};

const scopeIn = (level: AccessLevel, place: Planted) => (level === "TENANT" ? null : level === "TEAM" ? place.teamId : place.publicProject.id);

const restrict = (change: Record<string, unknown>, by: Agent = ada) => call(by, "POST", "settings/setRestrictions", { changes: [change] });

const CELLS = ACCESS_KEY_NAMES.flatMap((key) =>
  ACCESS_KEYS[key].levels.flatMap((level) => (["disabled", "hidden"] as const).map((value) => [key, level, value] as const)),
);

describe("every capability × level × value", () => {
  it.each(CELLS)("%s at %s level, %s: refused there, allowed elsewhere, nothing else refused", async (key: AccessKey, level: AccessLevel, value: RestrictionValue) => {
    const rule = { accessKey: key, level, scopeId: scopeIn(level, here), role: "ADMIN" };
    const other = ACCESS_KEY_NAMES[(ACCESS_KEY_NAMES.indexOf(key) + 1) % ACCESS_KEY_NAMES.length];
    expect((await restrict({ ...rule, value })).status).toBe(200);
    // A fresh session loads the rules as a fresh page would; the open one reads them on its next call too.
    const restricted = await probe(tenantAdmin, key, here);
    expect(restricted.status).toBe(403);
    expect(restricted.body.error?.message).toBe(PERMISSION_DENIED);
    if (level !== "TENANT") expect((await probe(tenantAdmin, key, elsewhere)).status).toBeLessThan(300);
    expect((await probe(tenantAdmin, other, here)).status).toBeLessThan(300);
    // The super admin is never restricted.
    expect((await probe(ada, key, here)).status).toBeLessThan(300);

    expect((await restrict({ ...rule, value: "none" })).status).toBe(200);
    expect((await probe(tenantAdmin, key, here)).status).toBeLessThan(300);
  });
});

describe("whom a restriction reaches", () => {
  it("a rule for one person restricts only them; their role's other members keep the capability", async () => {
    const rule = { accessKey: "ganttView", level: "PROJECT", scopeId: here.publicProject.id, userId: member.userId };
    expect((await restrict({ ...rule, value: "hidden" })).status).toBe(200);
    expect((await probe(member, "ganttView", here)).status).toBe(403);
    expect((await probe(owner, "ganttView", here)).status).toBe(200);
    expect((await restrict({ ...rule, value: "none" })).status).toBe(200);
    expect((await probe(member, "ganttView", here)).status).toBe(200);
  });

  it("rbacRestrictions answers what is restricted in a place, the narrower rule winning, and the session carries the rules", async () => {
    const tenantWide = { accessKey: "exportData", level: "TENANT", role: "MEMBER" };
    const inProject = { accessKey: "exportData", level: "PROJECT", scopeId: here.publicProject.id, role: "MEMBER" };
    expect((await call(ada, "POST", "settings/setRestrictions", { changes: [{ ...tenantWide, value: "hidden" }, { ...inProject, value: "disabled" }] })).status).toBe(200);
    const effective = async (input: Record<string, unknown>) => (await call(member, "GET", "user/rbacRestrictions", input)).body.data.restrictions;
    expect(await effective({})).toEqual({ exportData: "hidden" });
    expect(await effective({ teamId: here.teamId, projectId: here.publicProject.id })).toEqual({ exportData: "disabled" });
    expect(await effective({ projectId: elsewhere.publicProject.id })).toEqual({ exportData: "hidden" });
    expect(await effective({ projectId: "" })).toEqual({ exportData: "hidden" });
    const session = (await call(member, "GET", "user/session")).body.data as { restrictions: Array<{ accessKey: string }> };
    expect(session.restrictions.map((rule) => rule.accessKey)).toEqual(["exportData", "exportData"]);
    // An administrator's own session carries none of the members' rules.
    expect((await call(tenantAdmin, "GET", "user/rbacRestrictions")).body.data.restrictions).toEqual({});

    const listed = (await call(tenantAdmin, "GET", "settings/restrictions")).body.data.rules as Array<Record<string, unknown>>;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accessKey: "exportData", level: "TENANT", role: "MEMBER", value: "hidden", scopeName: null }),
        expect.objectContaining({ accessKey: "exportData", level: "PROJECT", role: "MEMBER", value: "disabled", scopeName: "PUBLIC project" }),
      ]),
    );
    const audit = (await call(ada, "GET", "auditLog/list", { itemType: "restriction" })).body.data as { items: Array<{ verb: string; itemId: string }> };
    expect(audit.items[0]).toMatchObject({ verb: "restrictions_changed", itemId: "exportData" });
    await call(ada, "POST", "settings/setRestrictions", { changes: [{ ...tenantWide, value: "none" }, { ...inProject, value: "none" }] });
  });

  it("rbacRestrictions of a project the caller cannot see, or of another tenant, answers 404", async () => {
    expect((await call(world.people.guest, "GET", "user/rbacRestrictions", { projectId: here.privateProject.id })).status).toBe(404);
    const gus = await agentFor(GUS, "globex");
    const url = `${origin("globex")}/api/v2/user/rbacRestrictions?projectId=${here.publicProject.id}`;
    expect((await get(url, { accesstoken: gus.token })).status).toBe(404);
  });
});

describe("setting restrictions", () => {
  it("refuses a level the capability does not take, a missing place, a super admin and an unknown person, and writes nothing", async () => {
    const refused = await call(ada, "POST", "settings/setRestrictions", {
      changes: [
        { accessKey: "feedback", level: "TENANT", role: "GUEST", value: "hidden" },
        { accessKey: "createTeams", level: "TEAM", scopeId: here.teamId, role: "MEMBER", value: "hidden" },
      ],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(RESTRICTION_MESSAGES.levelNotTaken);
    expect((await restrict({ accessKey: "ganttView", level: "TEAM", scopeId: null, role: "MEMBER", value: "hidden" })).status).toBe(400);
    expect((await restrict({ accessKey: "ganttView", level: "TENANT", role: "MEMBER", userId: member.userId, value: "hidden" })).status).toBe(400);
    expect((await restrict({ accessKey: "ganttView", level: "PROJECT", scopeId: crypto.randomUUID(), role: "MEMBER", value: "hidden" })).status).toBe(404);
    expect((await restrict({ accessKey: "ganttView", level: "TENANT", userId: crypto.randomUUID(), value: "hidden" })).status).toBe(404);
    const superAdmin = await restrict({ accessKey: "ganttView", level: "TENANT", userId: ada.userId, value: "hidden" });
    expect(superAdmin.status).toBe(400);
    expect(superAdmin.body.error?.message).toBe(RESTRICTION_MESSAGES.superAdmin);
    // A batch with one bad change writes none of it.
    const batch = await call(ada, "POST", "settings/setRestrictions", {
      changes: [
        { accessKey: "feedback", level: "TENANT", role: "GUEST", value: "hidden" },
        { accessKey: "ganttView", level: "PROJECT", scopeId: crypto.randomUUID(), role: "MEMBER", value: "hidden" },
      ],
    });
    expect(batch.status).toBe(404);
    expect((await call(ada, "GET", "settings/restrictions")).body.data.rules).toEqual([]);
  });
});
