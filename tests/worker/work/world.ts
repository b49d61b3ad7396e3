import { runInDurableObject } from "cloudflare:test";
import type { Role, WorkRole } from "~/lib/permissions";
import { env } from "cloudflare:workers";
import { callWorker } from "../callWorker";
import { createUser } from "../profileHelpers";
import { get, json, origin, seed, signIn, tenantStub, ADA, BOB, type Envelope } from "../helpers";

/**
 * Work-data fixtures for worker tests: people signed in with an `accesstoken`
 * (an API client, so no CSRF), and a world of teams and projects written
 * straight into acme's Durable Object, so tests of one aggregate need not go
 * through another's commands to get started.
 */
export type Agent = { userId: string; email: string; token: string };

export async function agentFor(email: string, subdomain = "acme"): Promise<Agent> {
  await seed();
  const { token } = await signIn(subdomain, email);
  const session = await json(await get(`${origin(subdomain)}/api/v2/user/session`, { accesstoken: token }));
  const userId = (session.data.userDetails as { userId: string }).userId;
  return { userId, email, token };
}

/** A fresh person with this tenant role in acme, signed in. */
export async function newAgent(role: Role): Promise<Agent> {
  await seed();
  const { email } = await createUser([{ subdomain: "acme", role }]);
  return agentFor(email);
}

export type Reply = { status: number; body: Envelope };

/**
 * Calls /api/v2/<path> on acme as the agent: a GET with a query, or a POST with
 * a JSON body. It calls the Worker's fetch handler directly: SELF.fetch gets
 * slower with every call in a test file (about 5 ms a call at first, 100 ms
 * after a few hundred), which the many cells of the permission matrix feel.
 */
export async function call(agent: Agent, method: "GET" | "POST", path: string, input: Record<string, unknown> = {}) {
  const url = `${origin("acme")}/api/v2/${path}`;
  const response =
    method === "GET"
      ? await callWorker(env, `${url}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`, {
          headers: { accesstoken: agent.token },
        })
      : await callWorker(env, url, {
          method: "POST",
          headers: { accesstoken: agent.token, "content-type": "application/json" },
          body: JSON.stringify(input),
        });
  // A file (a PDF) has no envelope; its refusals do.
  const body = (response.headers.get("content-type") ?? "").includes("json") ? await json(response) : ({} as Envelope);
  return { status: response.status, body } satisfies Reply;
}

const id = () => crypto.randomUUID();

/** Runs SQL in acme's workspace, for fixtures only: the product reaches it only through the core. */
export const inAcme = <T>(work: (sql: SqlStorage) => T) =>
  runInDurableObject(tenantStub("acme"), async (_instance, state) => state.storage.transactionSync(() => work(state.storage.sql)));

export type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * A team with a person of each team role (all tenant members), a tenant guest
 * invited as a team member, an outsider, a public project and a private one
 * (its members: its owner, the team member), each with a group, a task and a
 * subtask, and the team's four statuses.
 */
export async function buildWorld() {
  const [ada, bob] = await Promise.all([agentFor(ADA), agentFor(BOB)]);
  const people = {
    ada,
    bob,
    owner: await newAgent("MEMBER"),
    admin: await newAgent("MEMBER"),
    member: await newAgent("MEMBER"),
    guest: await newAgent("MEMBER"),
    tenantGuest: await newAgent("GUEST"),
    tenantAdmin: await newAgent("ADMIN"),
    outsider: await newAgent("MEMBER"),
  };
  await onPlanWithoutCaps();
  return { people, ...(await plantTeam(people)) };
}

/**
 * The world's team, planted again for the same people with new ids: fresh
 * targets for a test that changes them (a cell of the permission matrix).
 */
export async function plantTeam(people: Record<"owner" | "admin" | "member" | "guest" | "tenantGuest", Agent>) {
  const now = Date.now();
  const teamId = id();
  const statuses = (["TODO", "IN_PROGRESS", "DONE", "CLOSED"] as const).map((category, index) => ({
    id: id(),
    name: ["To Do", "In Progress", "Done", "Closed"][index],
    category,
  }));
  const project = (visibility: "PUBLIC" | "PRIVATE") => ({ id: id(), groupId: id(), taskId: id(), subtaskId: id(), visibility });
  const publicProject = project("PUBLIC");
  const privateProject = project("PRIVATE");
  await inAcme((sql) => {
    sql.exec(
      "INSERT INTO teams (id, name, owner_id, default_status_id, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      teamId, `World ${teamId.slice(0, 6)}`, people.owner.userId, statuses[0].id, people.owner.userId, now, now,
    );
    const teamRoles: Array<[Agent, WorkRole]> = [
      [people.owner, "OWNER"], [people.admin, "ADMIN"], [people.member, "MEMBER"], [people.guest, "GUEST"], [people.tenantGuest, "MEMBER"],
    ];
    for (const [agent, role] of teamRoles) {
      sql.exec("INSERT INTO team_members (team_id, user_id, role, added_at) VALUES (?, ?, ?, ?)", teamId, agent.userId, role, now);
    }
    statuses.forEach((status, index) =>
      sql.exec(
        "INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        status.id, teamId, status.name, status.category, "#64748b", `a${index}`, now,
      ),
    );
    for (const p of [publicProject, privateProject]) {
      const owner = p.visibility === "PRIVATE" ? people.owner : people.member;
      sql.exec(
        `INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        p.id, teamId, `${p.visibility} project`, p.visibility, owner.userId, p.visibility === "PUBLIC" ? "a0" : "a1", now, now,
      );
      sql.exec("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, ?, ?, ?)", p.groupId, p.id, "Group", "a0", now);
      for (const [taskId, parentId, name] of [[p.taskId, null, "Task"], [p.subtaskId, p.taskId, "Subtask"]] as const) {
        sql.exec(
          `INSERT INTO tasks (id, project_id, group_id, parent_id, name, status_id, position, created_by, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          taskId, p.id, p.groupId, parentId, name, statuses[0].id, "a0", owner.userId, now, now,
        );
      }
    }
    sql.exec(
      "INSERT INTO project_members (project_id, user_id, role, added_at) VALUES (?, ?, ?, ?)",
      privateProject.id, people.member.userId, "MEMBER", now,
    );
  });
  return { teamId, statuses, publicProject, privateProject };
}

/** Puts acme on a paid plan without caps, so work tests may add projects freely (the caps have their own test). */
export function onPlanWithoutCaps() {
  return setPlanLimits({});
}

export function setPlanLimits(limits: Record<string, number>) {
  return inAcme((sql) =>
    sql.exec(
      `INSERT INTO plan_copy (id, plan_id, plan_name, plan_upgrade, limits_json, updated_at) VALUES (1, 'business', 'Business', 1, ?, 0)
       ON CONFLICT (id) DO UPDATE SET limits_json = excluded.limits_json`,
      JSON.stringify(limits),
    ),
  );
}
