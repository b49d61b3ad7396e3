import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { requireProject, requireTask, requireTeam, visibleProjects } from "~/server/workspace/access";
import type { MemberContext } from "~/server/workspace/operations";
import { WorkspaceFailure } from "~/server/workspace/operations";
import { findMember } from "~/server/workspace/aggregates/members/store";
import { tenantStub } from "./helpers";
import { buildWorld, type Agent } from "./work/world";

const world = await buildWorld();

/** Runs an access check as `agent` inside acme's workspace and answers its outcome: a role, or the failure's status. */
function asAgent(agent: Agent, check: (scope: Pick<MemberContext, "sql" | "viewer">) => { role: string } | string[]) {
  return runInDurableObject(tenantStub("acme"), async (_instance, state) => {
    const sql = state.storage.sql;
    const member = findMember(sql, agent.userId)!;
    const viewer = { member, tenant: { id: "", name: "", subdomain: "acme" }, tenants: [], session: { expiresAt: 0 } } as unknown as MemberContext["viewer"];
    try {
      const result = check({ sql, viewer });
      return Array.isArray(result) ? result : result.role;
    } catch (error) {
      if (error instanceof WorkspaceFailure) return error.status;
      throw error;
    }
  });
}

describe("the work access helper (decision record 22)", () => {
  const { people, teamId, publicProject, privateProject } = world;

  it.each([
    ["ada (super admin)", people.ada, "OWNER"],
    ["a tenant admin", people.tenantAdmin, "OWNER"],
    ["the team owner", people.owner, "OWNER"],
    ["a team guest", people.guest, "GUEST"],
    ["a tenant guest made team member", people.tenantGuest, "GUEST"],
    ["an outsider", people.outsider, 404],
  ])("gives %s the team role %s", async (_who, agent, expected) => {
    expect(await asAgent(agent, (scope) => requireTeam(scope, teamId, "work:read"))).toBe(expected);
  });

  it("refuses a team guest what only members may do, with 403", async () => {
    expect(await asAgent(people.guest, (scope) => requireTeam(scope, teamId, "work:structure"))).toBe(403);
  });

  it.each([
    ["the team owner, not a member of it", people.owner, "OWNER"],
    ["the team admin, not a member of it", people.admin, 404],
    ["its member", people.member, "MEMBER"],
    ["a tenant admin", people.tenantAdmin, "OWNER"],
    ["an outsider", people.outsider, 404],
  ])("answers the private project for %s: %s", async (_who, agent, expected) => {
    expect(await asAgent(agent, (scope) => requireProject(scope, privateProject.id, "work:read"))).toBe(expected);
    expect(await asAgent(agent, (scope) => requireTask(scope, privateProject.subtaskId, "work:read"))).toBe(expected);
  });

  it("lets team members into the public project with their team role", async () => {
    expect(await asAgent(people.admin, (scope) => requireProject(scope, publicProject.id, "project:manage"))).toBe("ADMIN");
    expect(await asAgent(people.outsider, (scope) => requireProject(scope, publicProject.id, "work:read"))).toBe(404);
  });

  it("lists only the projects a member may see", async () => {
    const listed = (agent: Agent) =>
      asAgent(agent, ({ sql, viewer }) => {
        const { where, params } = visibleProjects({ sql, viewer }, "p");
        return sql.exec<{ id: string }>(`SELECT id FROM projects p WHERE team_id = ? AND ${where} ORDER BY position`, teamId, ...params).toArray().map((row) => row.id);
      });
    expect(await listed(people.admin)).toEqual([publicProject.id]);
    expect(await listed(people.member)).toEqual([publicProject.id, privateProject.id]);
    expect(await listed(people.ada)).toEqual([publicProject.id, privateProject.id]);
    expect(await listed(people.outsider)).toEqual([]);
  });
});
