import { describe, expect, it } from "vitest";
import { ACCESS_KEYS, turnedOffTitle, type AccessKey, type AccessLevel } from "~/lib/accessRestrictions";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { CAPABILITY_COVERAGE, OUTSIDE_EVERY_CAPABILITY } from "./access-coverage/coverage";
import { COVERAGE_ROWS } from "./access-coverage/rows";
import { get, origin } from "./helpers";
import { plantDashboard } from "./permission-matrix/dashboard";
import { COVERED_ELSEWHERE } from "./permission-matrix/coveredElsewhere";
import type { Target } from "./permission-matrix/row";
import { MATRIX_ROWS } from "./permission-matrix/rows";
import { buildWorld, call, inAcme } from "./work/world";

/**
 * Issue 41 §1: a restriction covers everything its capability exposes. For each capability of the
 * hand-written table, each of its calls answers 403 to the tenant's admin while the capability is
 * turned off for admins in the narrowest place the capability takes that holds the call's target,
 * and works again once it is lifted; each of its pages says so. Every call of the API is in the
 * table or in OUTSIDE_EVERY_CAPABILITY.
 */
const world = await buildWorld();
const { ada, tenantAdmin } = world.people;
const ROWS = [...MATRIX_ROWS, ...COVERAGE_ROWS];

const teamOf = (projectId: string) => inAcme((sql) => sql.exec<{ team_id: string }>("SELECT team_id FROM projects WHERE id = ?", projectId).one().team_id);

/** The narrowest place the capability can be turned off in that holds the target. */
async function placeOf(key: AccessKey, target: Target | undefined): Promise<{ level: AccessLevel; scopeId: string | null }> {
  const levels: readonly AccessLevel[] = ACCESS_KEYS[key].levels;
  if (target && "projectId" in target && levels.includes("PROJECT")) return { level: "PROJECT", scopeId: target.projectId };
  if (target && levels.includes("TEAM") && !("dashboardId" in target)) {
    return { level: "TEAM", scopeId: "teamId" in target ? target.teamId : await teamOf(target.projectId) };
  }
  return { level: "TENANT", scopeId: null };
}

const restrict = async (key: AccessKey, place: { level: AccessLevel; scopeId: string | null }, value: "disabled" | "none") => {
  const changed = await call(ada, "POST", "settings/setRestrictions", { changes: [{ accessKey: key, ...place, role: "ADMIN", value }] });
  expect(changed.status).toBe(200);
};

const CALLS = (Object.keys(CAPABILITY_COVERAGE) as AccessKey[]).flatMap((key) =>
  CAPABILITY_COVERAGE[key].calls.filter((path) => !(path in COVERED_ELSEWHERE)).map((path) => [key, path] as const),
);

describe("each capability's calls", () => {
  it.each(CALLS)("%s: %s answers 403 while it is turned off, and works once it is lifted", async (key, path) => {
    const rows = ROWS.filter((row) => row.call === path);
    expect(rows.length, `no row arranges ${path}`).toBeGreaterThan(0);
    for (const row of rows) {
      const restricted = await row.arrange(world, tenantAdmin);
      const place = await placeOf(key, restricted.target);
      await restrict(key, place, "disabled");
      try {
        const refused = await call(tenantAdmin, row.method, row.call, restricted.input);
        expect({ status: refused.status, message: refused.body.error?.message }, row.case).toEqual({ status: 403, message: PERMISSION_DENIED });
      } finally {
        await restrict(key, place, "none");
      }
      const lifted = await call(tenantAdmin, row.method, row.call, (await row.arrange(world, tenantAdmin)).input);
      expect(lifted.status, JSON.stringify(lifted.body.error)).toBeLessThan(300);
    }
  });

  it("every call of the API is governed by a capability or listed as outside every one", async () => {
    const { paths } = (await (await get(`${origin("acme")}/api/v2/openapi.json`)).json()) as { paths: Record<string, unknown> };
    const governed = new Set([...Object.values(CAPABILITY_COVERAGE).flatMap(({ calls }) => calls), ...OUTSIDE_EVERY_CAPABILITY]);
    const calls = Object.keys(paths).map((path) => path.replace("/api/v2/", ""));
    expect(calls.filter((path) => !governed.has(path))).toEqual([]);
    expect([...governed].filter((path) => !calls.includes(path))).toEqual([]);
    expect(OUTSIDE_EVERY_CAPABILITY.filter((path) => Object.values(CAPABILITY_COVERAGE).some(({ calls }) => calls.includes(path)))).toEqual([]);
  });
});

/** A page of the table with its parameters filled in: the world's public project, a fresh dashboard. */
async function pageUrl(page: string) {
  const dashboardId = page.includes(":dashboardId") ? (await plantDashboard(world)).dashboardId : "";
  return page.replace(":teamId", world.teamId).replace(":projectId", world.publicProject.id).replace(":dashboardId", dashboardId);
}

const PAGES = (Object.keys(CAPABILITY_COVERAGE) as AccessKey[]).flatMap((key) => CAPABILITY_COVERAGE[key].pages.map((page) => [key, page] as const));

describe("each capability's pages", () => {
  const render = async (path: string) => (await get(`${origin("acme")}${path}`, { cookie: `meridian-session=${tenantAdmin.token}` })).text();
  it.each(PAGES)("%s: %s says it is turned off while it is, and shows itself once lifted", async (key, page) => {
    // A view's page says the API's refusal; the others show what TurnedOff says.
    const refuses = (html: string) => html.includes(PERMISSION_DENIED) || html.includes(turnedOffTitle(key));
    const path = await pageUrl(page);
    const place = { level: "TENANT" as const, scopeId: null };
    await restrict(key, place, "disabled");
    try {
      expect(refuses(await render(path))).toBe(true);
    } finally {
      await restrict(key, place, "none");
    }
    expect(refuses(await render(path))).toBe(false);
  });
});
