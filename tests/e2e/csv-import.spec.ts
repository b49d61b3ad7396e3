import { expect, test } from "@playwright/test";
import { apiCall, apiSession, cellLink, hostOf, signIn } from "./helpers";
import { onDemoWork } from "./workspaceSeed";

/**
 * A project from a CSV with a column-mapping step (issue 19 §3, decision 0064), with JavaScript on
 * and off: ada uploads a sheet from the projects panel, maps its columns (one to a custom column she
 * renames, one ignored), imports it, reads the report, finds the project in the second panel and
 * its tasks with the custom column's values in the List.
 */
onDemoWork();

const SHEET = [
  "Title,State,Deadline,Story points,Owner,Internal id",
  "Draft the agenda,In Progress,2026-12-01,13,ada@acme.test,X-1",
  "Book the room,Blocked,2026-12-03,5,nobody@else.test,X-2",
  "Send invitations,To Do,,8,,X-3",
].join("\r\n");

test("ada imports a CSV with a column mapping and finds the project with its tasks and a custom column's values", { tag: "@no-js" }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects`);
  const panel = page.getByRole("complementary", { name: "Teams and projects" });
  await panel.getByRole("button", { name: "Import project" }).click();
  await panel.getByRole("link", { name: "Import a CSV" }).click();
  await expect(page.getByRole("heading", { name: "Import a CSV" })).toBeVisible();

  const name = `Offsite ${testInfo.project.name} ${Date.now() % 100000}`;
  const upload = page.getByRole("form", { name: "Upload a CSV" });
  await upload.getByLabel(/CSV file/).setInputFiles({ name: "Offsite.csv", mimeType: "text/csv", buffer: Buffer.from(SHEET) });
  // Operations has room under the free plan's three projects a team.
  await upload.getByLabel("Team").selectOption({ label: "Operations" });
  await upload.getByLabel("Project name").fill(name);
  await upload.getByRole("button", { name: "Next: map the columns" }).click();

  const mapping = page.getByRole("form", { name: "Map the CSV's columns" });
  await expect(mapping.getByText("Offsite.csv: 3 rows, 6 columns.")).toBeVisible();
  // The guesses: the task's name, status, due date and assignees; the others custom columns.
  await expect(mapping.getByLabel("Import “Title” as")).toHaveValue("name");
  await expect(mapping.getByLabel("Import “Deadline” as")).toHaveValue("dueDate");
  await expect(mapping.getByLabel("Import “Story points” as")).toHaveValue("custom");
  await expect(mapping.getByLabel("Custom column type for “Story points”")).toHaveValue("NUMBER");
  await expect(mapping.getByRole("cell", { name: "Book the room" })).toBeVisible();

  // A wrong choice first: the deadline as a number column is an error on each row, and nothing is imported.
  await mapping.getByLabel("Import “Deadline” as").selectOption("custom");
  await mapping.getByLabel("Custom column type for “Deadline”").selectOption("NUMBER");
  await mapping.getByRole("button", { name: "Check the mapping" }).click();
  const errors = page.getByRole("list", { name: "Errors in the file" });
  await expect(errors.getByText("Row 2 “Draft the agenda”: Deadline: Please enter a number")).toBeVisible();

  await mapping.getByLabel("Import “Deadline” as").selectOption("dueDate");
  await mapping.getByLabel("Custom column name for “Story points”").fill("Points");
  await mapping.getByLabel("Import “Internal id” as").selectOption("ignore");
  await expect(mapping.getByLabel("Project name")).toHaveValue(name);
  await mapping.getByRole("button", { name: "Import", exact: true }).click();

  await expect(page.getByRole("heading", { name: `Imported ${name}` })).toBeVisible();
  await expect(page.getByText("1 task group, 3 tasks, 0 subtasks, 1 column and 0 dependencies.")).toBeVisible();
  await expect(page.getByRole("list", { name: "People left unassigned" }).getByText("nobody@else.test")).toBeVisible();
  await expect(page.getByRole("list", { name: "Statuses mapped" }).getByText(/“Blocked” is not a status of this team/)).toBeVisible();
  const open = page.getByRole("link", { name: `Open ${name}` });
  const projectId = (await open.getAttribute("href"))!.split("/").at(-1)!;
  try {
    await expect(page.getByRole("navigation", { name: "Projects" }).getByRole("link", { name: new RegExp(name) })).toBeVisible();
    await open.click();
    await expect(page.getByRole("heading", { name: new RegExp(`${name} · List`) })).toBeVisible();
    for (const [task, points] of [["Draft the agenda", "13"], ["Book the room", "5"], ["Send invitations", "8"]]) {
      await expect(page.getByRole("listitem", { name: task })).toBeVisible();
      await expect(cellLink(page, `Points of ${task}`)).toHaveAccessibleName(`Points of ${task}: ${points}`);
    }
    await expect(cellLink(page, "Due date of Draft the agenda")).toHaveAccessibleName("Due date of Draft the agenda: 01 Dec, 2026");
  } finally {
    // The project goes, bin and all, so the next run (JavaScript off) has the same room.
    const { accessToken } = await apiSession("acme", "ada@acme.test");
    expect((await apiCall("acme", "/api/v2/project/delete", { projectId }, { accesstoken: accessToken })).statusCode).toBe(200);
    expect((await apiCall("acme", "/api/v2/team/permanentDelete", { type: "project", ids: [projectId] }, { accesstoken: accessToken })).statusCode).toBe(200);
  }
});

test("a CSV larger than the import takes is refused with the message", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects/import/csv`);
  const upload = page.getByRole("form", { name: "Upload a CSV" });
  await upload.getByLabel(/CSV file/).setInputFiles({ name: "huge.csv", mimeType: "text/csv", buffer: Buffer.alloc(2 * 1024 * 1024 + 10, "a") });
  await upload.getByLabel("Project name").fill("Huge");
  await upload.getByRole("button", { name: "Next: map the columns" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The CSV file is too large to import (at most 2 MB)" })).toBeVisible();
});
