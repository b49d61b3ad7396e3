import { describe, expect, it } from "vitest";
import type { Permission, WorkAction, WorkRole } from "~/lib/permissions";
import { COVERED_ELSEWHERE } from "./permission-matrix/coveredElsewhere";
import { MATRIX_ROWS as ROWS } from "./permission-matrix/rows";
import type { MatrixRow, Target } from "./permission-matrix/row";
import { get, origin } from "./helpers";
import { buildWorld, call, inAcme } from "./work/world";

/**
 * Every operation × every kind of person (decision records 22 and 23): the
 * outcome of each cell follows from the tables below, written out by hand from
 * the decision records, never computed by the code under test (a bug in
 * effectiveWorkRole or canWork would otherwise pass both sides).
 * Other groups append their rows in permission-matrix/<group>.ts.
 */
const world = await buildWorld();
const { ada, tenantAdmin, owner, admin, member, guest, tenantGuest, outsider } = world.people;
const ACTORS = { ada, tenantAdmin, owner, admin, member, guest, tenantGuest, outsider };
type ActorName = keyof typeof ACTORS;

/**
 * Who each actor is where they act (buildWorld): the tenant's super admin and admin act as owners
 * everywhere; the team's owner owns the private project; the team member owns the public project
 * and is the private one's member; a tenant guest acts as a guest whatever the team gave; nobody
 * else enters the private project, and the outsider enters nothing (404). On the private dashboard
 * (permission-matrix/dashboard.ts) its owner and the tenant's admins act as owners, the invited
 * editor as a member, an invited viewer and the tenant guest (invited as an editor) as guests.
 */
const ROLE_IN: Record<ActorName, Record<"team" | "public project" | "private project" | "private dashboard", WorkRole | null>> = {
  ada: { team: "OWNER", "public project": "OWNER", "private project": "OWNER", "private dashboard": "OWNER" },
  tenantAdmin: { team: "OWNER", "public project": "OWNER", "private project": "OWNER", "private dashboard": "OWNER" },
  owner: { team: "OWNER", "public project": "OWNER", "private project": "OWNER", "private dashboard": "OWNER" },
  admin: { team: "ADMIN", "public project": "ADMIN", "private project": null, "private dashboard": null },
  member: { team: "MEMBER", "public project": "OWNER", "private project": "MEMBER", "private dashboard": "MEMBER" },
  guest: { team: "GUEST", "public project": "GUEST", "private project": null, "private dashboard": "GUEST" },
  tenantGuest: { team: "GUEST", "public project": "GUEST", "private project": null, "private dashboard": "GUEST" },
  outsider: { team: null, "public project": null, "private project": null, "private dashboard": null },
};

/** Decision record 22's table of work actions. */
const MAY: Record<WorkAction, readonly WorkRole[]> = {
  "work:read": ["OWNER", "ADMIN", "MEMBER", "GUEST"],
  "work:comment": ["OWNER", "ADMIN", "MEMBER", "GUEST"],
  "work:edit": ["OWNER", "ADMIN", "MEMBER"],
  "work:structure": ["OWNER", "ADMIN", "MEMBER"],
  "project:manage": ["OWNER", "ADMIN"],
  "team:manage": ["OWNER", "ADMIN"],
  "team:own": ["OWNER"],
};

/** The tenant permissions the rows ask for, by actor (decision record 23); the tenant guest may not create teams. */
const TENANT_MAY: Partial<Record<Permission, readonly ActorName[]>> = {
  "team:create": ["ada", "tenantAdmin", "owner", "admin", "member", "guest", "outsider"],
  "dashboard:create": ["ada", "tenantAdmin", "owner", "admin", "member", "guest", "outsider"],
  "invite:send": ["ada", "tenantAdmin"],
  "invite:manage": ["ada", "tenantAdmin"],
  "settings:users": ["ada", "tenantAdmin"],
  "settings:access": ["ada", "tenantAdmin"],
  "settings:security": ["ada"],
  "organisation:archive": ["ada"],
};

const targetKind = (target: Target) =>
  "dashboardId" in target
    ? ("private dashboard" as const)
    : "teamId" in target
    ? ("team" as const)
    : inAcme((sql) =>
        sql.exec<{ visibility: string }>("SELECT visibility FROM projects WHERE id = ?", target.projectId).one().visibility === "PUBLIC"
          ? ("public project" as const)
          : ("private project" as const),
      );

async function expectedStatus(row: MatrixRow, actor: ActorName, target: Target | undefined): Promise<200 | 403 | 404> {
  if (row.permission && !TENANT_MAY[row.permission]!.includes(actor)) return 403;
  if (!row.action) return 200;
  const role = ROLE_IN[actor][await targetKind(target!)];
  if (!role) return 404;
  return MAY[row.action].includes(role) ? 200 : 403;
}

const seen = new Set<number>();
const cells = ROWS.flatMap((row) =>
  Object.entries(ACTORS).map(([name, actor]) => ({ row, name: name as ActorName, actor, label: `${row.call}${row.case ? ` (${row.case})` : ""} by ${name}` })),
);

describe("the permission matrix (decision records 22, 23)", () => {
  it.each(cells.map((cell) => [cell.label, cell] as const))("%s", async (_label, { row, name, actor }) => {
    const { input, target } = await row.arrange(world, actor);
    const expected = await expectedStatus(row, name, target);
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
    expect(calls.filter((path) => !ROWS.some((row) => row.call === path) && !(path in COVERED_ELSEWHERE))).toEqual([]);
  });
});
