import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { READ_ONLY_TOKEN } from "~/schemas/apiToken";
import { WEBHOOK_HTTP_MESSAGE, WEBHOOK_NOT_FOUND, WEBHOOK_PRIVATE_MESSAGE } from "~/schemas/webhook";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { DISABLED_FAILING, RETRY_DELAYS_MS } from "~/server/workspace/aggregates/webhooks/system";
import { callWorker } from "./callWorker";
import { GUS, origin, outboxOf, productionEnv, tenantStub } from "./helpers";
import { failure, ok, post } from "./work/answers";
import { agentFor, buildWorld, call, inAcme, newAgent, type Agent } from "./work/world";

/**
 * Webhooks (issue 44 §3, decision record 87), against a local receiver at the HTTP boundary: the
 * Worker's outbound fetch to hooks.example.test is answered here, and every delivery it got is kept.
 * Signatures are checked with the `standardwebhooks` library, an implementation independent of ours.
 */
const world = await buildWorld();
const { ada, member, tenantAdmin } = world.people;

type Received = { path: string; headers: Record<string, string>; body: string };
const RECEIVER = "https://hooks.example.test";
let received: Received[] = [];
/** What the receiver answers at a path, in turn; 200 once a path's list runs out. */
let answers: Record<string, number[]> = {};

beforeEach(() => {
  received = [];
  answers = {};
  const outside = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(RECEIVER)) return outside(input, init);
    const path = new URL(request.url).pathname;
    received.push({ path, headers: Object.fromEntries(request.headers), body: await request.text() });
    return new Response("", { status: answers[path]?.shift() ?? 200 });
  });
});
afterEach(() => vi.restoreAllMocks());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const runAlarm = () => runInDurableObject(tenantStub("acme"), (instance) => (instance as unknown as { alarm(): Promise<void> }).alarm());
const due = () =>
  inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM effect_queue WHERE failed_at IS NULL AND run_at <= ?", Date.now()).one().n);

/** Lets the queue drain: the runtime's alarm, or, when it has not come, the alarm run here. */
async function drain() {
  for (let wait = 0; wait < 20 && (await due()) > 0; wait++) await sleep(50);
  for (let round = 0; round < 5 && (await due()) > 0; round++) await runAlarm();
}

const at = (path: string) => received.filter((delivery) => delivery.path === path);
const bodyOf = (delivery: Received) => JSON.parse(delivery.body) as { type: string; timestamp: string; data: Record<string, unknown> };

async function register(agent: Agent, path: string, eventTypes: string[], projectIds: string[] = []) {
  return ok(await post(agent, "webhooks/register", { url: `${RECEIVER}${path}`, eventTypes, projectIds })) as { endpointId: string; secret: string };
}

const addTask = (agent: Agent, groupId: string, name: string) => post(agent, "task/add", { groupId, name });

const logOf = async (agent: Agent, endpointId: string) =>
  ok(await call(agent, "GET", "webhooks/deliveries", { endpointId })) as {
    endpoint: { enabled: boolean; disabledReason: string | null; failingSince: number | null };
    attempts: Array<{ deliveryId: string; eventType: string; attempt: number; statusCode: number | null; latencyMs: number; attemptedAt: number }>;
  };

