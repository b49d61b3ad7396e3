import { describe, expect, it } from "vitest";
import { get, json, origin, signIn, GUS } from "./helpers";
import { storageCostOf } from "./storageCost";
import { addActivity, addTasks } from "./work/summaryWorld";
import { buildWorld, call, inAcme, type Agent } from "./work/world";

const world = await buildWorld();
const { people, publicProject, privateProject, teamId } = world;
const TODAY = "2026-06-15";

// Public: the world's task and subtask (to do, no date) plus one overdue, one done → 4 tasks, 1 done, 1 overdue.
await addTasks(world, publicProject, [
  { name: "Late", due: "2026-06-01" },
  { name: "Finished", due: "2026-06-01", status: 2 },
]);
// Private: the world's two plus two overdue.
await addTasks(world, privateProject, [
  { name: "Secret late", due: "2026-06-02" },
  { name: "Secret later", due: "2026-06-03", status: 1 },
]);
await addActivity([
  { verb: "created", itemType: "project", itemId: publicProject.id, teamId, projectId: publicProject.id, actor: people.member },
  { verb: "created", itemType: "project", itemId: privateProject.id, teamId, projectId: privateProject.id, actor: people.owner },
  { verb: "created", itemType: "task", itemId: privateProject.taskId, teamId, projectId: privateProject.id, actor: people.owner },
  { verb: "renamed", itemType: "team", itemId: teamId, teamId, actor: people.owner },
  { verb: "created", itemType: "task", itemId: publicProject.taskId, teamId, projectId: publicProject.id, actor: people.member },
]);

const summary = (agent: Agent, callName: string, input: Record<string, unknown> = {}) =>
  call(agent, "GET", `teamSummary/${callName}`, { teamId, today: TODAY, ...input });

type Page = { items: Array<Record<string, unknown>>; nextCursor: string | null };
const pageOf = (reply: { body: { data: Record<string, unknown> } }) => reply.body.data as unknown as Page;

describe("teamSummary cards", () => {
  it("lists a card per project the viewer can see, with progress, open and overdue counts", async () => {
    const reply = await summary(people.member, "cardListing");
    expect(reply.status).toBe(200);
    expect(pageOf(reply)).toEqual({
      nextCursor: null,
      items: [
        { projectId: publicProject.id, name: "PUBLIC project", visibility: "PUBLIC", folderId: null, folderName: null, total: 4, open: 3, done: 1, overdue: 1, progress: 25 },
        { projectId: privateProject.id, name: "PRIVATE project", visibility: "PRIVATE", folderId: null, folderName: null, total: 4, open: 4, done: 0, overdue: 2, progress: 0 },
      ],
    });
  });

  it("leaves the private project out for a team admin outside it: no card, no counts", async () => {
    expect(pageOf(await summary(people.admin, "cardListing")).items.map((card) => card.projectId)).toEqual([publicProject.id]);
    expect((await summary(people.admin, "cardCount")).body.data).toEqual({ projects: 1, total: 4, open: 3, done: 1, overdue: 1, progress: 25 });
    expect((await summary(people.member, "cardCount")).body.data).toEqual({ projects: 2, total: 8, open: 7, done: 1, overdue: 3, progress: 13 });
  });

  it("answers one card with its tasks by status", async () => {
    const reply = await summary(people.member, "cardDetails", { projectId: publicProject.id });
    expect(reply.body.data).toMatchObject({ projectId: publicProject.id, total: 4, done: 1, noStatus: 0 });
    expect((reply.body.data.statuses as Array<{ name: string; count: number }>).map((s) => [s.name, s.count])).toEqual([
      ["To Do", 3], ["In Progress", 0], ["Done", 1], ["Closed", 0],
    ]);
  });

  it("answers 404 for a private project's card outside it, and for another team's project", async () => {
    const hidden = await summary(people.admin, "cardDetails", { projectId: privateProject.id });
    expect(hidden).toMatchObject({ status: 404, body: { error: { message: "Project not found" } } });
    const other = await buildWorld();
    const elsewhere = await summary(people.member, "cardDetails", { projectId: other.publicProject.id });
    expect(elsewhere.status).toBe(404);
  });

  it("pages the cards with a cursor", async () => {
    const first = pageOf(await summary(people.member, "cardListing", { limit: 1 }));
    expect(first.items.map((card) => card.projectId)).toEqual([publicProject.id]);
    const second = pageOf(await summary(people.member, "cardListing", { limit: 1, cursor: first.nextCursor }));
    expect(second).toMatchObject({ nextCursor: null, items: [{ projectId: privateProject.id }] });
  });

  it("filters the cards by name, visibility, folder and overdue work", async () => {
    const names = async (input: Record<string, unknown>) =>
      pageOf(await summary(people.member, "filter", input)).items.map((card) => card.name);
    expect(await names({ search: "priv" })).toEqual(["PRIVATE project"]);
    expect(await names({ search: "%" })).toEqual([]);
    expect(await names({ visibility: "PUBLIC" })).toEqual(["PUBLIC project"]);
    expect(await names({ folderId: "none" })).toEqual(["PUBLIC project", "PRIVATE project"]);
    expect(await names({ folderId: "no-such-folder" })).toEqual([]);
    expect(await names({ overdueOnly: "true", today: "2026-06-01" })).toEqual([]);
    expect(await names({ overdueOnly: "true", today: "2026-06-03" })).toEqual(["PUBLIC project", "PRIVATE project"]);
    expect(await names({ overdueOnly: "true", visibility: "PRIVATE" })).toEqual(["PRIVATE project"]);
  });

  it.each([
    ["an outsider", people.outsider],
  ])("answers 404 for the team to %s", async (_who, agent) => {
    for (const name of ["cardCount", "cardListing", "filter", "teamMembersListing", "activityUpdates", "overview"]) {
      expect(await summary(agent, name)).toMatchObject({ status: 404, body: { error: { message: "Team not found" } } });
    }
  });

  it("refuses invalid input with 400", async () => {
    expect((await call(people.member, "GET", "teamSummary/cardListing", {})).status).toBe(400);
    expect((await summary(people.member, "cardListing", { limit: 500 })).status).toBe(400);
    expect((await summary(people.member, "filter", { visibility: "SECRET" })).status).toBe(400);
    expect((await summary(people.member, "cardListing", { cursor: "x" })).body.error.message).toBe("Invalid cursor");
  });
});

