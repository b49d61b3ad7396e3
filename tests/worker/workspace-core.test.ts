import { runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "~/server/auth/crypto";
import { WorkspaceCore, type Operation } from "~/server/workspace/core";
import { defineCommand, defineQuery, WorkspaceFailure, type NoInput, type Registry } from "~/server/workspace/operations";
import { enqueueEffects, MAX_ATTEMPTS, nextEffectAt, retryDelay, runDueEffects } from "~/server/workspace/effects/queue";
import type { QueuedEffect } from "~/server/workspace/effects/types";
import { REGISTRY } from "~/server/workspace/registry";
import { typedWorkspace } from "~/server/workspace/surface";
import type { MemberCopy, TenantSummary } from "~/server/workspace/types";
import { ADA, BOB, seed, signIn, tenantStub } from "./helpers";

beforeAll(seed);

/** A test-only aggregate: its rows live in a `probe` table the test creates. */
const probeCommands = {
  "probe.write": defineCommand({
    permission: "settings:users",
    handler: ({ sql }, { note }: { note: string }) => {
      sql.exec("INSERT INTO probe (note) VALUES (?)", note);
      return { id: sql.exec<{ id: number }>("SELECT last_insert_rowid() AS id").one().id };
    },
    activity: ({ note }, { id }) => ({ verb: "created", itemType: "probe", itemId: String(id), detail: { note } }),
  }),
  "probe.writeThenThrow": defineCommand({
    permission: "signed-in",
    handler: ({ sql }, { note }: { note: string }) => {
      sql.exec("INSERT INTO probe (note) VALUES (?)", note);
      throw new Error("half-way");
    },
    activity: () => ({ verb: "created", itemType: "probe", itemId: "never" }),
  }),
  "probe.writeThenConflict": defineCommand({
    permission: "signed-in",
    handler: ({ sql }, { note }: { note: string }) => {
      sql.exec("INSERT INTO probe (note) VALUES (?)", note);
      throw new WorkspaceFailure(409, "Already taken", { note: ["Already taken"] });
    },
    activity: () => ({ verb: "created", itemType: "probe", itemId: "never" }),
  }),
  "probe.writeAndMail": defineCommand({
    permission: "signed-in",
    handler: ({ sql }, { note }: { note: string }) => {
      sql.exec("INSERT INTO probe (note) VALUES (?)", note);
      return null;
    },
    activity: ({ note }) => ({ verb: "created", itemType: "probe", itemId: note }),
    effects: ({ note }) => [{ kind: "mail", message: { to: "probe@acme.test", subject: note, text: note, kind: "invite" } }],
  }),
  "probe.mailThenConflict": defineCommand({
    permission: "signed-in",
    handler: (): null => {
      throw new WorkspaceFailure(409, "Already taken");
    },
    activity: () => ({ verb: "created", itemType: "probe", itemId: "never" }),
    effects: () => [{ kind: "mail", message: { to: "probe@acme.test", subject: "never", text: "never", kind: "invite" } }],
  }),
  "probe.writeThenActivityThrows": defineCommand({
    permission: "signed-in",
    handler: ({ sql }, { note }: { note: string }) => {
      sql.exec("INSERT INTO probe (note) VALUES (?)", note);
      return null;
    },
    activity: () => {
      throw new Error("no activity");
    },
  }),
};

const probeQueries = {
  "probe.count": defineQuery({
    permission: "signed-in",
    handler: ({ sql }, _input: NoInput) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM probe").one().n,
  }),
};

const registry: Registry = {
  queries: { ...REGISTRY.queries, ...probeQueries },
  commands: { ...REGISTRY.commands, ...probeCommands },
  system: REGISTRY.system,
};

type Counts = { probe: number; activity: number; sessions: number };

/** Runs `work` with the core over the probe registry inside acme's Durable Object, with the row counts before and after. */
function inAcme<T>(work: (core: WorkspaceCore, sql: SqlStorage) => Promise<T>) {
  return runInDurableObject(tenantStub("acme"), async (_instance, state) => {
    const { sql } = state.storage;
    sql.exec("CREATE TABLE IF NOT EXISTS probe (id INTEGER PRIMARY KEY, note TEXT NOT NULL)");
    const counts = (): Counts => ({
      probe: sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM probe").one().n,
      activity: sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM activity").one().n,
      sessions: sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sessions").one().n,
    });
    const before = counts();
    const result = await work(new WorkspaceCore(state.storage, registry), sql).catch((error: unknown) => error);
    return { result, before, after: counts() };
  });
}

const write = (note: string): Operation => ({ name: "probe.write", input: { note } });

describe("the workspace core", () => {
  it("rolls back a command that throws half-way: no row, no activity entry", async () => {
    const { token } = await signIn("acme", ADA);
    const { result, before, after } = await inAcme((core) =>
      core.command(token, { name: "probe.writeThenThrow", input: { note: "lost" } }),
    );
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toBe("half-way");
    expect(after).toEqual(before);
  });

  it("answers a domain failure as an outcome and rolls its writes back", async () => {
    const { token } = await signIn("acme", ADA);
    const { result, before, after } = await inAcme((core) =>
      core.command(token, { name: "probe.writeThenConflict", input: { note: "taken" } }),
    );
    expect(result).toEqual({ ok: false, status: 409, message: "Already taken", fields: { note: ["Already taken"] } });
    expect(after).toEqual(before);
  });

  it("writes a command and its activity entry together or not at all", async () => {
    const { token } = await signIn("acme", ADA);
    const { result, before, after } = await inAcme((core) =>
      core.command(token, { name: "probe.writeThenActivityThrows", input: { note: "orphan" } }),
    );
    expect((result as Error).message).toBe("no activity");
    expect(after).toEqual(before);
  });

  it("refuses a member without the permission with 403 and changes nothing", async () => {
    const { token } = await signIn("acme", BOB);
    const { result, before, after } = await inAcme((core) => core.command(token, write("not allowed")));
    expect(result).toEqual({ ok: false, status: 403, message: "You do not have permission to perform this action" });
    expect(after).toEqual(before);
  });

  it("runs a permitted command and records exactly one activity entry: who, what, which item", async () => {
    const { token } = await signIn("acme", ADA);
    const { result, before, after } = await inAcme(async (core, sql) => {
      const outcome = await core.command(token, write("kept"));
      const entry = sql.exec("SELECT * FROM activity ORDER BY id DESC LIMIT 1").one();
      return { outcome, entry };
    });
    const { outcome, entry } = result as { outcome: { ok: true; data: { id: number } } & Record<string, unknown>; entry: Record<string, unknown> };
    expect(outcome.ok).toBe(true);
    expect(outcome.viewer).toMatchObject({ tenant: { subdomain: "acme" }, member: { email: ADA, role: "SUPER_ADMIN" } });
    expect(after).toEqual({ ...before, probe: before.probe + 1, activity: before.activity + 1 });
    expect(entry).toMatchObject({
      actor_id: (outcome.viewer as { member: MemberCopy }).member.userId,
      verb: "created",
      item_type: "probe",
      item_id: String(outcome.data.id),
      parent_id: null,
      detail_json: JSON.stringify({ note: "kept" }),
    });
    expect(entry.created_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    ["an unknown token", 401, "Unauthorized"],
    ["an expired session", 419, "Session expired. Please login again."],
  ])("answers %s with %i and runs nothing", async (_case, status, message) => {
    const tokens = [(await signIn("acme", ADA)).token, (await signIn("acme", ADA)).token];
    const hashes = await Promise.all(tokens.map(sha256));
    const [forCommand, forQuery] = status === 401 ? ["not-a-session", "not-a-session-either"] : tokens;
    const { result, before, after } = await inAcme(async (core, sql) => {
      for (const hash of hashes) sql.exec("UPDATE sessions SET expires_at = ? WHERE token_hash = ?", Date.now() - 1, hash);
      return [
        await core.command(forCommand, write("never")),
        await core.query(forQuery, { name: "probe.count", input: {} }),
      ];
    });
    expect(result).toEqual([
      { ok: false, status, message },
      { ok: false, status, message },
    ]);
    expect(after.probe).toBe(before.probe);
    expect(after.activity).toBe(before.activity);
  });

  it("refuses an operation the registry does not know", async () => {
    const { token } = await signIn("acme", ADA);
    const { result } = await inAcme((core) => core.command(token, { name: "probe.count", input: {} }));
    expect((result as Error).message).toBe("No workspace operation named probe.count");
  });
});

describe("registered operations over RPC", () => {
  const acme = () => typedWorkspace(tenantStub("acme"));

  it("a query answers its data and the viewer in one round trip", async () => {
    const { token } = await signIn("acme", BOB);
    const viewer = await acme().query(token, { name: "sessions.viewer", input: {} });
    if (!viewer.ok) throw new Error(viewer.message);
    const { userId } = viewer.data.member;
    const outcome = await acme().query(token, { name: "members.get", input: { userId } });
    expect(outcome).toEqual({ ok: true, data: viewer.data.member, viewer: outcome.ok ? outcome.viewer : null, timing: { workspace: expect.any(Number) } });
    if (outcome.ok) expect(outcome.viewer.member.email).toBe(BOB);
    const unknown = await acme().query(token, { name: "members.get", input: { userId: "nobody" } });
    expect(unknown).toMatchObject({ ok: true, data: null });
  });

  it("a page's queries in one call (decision record 62): an outcome each, in order; one refused leaves the others; a refused session refuses all", async () => {
    const { token } = await signIn("acme", BOB);
    const viewer = await acme().query(token, { name: "sessions.viewer", input: {} });
    if (!viewer.ok) throw new Error(viewer.message);
    const { userId } = viewer.data.member;
    const outcomes = await acme().queries(token, [
      { name: "members.get", input: { userId } },
      { name: "projects.metaData", input: { projectId: "no-such-project" } },
      { name: "sessions.viewer", input: {} },
    ]);
    expect(outcomes).toHaveLength(3);
    expect(outcomes[0]).toMatchObject({ ok: true, data: { email: BOB }, viewer: { member: { email: BOB } } });
    expect(outcomes[1]).toMatchObject({ ok: false, status: 404 });
    expect(outcomes[2]).toMatchObject({ ok: true, data: { member: { userId } } });
    const refused = await acme().queries("not-a-session", [
      { name: "members.get", input: { userId } },
      { name: "sessions.viewer", input: {} },
    ]);
    expect(refused).toEqual([
      { ok: false, status: 401, message: "Unauthorized" },
      { ok: false, status: 401, message: "Unauthorized" },
    ]);
  });

  it("logout (sessions.close) ends the session and writes one activity entry", async () => {
    const { token } = await signIn("acme", BOB);
    const activityCount = () =>
      runInDurableObject(tenantStub("acme"), async (_instance, state) =>
        state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM activity WHERE verb = 'signed_out'").one().n,
      );
    const before = await activityCount();
    const closed = await acme().command(token, { name: "sessions.close", input: {} });
    expect(closed).toMatchObject({ ok: true, data: null, viewer: { member: { email: BOB } } });
    expect(await activityCount()).toBe(before + 1);
    expect(await acme().query(token, { name: "sessions.viewer", input: {} })).toEqual({
      ok: false,
      status: 401,
      message: "Unauthorized",
    });
  });
});

describe("opening a session", () => {
  const tenants: TenantSummary[] = [];

  it("opens the session and logs the sign-in in one transaction", async () => {
    const viewer = await typedWorkspace(tenantStub("acme")).query((await signIn("acme", BOB)).token, {
      name: "sessions.viewer",
      input: {},
    });
    if (!viewer.ok) throw new Error(viewer.message);
    const { tenant, member } = viewer.data;
    const opened = await typedWorkspace(tenantStub("acme")).system({
      name: "sessions.open",
      input: { tenant, member, tenants },
    });
    const again = await typedWorkspace(tenantStub("acme")).query(opened.token!, { name: "sessions.viewer", input: {} });
    expect(again).toMatchObject({ ok: true, data: { member: { email: BOB } } });
    const signedIn = await runInDurableObject(tenantStub("acme"), async (_instance, state) =>
      state.storage.sql.exec("SELECT actor_id, item_id FROM activity WHERE verb = 'signed_in' ORDER BY id DESC LIMIT 1").one(),
    );
    expect(signedIn).toEqual({ actor_id: member.userId, item_id: member.userId });
  });

  it("is atomic: a failure at the last write leaves the tenant, the member and the replaced session as they were", async () => {
    const { token } = await signIn("acme", ADA);
    const stranger: MemberCopy = {
      userId: crypto.randomUUID(),
      email: "stranger@acme.test",
      firstName: "Stra",
      lastName: "Nger",
      imageKey: null,
      role: "MEMBER",
      roleName: "Member",
    };
    const { result, before, after } = await inAcme(async (core, sql) => {
      const tenant = sql.exec<{ id: string; name: string; subdomain: string }>("SELECT * FROM tenant").one();
      // A BigInt cannot be stored as JSON: the session insert, the last write, throws.
      const unstorable = [{ id: 1n }] as unknown as TenantSummary[];
      const input = { tenant: { ...tenant, name: "Renamed" }, member: stranger, tenants: unstorable, replacing: token };
      const error = await core.system({ name: "sessions.open", input }).catch((thrown: unknown) => thrown);
      const state = {
        tenantName: sql.exec<{ name: string }>("SELECT name FROM tenant").one().name,
        stranger: sql.exec("SELECT 1 FROM members WHERE user_id = ?", stranger.userId).toArray().length,
      };
      return { error, state, originalName: tenant.name };
    });
    const { error, state, originalName } = result as {
      error: unknown;
      state: { tenantName: string; stranger: number };
      originalName: string;
    };
    expect(error).toBeInstanceOf(TypeError);
    expect(state).toEqual({ tenantName: originalName, stranger: 0 });
    expect(after).toEqual(before);
    expect((await typedWorkspace(tenantStub("acme")).query(token, { name: "sessions.viewer", input: {} })).ok).toBe(
      true,
    );
  });
});

describe("effects after the commit (decision record 40)", () => {
  const queued = (sql: SqlStorage) =>
    sql.exec<{ kind: string; payload_json: string; activity_id: number }>("SELECT kind, payload_json, activity_id FROM effect_queue ORDER BY id").toArray();

  it("queues a command's effects with it, under its activity entry's id, and wakes the alarm after the commit", async () => {
    const { token } = await signIn("acme", ADA);
    const { result } = await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      const { sql } = state.storage;
      await state.storage.deleteAlarm();
      sql.exec("DELETE FROM effect_queue");
      const core = new WorkspaceCore(state.storage, registry);
      sql.exec("CREATE TABLE IF NOT EXISTS probe (id INTEGER PRIMARY KEY, note TEXT NOT NULL)");
      const outcome = await core.command(token, { name: "probe.writeAndMail", input: { note: "hello" } });
      const activityId = sql.exec<{ id: number }>("SELECT MAX(id) AS id FROM activity").one().id;
      const effects = queued(sql);
      const alarm = await state.storage.getAlarm();
      sql.exec("DELETE FROM effect_queue");
      return { result: { outcome, activityId, effects, alarm } };
    });
    expect(result.outcome.ok).toBe(true);
    expect(result.effects).toEqual([
      {
        kind: "mail",
        payload_json: JSON.stringify({ message: { to: "probe@acme.test", subject: "hello", text: "hello", kind: "invite" } }),
        activity_id: result.activityId,
      },
    ]);
    expect(result.alarm).not.toBeNull();
    expect(result.alarm).toBeLessThanOrEqual(Date.now());
  });

  it("queues nothing and wakes nothing for a refused command", async () => {
    const { token } = await signIn("acme", ADA);
    const result = await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      await state.storage.deleteAlarm();
      const core = new WorkspaceCore(state.storage, registry);
      const outcome = await core.command(token, { name: "probe.mailThenConflict", input: {} });
      return { outcome, effects: queued(state.storage.sql), alarm: await state.storage.getAlarm() };
    });
    expect(result).toEqual({ outcome: { ok: false, status: 409, message: "Already taken" }, effects: [], alarm: null });
  });

  it("runs what is due, tries a failing effect again later, and keeps it as failed after the last try", async () => {
    const result = await runInDurableObject(tenantStub("acme"), async (_instance, state) => {
      const { sql } = state.storage;
      const mail = (subject: string) => ({ kind: "mail" as const, message: { to: "probe@acme.test", subject, text: subject, kind: "invite" as const } });
      const now = Date.now();
      enqueueEffects(sql, [mail("works"), mail("fails")], null, now);
      const sent: string[] = [];
      const run = async (effect: QueuedEffect) => {
        if (effect.kind !== "mail") throw new Error(`unexpected ${effect.kind}`);
        if (effect.message.subject === "fails") throw new Error("provider down");
        sent.push(effect.message.subject);
      };
      const ranFirst = await runDueEffects(sql, run, now);
      const afterFirst = sql.exec<{ attempts: number; run_at: number; last_error: string }>("SELECT attempts, run_at, last_error FROM effect_queue").toArray();
      const notYet = await runDueEffects(sql, run, now + 1);
      let clock = now;
      for (let attempt = 2; attempt <= MAX_ATTEMPTS + 1; attempt++) {
        clock += retryDelay(attempt - 1);
        await runDueEffects(sql, run, clock);
      }
      const left = sql.exec<{ attempts: number; failed_at: number | null }>("SELECT attempts, failed_at FROM effect_queue").toArray();
      const next = nextEffectAt(sql, clock);
      // A trigger queues with run_at 0 ("at once"): the alarm is asked for no earlier than now, which setAlarm accepts.
      sql.exec("INSERT INTO effect_queue (kind, payload_json, activity_id, run_at, created_at) VALUES ('r2Delete', '{}', NULL, 0, 0)");
      const dueAtOnce = nextEffectAt(sql, clock);
      sql.exec("DELETE FROM effect_queue");
      return { ranFirst, sent, afterFirst, notYet, left, next, dueAtOnce, clock };
    });
    expect(result.ranFirst).toBe(1);
    expect(result.dueAtOnce).toBe(result.clock);
    expect(result.sent).toEqual(["works"]);
    expect(result.afterFirst).toEqual([{ attempts: 1, run_at: expect.any(Number), last_error: "Error: provider down" }]);
    expect(result.notYet).toBe(0);
    expect(result.left).toEqual([{ attempts: MAX_ATTEMPTS, failed_at: expect.any(Number) }]);
    expect(result.next).toBeNull();
  });
});