describe("registering an endpoint", () => {
  it("answers its secret once, lists it without, and writes the audit entry", async () => {
    const { endpointId, secret } = await register(ada, "/listed", ["task.created"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { endpoints } = ok(await call(ada, "GET", "webhooks/list"));
    expect(endpoints).toContainEqual(expect.objectContaining({ endpointId, url: `${RECEIVER}/listed`, eventTypes: ["task.created"], projectIds: null, enabled: true, lastDelivery: null }));
    expect(JSON.stringify(endpoints)).not.toContain(secret);
    const entry = await inAcme((sql) => sql.exec<{ verb: string; actor_id: string }>("SELECT verb, actor_id FROM activity WHERE item_type = 'webhook' AND item_id = ?", endpointId).one());
    expect(entry).toEqual({ verb: "registered", actor_id: ada.userId });
  });

  it("is for administrators only (403), with a read-write session or token; a read-only token is refused (403)", async () => {
    expect(failure(await post(member, "webhooks/register", { url: `${RECEIVER}/member`, eventTypes: ["task.created"] }))).toEqual({ status: 403, message: PERMISSION_DENIED });
    expect((await call(member, "GET", "webhooks/list")).status).toBe(403);
    const token = ok(await post(tenantAdmin, "apiTokens/create", { name: "Read only", access: "read", days: 7 })) as { secret: string };
    const refused = await callWorker(env, `${origin("acme")}/api/v2/webhooks/register`, {
      method: "POST",
      headers: { authorization: `Bearer ${token.secret}`, "content-type": "application/json" },
      body: JSON.stringify({ url: `${RECEIVER}/read-only`, eventTypes: ["task.created"] }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(READ_ONLY_TOKEN);
  });

  it("refuses bad addresses and events with 400: plain http, private addresses, localhost in production, no event", async () => {
    const attempt = (url: string, eventTypes = ["task.created"]) => post(ada, "webhooks/register", { url, eventTypes });
    expect(failure(await attempt("http://hooks.example.test/plain"))).toEqual({ status: 400, message: WEBHOOK_HTTP_MESSAGE });
    expect(failure(await attempt("https://192.168.1.20/hook"))).toEqual({ status: 400, message: WEBHOOK_PRIVATE_MESSAGE });
    expect(failure(await attempt("https://169.254.169.254/latest"))).toEqual({ status: 400, message: WEBHOOK_PRIVATE_MESSAGE });
    expect((await attempt("ftp://hooks.example.test/")).status).toBe(400);
    expect((await attempt(`${RECEIVER}/none`, [])).status).toBe(400);
    expect((await attempt(`${RECEIVER}/unknown`, ["task.exploded"])).status).toBe(400);
    // While developing, this machine may receive over plain http.
    const local = ok(await attempt("http://127.0.0.1:9/local")) as { endpointId: string };
    ok(await post(ada, "webhooks/delete", { endpointId: local.endpointId }));

    const inProduction = (url: string) =>
      callWorker(productionEnv(), `${origin("acme")}/api/v2/webhooks/register`, {
        method: "POST",
        headers: { accesstoken: ada.token, "content-type": "application/json" },
        body: JSON.stringify({ url, eventTypes: ["task.created"] }),
      });
    for (const [url, message] of [["http://localhost:9/hook", WEBHOOK_HTTP_MESSAGE], ["https://localhost/hook", WEBHOOK_PRIVATE_MESSAGE], ["https://127.0.0.1/hook", WEBHOOK_PRIVATE_MESSAGE]]) {
      const refused = await inProduction(url);
      expect({ url, status: refused.status, message: ((await refused.json()) as { error: { message: string } }).error.message }).toEqual({ url, status: 400, message });
    }
  });

  it("answers 404 for another organisation's endpoint", async () => {
    const gus = await agentFor(GUS, "globex");
    const theirs = await callWorker(env, `${origin("globex")}/api/v2/webhooks/register`, {
      method: "POST",
      headers: { accesstoken: gus.token, "content-type": "application/json" },
      body: JSON.stringify({ url: `${RECEIVER}/globex`, eventTypes: ["task.created"] }),
    });
    expect(theirs.status).toBe(200);
    const { endpointId } = ((await theirs.json()) as { data: { endpointId: string } }).data;
    for (const [method, path] of [["GET", "webhooks/deliveries"], ["POST", "webhooks/rotateSecret"], ["POST", "webhooks/delete"]] as const) {
      expect(failure(await call(ada, method, path, { endpointId }))).toEqual({ status: 404, message: WEBHOOK_NOT_FOUND });
    }
    expect(failure(await post(ada, "webhooks/setEnabled", { endpointId, enabled: false }))).toEqual({ status: 404, message: WEBHOOK_NOT_FOUND });
  });
});

describe("deliveries", () => {
  it("are signed as Standard Webhooks says, carry { type, timestamp, data }, and are written in the delivery log", async () => {
    const { endpointId, secret } = await register(ada, "/signed", ["task.created", "task.updated", "task.completed"]);
    const added = ok(await addTask(member, world.publicProject.groupId, "Told to the receiver")) as { id: string };
    await drain();
    const [delivery] = at("/signed");
    expect(at("/signed")).toHaveLength(1);
    expect(delivery.headers["webhook-id"]).toMatch(/^msg_/);
    expect(Math.abs(Number(delivery.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(delivery.headers["webhook-signature"]).toMatch(/^v1,/);
    const verified = new Webhook(secret).verify(delivery.body, delivery.headers);
    expect(verified).toEqual(JSON.parse(delivery.body));
    const body = bodyOf(delivery);
    expect(body).toMatchObject({ type: "task.created", data: { itemType: "task", itemId: added.id, projectId: world.publicProject.id, actorId: member.userId } });
    expect(new Date(body.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const log = await logOf(ada, endpointId);
    expect(log.attempts).toEqual([expect.objectContaining({ deliveryId: delivery.headers["webhook-id"], eventType: "task.created", attempt: 1, statusCode: 200 })]);
    expect(log.attempts[0].latencyMs).toBeGreaterThanOrEqual(0);

    // Done: an update of the status to a done category is also a completion.
    const done = world.statuses.find((status) => status.category === "DONE")!;
    ok(await post(member, "task/update", { taskId: added.id, statusId: done.id }));
    await drain();
    expect(at("/signed").slice(1).map((one) => bodyOf(one).type).sort()).toEqual(["task.completed", "task.updated"]);
  });

  it("carry only what the endpoint's creator sees: nothing of a private project they are not in, nothing of projects it does not follow", async () => {
    const creator = await newAgent("ADMIN");
    await register(creator, "/seen", ["task.created"]);
    await register(ada, "/public-only", ["task.created"], [world.publicProject.id]);
    // The creator is now a member of the team only: the private project is not theirs to see.
    await inAcme((sql) => {
      sql.exec("UPDATE members SET role = 'MEMBER' WHERE user_id = ?", creator.userId);
      sql.exec("INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, 'MEMBER', ?)", world.teamId, creator.userId, Date.now());
    });
    ok(await addTask(member, world.privateProject.groupId, "Private work"));
    ok(await addTask(member, world.publicProject.groupId, "Public work"));
    await drain();
    expect(at("/seen").map((one) => bodyOf(one).data.projectId)).toEqual([world.publicProject.id]);
    expect(at("/public-only").map((one) => bodyOf(one).data.projectId)).toEqual([world.publicProject.id]);
    expect([...at("/seen"), ...at("/public-only")].some((one) => one.body.includes("Private work"))).toBe(false);
  });

  it("are tried again with backoff after a 500, as the next attempt of the same message, until one succeeds", async () => {
    const { endpointId } = await register(ada, "/flaky", ["task.created"]);
    answers["/flaky"] = [500];
    ok(await addTask(member, world.publicProject.groupId, "Retried"));
    await drain();
    const first = await logOf(ada, endpointId);
    expect(first.attempts).toEqual([expect.objectContaining({ attempt: 1, statusCode: 500 })]);
    expect(first.endpoint.failingSince).toBe(first.attempts[0].attemptedAt);
    const retry = await inAcme((sql) =>
      sql
        .exec<{ run_at: number; payload_json: string }>(
          "SELECT q.run_at, q.payload_json FROM effect_queue q JOIN webhook_deliveries d ON d.id = json_extract(q.payload_json, '$.deliveryId') WHERE d.endpoint_id = ?",
          endpointId,
        )
        .toArray(),
    );
    expect(retry).toHaveLength(1);
    expect(JSON.parse(retry[0].payload_json)).toMatchObject({ attempt: 2 });
    expect(retry[0].run_at).toBe(first.attempts[0].attemptedAt + RETRY_DELAYS_MS[0]);

    // The backoff's wait, passed: the retry is due now.
    await inAcme((sql) => sql.exec("UPDATE effect_queue SET run_at = ? WHERE kind = 'webhookDelivery'", Date.now()));
    await drain();
    const second = await logOf(ada, endpointId);
    expect(second.attempts.map(({ attempt, statusCode }) => ({ attempt, statusCode }))).toEqual([{ attempt: 2, statusCode: 200 }, { attempt: 1, statusCode: 500 }]);
    expect(second.endpoint.failingSince).toBeNull();
    const [one, two] = at("/flaky");
    expect(two.headers["webhook-id"]).toBe(one.headers["webhook-id"]);
    expect(two.body).toBe(one.body);
  });

  it("can be sent again from the log (redeliver), as a new attempt", async () => {
    const { endpointId } = await register(ada, "/again", ["project.created"]);
    ok(await post(ada, "project/createPublicProject", { teamId: world.teamId, name: "Hooked project" }));
    await drain();
    const [{ deliveryId }] = (await logOf(ada, endpointId)).attempts;
    expect(ok(await post(ada, "webhooks/redeliver", { endpointId, deliveryId }))).toMatchObject({ deliveryId, attempt: 2 });
    await drain();
    expect(at("/again").map((one) => one.headers["webhook-id"])).toEqual([deliveryId, deliveryId]);
    expect((await logOf(ada, endpointId)).attempts.map((row) => row.attempt)).toEqual([2, 1]);
    expect((await post(ada, "webhooks/redeliver", { endpointId, deliveryId: "msg_unknown" })).status).toBe(404);
  });

  it("disable an endpoint that has failed for a day, and its creator is told by mail", async () => {
    const creator = await newAgent("ADMIN");
    const { endpointId } = await register(creator, "/down", ["task.created"]);
    answers["/down"] = [503, 503];
    ok(await addTask(member, world.publicProject.groupId, "First failure"));
    await drain();
    expect((await logOf(ada, endpointId)).endpoint.enabled).toBe(true);
    // A day later, still failing.
    await inAcme((sql) => sql.exec("UPDATE webhook_endpoints SET failing_since = ? WHERE id = ?", Date.now() - 25 * 3_600_000, endpointId));
    ok(await addTask(member, world.publicProject.groupId, "Still failing"));
    await drain();
    const { endpoint } = await logOf(ada, endpointId);
    expect({ enabled: endpoint.enabled, reason: endpoint.disabledReason }).toEqual({ enabled: false, reason: DISABLED_FAILING });
    const [mail] = await outboxOf(creator.email);
    expect(mail).toMatchObject({ kind: "webhook_disabled", subject: "A webhook endpoint was disabled" });
    expect(mail.text).toContain(`${RECEIVER}/down`);
    // Disabled: nothing more is sent, the retry queued before is dropped.
    const before = at("/down").length;
    ok(await addTask(member, world.publicProject.groupId, "Not sent"));
    await inAcme((sql) => sql.exec("UPDATE effect_queue SET run_at = ? WHERE kind = 'webhookDelivery'", Date.now()));
    await drain();
    expect(at("/down")).toHaveLength(before);
    // Enabled again, it is sent to once more.
    ok(await post(creator, "webhooks/setEnabled", { endpointId, enabled: true }));
    ok(await addTask(member, world.publicProject.groupId, "Back"));
    await drain();
    expect(at("/down")).toHaveLength(before + 1);
  });

  it("are signed with both secrets for a day after a rotation, each verifying", async () => {
    const { endpointId, secret: old } = await register(ada, "/rotated", ["task.created"]);
    const { secret: fresh } = ok(await post(ada, "webhooks/rotateSecret", { endpointId })) as { secret: string };
    expect(fresh).not.toBe(old);
    ok(await addTask(member, world.publicProject.groupId, "After the rotation"));
    await drain();
    const [delivery] = at("/rotated");
    expect(delivery.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(fresh).verify(delivery.body, delivery.headers)).toBeTruthy();
    expect(new Webhook(old).verify(delivery.body, delivery.headers)).toBeTruthy();
    const entries = await inAcme((sql) => sql.exec<{ verb: string }>("SELECT verb FROM activity WHERE item_id = ? ORDER BY id", endpointId).toArray().map((row) => row.verb));
    expect(entries).toEqual(["registered", "secret_rotated"]);
  });

  it("follow the core's commands: moves, deletes, comments, projects created and archived, members joining (a system operation)", async () => {
    await register(ada, "/events", ["task.moved", "task.deleted", "comment.created", "project.created", "project.archived", "member.joined"]);
    const moving = ok(await addTask(member, world.publicProject.groupId, "Moving")) as { id: string };
    ok(await post(member, "task/move", { taskId: moving.id, groupId: world.privateProject.groupId }));
    ok(await post(member, "task/conversation/create", { taskId: moving.id, text: "Moved it" }));
    ok(await post(member, "task/delete", { taskId: moving.id }));
    const { projectId } = ok(await post(ada, "project/createPublicProject", { teamId: world.teamId, name: "Archived soon" })) as { projectId: string };
    ok(await post(ada, "project/archive", { projectId }));
    const joining = await newAgent("MEMBER");
    await runInDurableObject(tenantStub("acme"), (instance) =>
      (instance as unknown as { system(op: unknown): Promise<unknown> }).system({ name: "invites.accept", input: { inviteId: crypto.randomUUID(), userId: joining.userId, project: null, dashboard: null } }),
    );
    await drain();
    const told = at("/events").map((one) => bodyOf(one));
    expect(told.map((one) => one.type)).toEqual(["task.moved", "comment.created", "task.deleted", "project.created", "project.archived", "member.joined"]);
    expect(told[0].data).toMatchObject({ itemId: moving.id, projectId: world.privateProject.id, detail: { fromProjectId: world.publicProject.id } });
    expect(told[5].data).toMatchObject({ itemType: "member", itemId: joining.userId });
  });

  it("stop when the endpoint is deleted, with its log", async () => {
    const { endpointId } = await register(ada, "/deleted", ["task.created"]);
    ok(await post(ada, "webhooks/delete", { endpointId }));
    ok(await addTask(member, world.publicProject.groupId, "Nobody listens"));
    await drain();
    expect(at("/deleted")).toHaveLength(0);
    expect((await call(ada, "GET", "webhooks/deliveries", { endpointId })).status).toBe(404);
  });
});
