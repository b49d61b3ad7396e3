import { describe, expect, it } from "vitest";
import { can, canWork, effectiveWorkRole, higherRole, type Role, type WorkRole } from "~/lib/permissions";
import { findMember } from "~/server/workspace/aggregates/members/store";
import { findProject, projectRoleOf } from "~/server/workspace/aggregates/projects/store";
import { teamRoleOf } from "~/server/workspace/aggregates/teams/store";
import { archiveRows } from "./permission-matrix/archive";
import { folderRows } from "./permission-matrix/folder";
import { kanbanRows } from "./permission-matrix/kanban";
import { myspaceRows } from "./permission-matrix/myspace";
import { projectRows } from "./permission-matrix/project";
import { taskRows } from "./permission-matrix/task";
import { teamRows } from "./permission-matrix/team";
import { teamSummaryRows } from "./permission-matrix/teamSummary";
import { tenantRows } from "./permission-matrix/tenant";
import type { MatrixRow, Target } from "./permission-matrix/row";
import { get, origin } from "./helpers";
import { buildWorld, call, inAcme, type Agent } from "./work/world";

/**
 * Every operation × every kind of person (decision records 22 and 23): the
 * outcome of each cell is derived from the tenant role and the role the team
 * or project gave the actor, through effectiveWorkRole and WORK_ACTIONS.
 * Other groups append their rows in permission-matrix/<group>.ts.
 */
const ROWS: MatrixRow[] = [...teamRows, ...projectRows, ...folderRows, ...taskRows, ...myspaceRows, ...teamSummaryRows, ...kanbanRows, ...tenantRows, ...archiveRows];

const world = await buildWorld();
const { ada, tenantAdmin, owner, admin, member, guest, tenantGuest, outsider } = world.people;
const ACTORS = { ada, tenantAdmin, owner, admin, member, guest, tenantGuest, outsider };

/** What the data says: the actor's tenant role and the role the target gave them (a private project: only its own). */
function grants(actor: Agent, target: Target | undefined) {
  return inAcme((sql) => {
    const tenantRole: Role = findMember(sql, actor.userId)!.role;
    if (!target) return { tenantRole, granted: null };
    if ("teamId" in target) return { tenantRole, granted: teamRoleOf(sql, target.teamId, actor.userId) };
    const project = findProject(sql, target.projectId)!;
    const fromTeam = project.visibility === "PUBLIC" ? teamRoleOf(sql, project.team_id, actor.userId) : null;
    return { tenantRole, granted: higherRole(projectRoleOf(sql, project, actor.userId), fromTeam) as WorkRole | null };
  });
}

function expectedStatus(row: MatrixRow, tenantRole: Role, granted: WorkRole | null): 200 | 403 | 404 {
  if (row.permission && !can(tenantRole, row.permission)) return 403;
  if (!row.action) return 200;
  const role = effectiveWorkRole(tenantRole, granted);
  if (!role) return 404;
  return canWork(role, row.action) ? 200 : 403;
}

const seen = new Set<number>();
const cells = ROWS.flatMap((row) =>
  Object.entries(ACTORS).map(([name, actor]) => ({ row, actor, label: `${row.call}${row.case ? ` (${row.case})` : ""} by ${name}` })),
);

describe("the permission matrix (decision records 22, 23)", () => {
  it.each(cells.map((cell) => [cell.label, cell] as const))("%s", async (_label, { row, actor }) => {
    const { input, target } = await row.arrange(world, actor);
    const { tenantRole, granted } = await grants(actor, target);
    const expected = expectedStatus(row, tenantRole, granted);
    seen.add(expected);
    const { status, body } = await call(actor, row.method, row.call, input);
    expect({ status, message: status === 200 ? undefined : body.error?.message }).toMatchObject({ status: expected });
  });

  it("meets every outcome, and has a row for every call of each group it covers", async () => {
    expect([...seen].sort()).toEqual([200, 403, 404]);
    const { paths } = (await (await get(`${origin("acme")}/api/v2/openapi.json`)).json()) as { paths: Record<string, unknown> };
    const groups = new Set(ROWS.map((row) => row.call.split("/")[0]));
    const calls = Object.keys(paths)
      .map((path) => path.replace("/api/v2/", ""))
      .filter((path) => groups.has(path.split("/")[0]));
    expect(calls.filter((path) => !ROWS.some((row) => row.call === path))).toEqual([]);
  });
});