describe("teamSummary members and invites", () => {
  it("lists the team's members with their team roles", async () => {
    const members = pageOf(await summary(people.guest, "teamMembersListing", { limit: 100 })).items;
    expect(members.map((m) => m.userId).sort()).toEqual(
      [people.owner, people.admin, people.member, people.guest, people.tenantGuest].map((a) => a.userId).sort(),
    );
    expect(members.find((m) => m.userId === people.admin.userId)).toMatchObject({ role: "ADMIN", email: people.admin.email });
  });

  it("pages the members without repeats", async () => {
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page = pageOf(await summary(people.member, "teamMembersListing", { limit: 2, ...(cursor ? { cursor } : {}) }));
      seen.push(...page.items.map((m) => m.userId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it("shows the organisation's open invites to those who manage invites, and refuses others", async () => {
    await inAcme((sql) =>
      sql.exec(
        `INSERT OR REPLACE INTO invites (id, email, role_id, role_name, invited_by, inviter_name, created_at, expires_at)
         VALUES ('summary-invite', 'new@acme.test', 3, 'Member', ?, 'Tia Admin', 1, ?)`,
        people.tenantAdmin.userId, Date.now() + 86_400_000,
      ),
    );
    const admin = await summary(people.tenantAdmin, "pendingInvites");
    expect(admin.status).toBe(200);
    expect(admin.body.data).toContainEqual(expect.objectContaining({ inviteId: "summary-invite", email: "new@acme.test", expired: false }));
    expect(await summary(people.owner, "pendingInvites")).toMatchObject({ status: 403 });
    expect((await summary(people.owner, "overview")).body.data.pendingInvites).toBeNull();
  });
});

describe("teamSummary/activityUpdates", () => {
  const verbs = (page: Page) => page.items.map((entry) => `${entry.verb} ${entry.itemType} ${entry.projectName ?? "-"}`);

  it("shows a project member the team's activity, newest first, with actors", async () => {
    const page = pageOf(await summary(people.member, "activityUpdates"));
    expect(verbs(page)).toEqual([
      "created task PUBLIC project",
      "renamed team -",
      "created task PRIVATE project",
      "created project PRIVATE project",
      "created project PUBLIC project",
    ]);
    expect(page.items[0].actor).toEqual({ userId: people.member.userId, name: expect.any(String), deactivated: false });
  });

  it("hides a private project's entries from those outside it", async () => {
    expect(verbs(pageOf(await summary(people.admin, "activityUpdates")))).toEqual([
      "created task PUBLIC project",
      "renamed team -",
      "created project PUBLIC project",
    ]);
  });

  it("pages back in time with a cursor", async () => {
    const first = pageOf(await summary(people.admin, "activityUpdates", { limit: 2 }));
    const second = pageOf(await summary(people.admin, "activityUpdates", { limit: 2, cursor: first.nextCursor }));
    expect(verbs(second)).toEqual(["created project PUBLIC project"]);
    expect(second.nextCursor).toBeNull();
  });
});

describe("teamSummary/overview", () => {
  it("answers the page in one call", async () => {
    const reply = await summary(people.member, "overview");
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ team: { teamId }, counts: { projects: 2 }, pendingInvites: null });
  });

  it("answers 404 to another tenant for acme's team", async () => {
    const { token } = await signIn("globex", GUS);
    const body = await json(await get(`${origin("globex")}/api/v2/teamSummary/overview?teamId=${teamId}`, { accesstoken: token }));
    expect(body.error).toMatchObject({ statusCode: 404, message: "Team not found" });
  });
});

describe("the team summary page", () => {
  it("renders the team's cards, members and activity with one workspace call for its loaders' queries (the shell's check rides on it, decision 62), no D1", async () => {
    const { cookie } = await signIn();
    const { response, durableObject, d1 } = await storageCostOf(() => get(`${origin("acme")}/projects/${teamId}`, { cookie }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("PRIVATE project");
    expect(html).toContain("Activity updates");
    expect(durableObject).toEqual(["queries projects.secondPanel+teamSummary.overview"]);
    expect(d1).toEqual([]);
  });

  it("filters the cards from the query string (a plain GET form)", async () => {
    const { cookie } = await signIn();
    const html = await (await get(`${origin("acme")}/projects/${teamId}?search=priv&visibility=PRIVATE`, { cookie })).text();
    expect(html).toContain('aria-label="PRIVATE project progress"');
    expect(html).not.toContain('aria-label="PUBLIC project progress"');
  });

  it("says the team is not found to someone outside it", async () => {
    const { cookie } = await signIn("acme", people.outsider.email);
    const response = await get(`${origin("acme")}/projects/${teamId}`, { cookie });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Team not found");
  });
});
