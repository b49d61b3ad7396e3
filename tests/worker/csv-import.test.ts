import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProjectFile } from "~/lib/exports/projectJson";
import { CSV_TOO_LARGE } from "~/schemas/exports";
import { MAX_CSV_IMPORT_BYTES } from "~/lib/exports/formats";
import { callWorker } from "./callWorker";
import { origin } from "./helpers";
import { failure, ok, post } from "./work/answers";
import { exportWorld } from "./work/exportWorld";
import { globexIds } from "./work/projectWorld";
import { inAcme, type Agent, type World } from "./work/world";

/**
 * Issue 19 §3, decision 0064: a project from a CSV with a column-mapping step. project/previewCsvImport
 * reads the file for the mapping step (headers, a guessed mapping, the first rows, every error);
 * project/importCsv makes the project through the JSON import's checks and its one command, and
 * writes nothing when any row is wrong.
 */
let world: World;
let owner: Agent;

const projectCount = () => inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM projects").one().n);

async function jsonExport(agent: Agent, projectId: string): Promise<ProjectFile> {
  const response = await callWorker(env, `${origin("acme")}/api/v2/download/projectData?${new URLSearchParams({ projectId, format: "json" })}`, {
    headers: { accesstoken: agent.token },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ProjectFile;
}

const CSV = () =>
  [
    "Title,Owner,State,Deadline,Phase,Parent,Hours,Channel,Row id",
    `Write brief,${world.people.member.email},In Progress,2026-12-01,Plan,,4,Web,A-1`,
    "Brief outline,nobody@else.test,Blocked,,Plan,Write brief,1.5,,A-2",
    "Launch,,Done,2026-12-20,Ship,,,Email,A-3",
  ].join("\r\n");

const MAPPING = [
  { field: "name" },
  { field: "assignees" },
  { field: "status" },
  { field: "dueDate" },
  { field: "group" },
  { field: "parent" },
  { field: "custom", name: "Estimate (h)", type: "NUMBER" },
  { field: "custom", name: "Channel", type: "SINGLE_SELECT" },
  { field: "ignore" },
];

beforeAll(async () => {
  world = await exportWorld();
  owner = world.people.owner;
}, 120_000);

describe("project/previewCsvImport", () => {
  it("answers the headers, the guessed mapping with custom columns' names and types, the first rows, and no errors for a sound file", async () => {
    const preview = ok(await post(owner, "project/previewCsvImport", { teamId: world.teamId, csv: CSV() }));
    expect(preview.headers).toEqual(["Title", "Owner", "State", "Deadline", "Phase", "Parent", "Hours", "Channel", "Row id"]);
    expect(preview.mapping).toEqual([
      { field: "name" },
      { field: "assignees" },
      { field: "status" },
      { field: "dueDate" },
      { field: "group" },
      { field: "parent" },
      { field: "custom", name: "Hours", type: "NUMBER" },
      { field: "custom", name: "Channel", type: "TEXT" },
      { field: "custom", name: "Row id", type: "TEXT" },
    ]);
    expect(preview.rows).toHaveLength(3);
    expect(preview.rows[2][0]).toBe("Launch");
    expect(preview).toMatchObject({ total: 3, ok: true, message: null, errors: {} });
  });

  it("lists every error of a mapping, by CSV column and by row", async () => {
    const mapping = MAPPING.map((one, index) => (index === 3 ? { field: "custom", name: "Deadline", type: "NUMBER" } : one));
    const preview = ok(await post(owner, "project/previewCsvImport", { teamId: world.teamId, csv: CSV(), mapping }));
    expect(preview.ok).toBe(false);
    expect(preview.errors).toEqual({
      "rows.2": ["Row 2 “Write brief”: Deadline: Please enter a number"],
      "rows.4": ["Row 4 “Launch”: Deadline: Please enter a number"],
    });
    const unnamed = ok(await post(owner, "project/previewCsvImport", { teamId: world.teamId, csv: CSV(), mapping: MAPPING.map(() => ({ field: "ignore" })) }));
    expect(unnamed.errors).toEqual({ mapping: ["Choose the column that holds the task names"] });
  });
});

describe("project/importCsv", () => {
  it("creates the project with its groups, tasks, subtasks, custom columns and values; reports who is left unassigned and the statuses mapped", async () => {
    const report = ok(await post(world.people.member, "project/importCsv", { teamId: world.teamId, name: "From a sheet", csv: CSV(), mapping: MAPPING }));
    expect(report).toMatchObject({
      name: "From a sheet",
      teamId: world.teamId,
      counts: { groups: 2, tasks: 2, subtasks: 1, columns: 2, dependencies: 0 },
      unassigned: ["nobody@else.test"],
      statuses: [{ from: "Blocked", to: expect.any(String) }],
    });
    const file = await jsonExport(owner, report.projectId);
    expect(file.groups.map((group) => group.name)).toEqual(["Plan", "Ship"]);
    expect(file.columns.map(({ name, type, options }) => ({ name, type, options: options?.map((option) => option.label) }))).toEqual([
      { name: "Estimate (h)", type: "NUMBER", options: undefined },
      { name: "Channel", type: "SINGLE_SELECT", options: ["Web", "Email"] },
    ]);
    expect(file.tasks.map(({ name, parent, status, dueDate, assignees, values }) => ({ name, parent, status, dueDate, assignees, values }))).toEqual([
      { name: "Write brief", parent: null, status: "In Progress", dueDate: "2026-12-01", assignees: [world.people.member.email], values: { c1: 4, c2: "Web" } },
      { name: "Brief outline", parent: "t1", status: report.statuses[0].to, dueDate: null, assignees: [], values: { c1: 1.5 } },
      { name: "Launch", parent: null, status: "Done", dueDate: "2026-12-20", assignees: [], values: { c2: "Email" } },
    ]);
    const activity = await inAcme((sql) => sql.exec<{ verb: string }>("SELECT verb FROM activity WHERE item_id = ? AND verb != 'exported'", report.projectId).toArray());
    expect(activity.map((entry) => entry.verb)).toEqual(["imported"]);
  });

  it("writes nothing when any row is wrong, and answers each row's error", async () => {
    const csv = `${CSV()}\r\n,,,31/12/2026,Ship,,lots,,A-4`;
    const before = await projectCount();
    const reply = await post(owner, "project/importCsv", { teamId: world.teamId, name: "Broken sheet", csv, mapping: MAPPING });
    expect(failure(reply)).toEqual({ status: 400, message: "The file has 2 errors; nothing was imported. Fix them and try again." });
    expect(reply.body.error.fields).toEqual({ "rows.5": ["Row 5: The task has no name", "Row 5 (Deadline): Dates must be in the form yyyy-mm-dd"] });
    expect(await projectCount()).toBe(before);
  });

  it("answers 404 for another tenant's team and for a team the caller is not in; refuses a guest of the team", async () => {
    const input = { name: "Not here", csv: CSV(), mapping: MAPPING };
    const globex = await globexIds();
    const before = await projectCount();
    expect(failure(await post(owner, "project/importCsv", { ...input, teamId: globex.teamId })).status).toBe(404);
    expect(failure(await post(world.people.outsider, "project/importCsv", { ...input, teamId: world.teamId })).status).toBe(404);
    expect(failure(await post(world.people.guest, "project/importCsv", { ...input, teamId: world.teamId })).status).toBe(403);
    expect(await projectCount()).toBe(before);
  });

  it("reads the CSV only for a signed-in member who may import into the team, on an organisation's host (issue 41 §2)", async () => {
    const input = { teamId: world.teamId, csv: CSV() };
    const anonymous = (host: string) =>
      callWorker(env, `${origin(host)}/api/v2/project/previewCsvImport`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
    expect((await anonymous("acme")).status).toBe(401);
    expect((await anonymous("no-such-organisation")).status).toBe(404);
    expect(failure(await post({ ...owner, token: "not-a-session" }, "project/previewCsvImport", input)).status).toBe(401);
    expect(failure(await post(owner, "project/previewCsvImport", { ...input, teamId: (await globexIds()).teamId })).status).toBe(404);
    expect(failure(await post(world.people.guest, "project/previewCsvImport", input)).status).toBe(403);
  });

  it("refuses a CSV larger than the import takes, with the message, before reading it", async () => {
    const big = `Task\r\n${"x".repeat(MAX_CSV_IMPORT_BYTES)}`;
    expect(failure(await post(owner, "project/previewCsvImport", { teamId: world.teamId, csv: big }))).toEqual({ status: 413, message: CSV_TOO_LARGE });
    const before = await projectCount();
    expect(failure(await post(owner, "project/importCsv", { teamId: world.teamId, name: "Too big", csv: big, mapping: [{ field: "name" }] }))).toEqual({ status: 413, message: CSV_TOO_LARGE });
    expect(await projectCount()).toBe(before);
  });
});
