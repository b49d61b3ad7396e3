import { PDFDocument } from "@cantoo/pdf-lib";
import { expect, test, type Download, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import readXlsxFile from "read-excel-file/node";
import { apiCall, apiSession, hostOf, signIn } from "./helpers";
import { onDemoWork } from "./workspaceSeed";

/**
 * Exports and import (issue 19), with JavaScript on and off: ada downloads "Website relaunch" as
 * CSV, XLSX and JSON from the project's Export menu (each file arrives and is read back here),
 * then imports the JSON as a new project from the projects panel, reads the import's report and
 * finds the new project in the second panel.
 */
onDemoWork();

/** From the List's one Export (the project's header's, issue 43 §3): without filters, the whole project. */
async function download(page: Page, format: "csv" | "xlsx" | "json"): Promise<{ file: Download; path: string }> {
  const form = page.getByRole("form", { name: "Export the list" });
  if (!(await form.isVisible())) await page.getByRole("button", { name: "Export list" }).click();
  const arriving = page.waitForEvent("download");
  await form.getByRole("button", { name: new RegExp(`^Download .*${format.toUpperCase()}`) }).click();
  const file = await arriving;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^Website relaunch \\d{4}-\\d{2}-\\d{2}\\.${format}$`));
  return { file, path: (await file.path())! };
}

test("ada exports Website relaunch as CSV, XLSX and JSON and imports the JSON as a new project", { tag: "@no-js" }, async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects`);
  await page.getByRole("link", { name: "Website relaunch" }).first().click();
  await expect(page.getByRole("heading", { name: /Website relaunch · List/ })).toBeVisible({ timeout: 15_000 });

  const csv = await download(page, "csv");
  const { data } = Papa.parse<string[]>((await readFile(csv.path, "utf8")).replace(/^\uFEFF/, ""), { skipEmptyLines: true });
  const [header, ...rows] = data;
  expect(header.slice(0, 4)).toEqual(["Task", "Subtask of", "Task group", "Status"]);
  expect(header).toEqual(expect.arrayContaining(["Estimate (days)", "Budget", "Channel", "Labels", "Reviewer", "Approved", "Brief", "Progress", "Quality", "Link"]));
  expect(rows.length).toBeGreaterThan(10);
  expect(rows[0][header.indexOf("Link")]).toMatch(/\/projects\/.+\?taskId=/);

  const xlsx = await download(page, "xlsx");
  const sheets = await readXlsxFile(xlsx.path);
  expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Tasks", "Dependencies"]);
  const [sheetHeader, ...sheetRows] = sheets[0].data as unknown[][];
  expect(sheetRows).toHaveLength(rows.length);
  expect(typeof sheetRows[0][sheetHeader.indexOf("Budget")]).toBe("number");
  expect(typeof sheetRows[0][sheetHeader.indexOf("Approved")]).toBe("boolean");
  expect(sheets[1].data.length).toBeGreaterThan(1);

  const json = await download(page, "json");
  const file = JSON.parse(await readFile(json.path, "utf8")) as { format: string; version: number; tasks: unknown[]; columns: unknown[]; dependencies: unknown[] };
  expect(file).toMatchObject({ format: "meridian-project", version: 1, project: { name: "Website relaunch" } });
  expect(file.tasks).toHaveLength(rows.length);
  expect(file.columns).toHaveLength(9);
  expect(file.dependencies.length).toBeGreaterThan(0);

  const name = `Relaunch copy ${testInfo.project.name} ${Date.now() % 100000}`;
  await page.goto(`${hostOf("acme")}/projects`);
  const panel = page.getByRole("complementary", { name: "Teams and projects" });
  await panel.getByRole("button", { name: "Import project" }).click();
  const form = panel.getByRole("form", { name: "Import a project" });
  await form.getByLabel("Meridian project file (.json)").setInputFiles(json.path);
  // Operations has room under the free plan's three projects a team (Product is full).
  await form.getByLabel("Team").selectOption({ label: "Operations" });
  await form.getByLabel("Project name (optional)").fill(name);
  await form.getByRole("button", { name: "Import project" }).click();
  await expect(page.getByRole("heading", { name: `Imported ${name}` })).toBeVisible();
  await expect(page.getByText(/task groups?, \d+ tasks?, \d+ subtasks?, 9 columns and \d+ dependenc/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Projects" }).getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await page.getByRole("link", { name: `Open ${name}` }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`${name} · List`) })).toBeVisible();

  // The copy goes, bin and all, so the next run (JavaScript off) has the same room and other specs' searches find no second copy.
  const projectId = new URL(page.url()).pathname.split("/").at(-1)!;
  const { accessToken } = await apiSession("acme", "ada@acme.test");
  expect((await apiCall("acme", "/api/v2/project/delete", { projectId }, { accesstoken: accessToken })).statusCode).toBe(200);
  expect((await apiCall("acme", "/api/v2/team/permanentDelete", { type: "project", ids: [projectId] }, { accesstoken: accessToken })).statusCode).toBe(200);
});

test("an import of a file that is not a project file lists what is wrong and makes nothing", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects/import`);
  const form = page.getByRole("form", { name: "Import a project" });
  await form.getByLabel("Meridian project file (.json)").setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello":"world"}') });
  await form.getByRole("button", { name: "Import project" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This is not a Meridian project file (JSON export)" })).toBeVisible();
});

test("ada downloads the List of Website relaunch as a PDF from the Export menu", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects`);
  await page.getByRole("link", { name: "Website relaunch" }).first().click();
  await expect(page.getByRole("heading", { name: /Website relaunch · List/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Export list" }).click();
  const form = page.getByRole("form", { name: "Download a PDF" });
  await form.getByLabel("PDF of").selectOption("list");
  await form.getByLabel("Paper").selectOption("letter");
  const arriving = page.waitForEvent("download");
  await form.getByRole("button", { name: "Download PDF" }).click();
  const file = await arriving;
  expect(file.suggestedFilename()).toMatch(/^Website relaunch List \d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  expect(doc.getPage(0).getSize()).toEqual({ width: 792, height: 612 });
});
