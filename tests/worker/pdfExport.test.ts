import { PDFDict, PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { callWorker } from "./callWorker";
import { origin } from "./helpers";
import { PDF_NEEDS_PROJECT } from "~/schemas/pdfExport";
import { WIDGET_KINDS } from "~/lib/dashboards";
import { failure, get, ok, post, type Loose } from "./work/answers";
import { globexIds } from "./work/projectWorld";
import { exportWorld } from "./work/exportWorld";
import { inAcme, type Agent, type World } from "./work/world";

/**
 * Issue 19 §2: download/exportToPdf. A project whose names use ₹ and accented letters, with
 * subtasks, dates, dependencies and a currency column, as a List and a Gantt PDF; a dashboard with
 * a few charts. Each file is parsed back with pdf-lib: its pages, their size, the embedded font.
 * Who may take it (404 for a private project's outsider and another tenant), and the activity entry.
 */
let world: World;
let owner: Agent;
let project: { id: string; name: string };
let dashboardId: string;
let privateDashboardId: string;

const pdfOf = (agent: Agent, query: Record<string, string>) =>
  callWorker(env, `${origin("acme")}/api/v2/download/exportToPdf?${new URLSearchParams(query)}`, { headers: { accesstoken: agent.token } });

async function parsed(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  return PDFDocument.load(bytes);
}

/** Each page's text runs, as pdf-lib reads them back through the embedded font's ToUnicode map. */
const textRuns = (doc: PDFDocument) =>
  doc.getPages().flatMap((page) => page.extractContents().flatMap((asset) => (asset.kind === "text" ? [asset.getText().trim()] : [])));

/** The fonts the first page uses, by name, and whether a TrueType font file is embedded in the document. */
function fonts(doc: PDFDocument) {
  const dict = doc.getPage(0).node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
  const names = new Set(dict?.values().map((ref) => String(doc.context.lookup(ref, PDFDict).get(PDFName.of("BaseFont")))) ?? []);
  const embedded = doc.context.enumerateIndirectObjects().some(([, object]) => object instanceof PDFDict && object.has(PDFName.of("FontFile2")));
  return { names: [...names], embedded };
}

beforeAll(async () => {
  world = await exportWorld();
  owner = world.people.owner;
  const created = ok(await post(owner, "project/createPublicProject", { teamId: world.teamId, name: "Relance du site — ₹ café" }));
  project = { id: created.projectId, name: created.name };
  const budget = ok(await post(owner, "project/column/create", { projectId: project.id, name: "Budget", type: "CURRENCY", config: { currency: "INR" } })).column;
  const group = ok(await post(owner, "project/taskGroups/create", { projectId: project.id, name: "Équipe créative" }));
  const add = async (input: Record<string, unknown>) => ok(await post(owner, "task/add", { groupId: group.id, ...input })).id as string;
  const ids: string[] = [];
  for (let index = 0; index < 60; index++) {
    ids.push(await add({ name: `Tâche ${index} · déjà vu ₹`, startDate: `2026-03-${String((index % 20) + 1).padStart(2, "0")}`, dueDate: `2026-04-${String((index % 20) + 5).padStart(2, "0")}` }));
  }
  ok(await post(owner, "task/add", { parentId: ids[0], name: "Sous-tâche naïve" }));
  ok(await post(owner, "task/add", { groupId: group.id, name: "Jalon", dueDate: "2026-05-01" }));
  ok(await post(owner, "task/setColumnValue", { taskId: ids[0], columnId: budget.columnId, value: 125000.5 }));
  ok(await post(owner, "project/dependency/create", { predecessorId: ids[0], successorId: ids[1], type: "FS", lagDays: 0 }));
  ok(await post(owner, "project/dependency/create", { predecessorId: ids[1], successorId: ids[2], type: "SS", lagDays: 1 }));

  const board: Loose = ok(await post(owner, "dashboard/create", { name: "Vue d'ensemble ₹", visibility: "PUBLIC" }));
  dashboardId = board.dashboardId;
  privateDashboardId = ok(await post(owner, "dashboard/create", { name: "Mine", visibility: "PRIVATE" })).dashboardId;
  for (const kind of WIDGET_KINDS) {
    ok(await post(owner, "dashboard/widgets/create", { dashboardId, name: `Widget ${kind} élevé`, description: "Tâches", kind }));
  }
}, 120_000);

describe("download/exportToPdf", () => {
  it("writes the List as A4 landscape pages with the embedded font, and Letter when asked", async () => {
    const doc = await parsed(await pdfOf(owner, { kind: "list", projectId: project.id }));
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(fonts(doc)).toEqual({ names: [expect.stringMatching(/^\/DejaVuSansCondensed/)], embedded: true });
    expect(doc.getTitle()).toBe(`${project.name} · List`);

    const letter = await parsed(await pdfOf(owner, { kind: "list", projectId: project.id, paper: "letter" }));
    expect(letter.getPage(0).getSize()).toEqual({ width: 792, height: 612 });
  });

  it("writes a List's filtered rows in its sort (rows=filtered, the List's query string), and only them", async () => {
    const whole = textRuns(await parsed(await pdfOf(owner, { kind: "list", projectId: project.id })));
    expect(whole).toEqual(expect.arrayContaining(["Tâche 1 · déjà vu ₹", "Tâche 5 · déjà vu ₹", "Jalon", "Équipe créative"]));
    const query = { kind: "list", projectId: project.id, rows: "filtered", q: "Tâche 5", sort: "name", dir: "desc" };
    const runs = textRuns(await parsed(await pdfOf(owner, query)));
    const tasks = runs.filter((run) => run.startsWith("Tâche"));
    expect(tasks).toEqual(["Tâche 59 · déjà vu ₹", "Tâche 58 · déjà vu ₹", "Tâche 57 · déjà vu ₹", "Tâche 56 · déjà vu ₹", "Tâche 55 · déjà vu ₹", "Tâche 54 · déjà vu ₹", "Tâche 53 · déjà vu ₹", "Tâche 52 · déjà vu ₹", "Tâche 51 · déjà vu ₹", "Tâche 50 · déjà vu ₹", "Tâche 5 · déjà vu ₹"]);
    expect(runs).not.toContain("Jalon");
    expect(runs).not.toContain("Sous-tâche naïve");
    // Without rows=filtered the List's parameters change nothing: the whole project, as before.
    const unfiltered = textRuns(await parsed(await pdfOf(owner, { ...query, rows: "all" })));
    expect(unfiltered.filter((run) => run.startsWith("Tâche"))).toEqual(whole.filter((run) => run.startsWith("Tâche")));
  });

  it("names the file after the project, the view and the day", async () => {
    const response = await pdfOf(owner, { kind: "gantt", projectId: project.id });
    expect(response.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(`${project.name} Gantt ${new Date().toISOString().slice(0, 10)}.pdf`)}`);
    const doc = await parsed(response);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(fonts(doc).embedded).toBe(true);
  });

  it("draws a dashboard's charts, each kind by its own drawing", async () => {
    const doc = await parsed(await pdfOf(owner, { kind: "dashboard", dashboardId }));
    expect(doc.getPageCount()).toBe(Math.ceil(WIDGET_KINDS.length / 4));
    const runs = textRuns(doc);
    for (const legend of ["● Created", "● Completed", "● Open tasks remaining"]) expect(runs).toContain(legend);
  });

  it("answers 404 to bob for Board planning, and for another tenant's project", async () => {
    const { bob, ada } = world.people;
    for (const kind of ["list", "gantt"]) {
      const response = await pdfOf(bob, { kind, projectId: world.privateProject.id });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe("Project not found");
    }
    const globex = await globexIds();
    expect((await pdfOf(ada, { kind: "list", projectId: globex.projectId })).status).toBe(404);
    expect((await pdfOf(world.people.outsider, { kind: "gantt", projectId: project.id })).status).toBe(404);
    expect((await pdfOf(world.people.outsider, { kind: "dashboard", dashboardId: privateDashboardId })).status).toBe(404);
  });

  it("refuses bad input with the message", async () => {
    expect(failure(await get(owner, "download/exportToPdf", { kind: "list" }))).toEqual({ status: 400, message: PDF_NEEDS_PROJECT });
    expect((await pdfOf(owner, { kind: "poster", projectId: project.id })).status).toBe(400);
    expect((await pdfOf(owner, { kind: "list", projectId: project.id, paper: "a3" })).status).toBe(400);
  });

  it("records who exported which view, and nothing for a refused export", async () => {
    const before = Date.now();
    await (await pdfOf(world.people.bob, { kind: "gantt", projectId: project.id, paper: "letter" })).arrayBuffer();
    await pdfOf(world.people.bob, { kind: "list", projectId: world.privateProject.id });
    const entries = await inAcme((sql) =>
      sql.exec<{ actor_id: string; item_id: string; detail_json: string }>("SELECT actor_id, item_id, detail_json FROM activity WHERE verb = 'exported' AND created_at >= ? ORDER BY id", before).toArray(),
    );
    expect(entries.map((entry) => [entry.actor_id, entry.item_id, JSON.parse(entry.detail_json)])).toEqual([
      [world.people.bob.userId, project.id, { name: project.name, format: "pdf", rows: "all", archived: false, view: "gantt", paper: "letter" }],
    ]);
  });
});
