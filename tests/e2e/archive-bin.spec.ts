import { expect, test, type Page } from "@playwright/test";
import { archiveRow as row, expectToast, hostOf, signIn, moveProjectToBin, seriousViolations } from "./helpers";
import { seedProject } from "./workspaceSeed";

/**
 * Archive and bin (issue 9 §1), with JavaScript on and off: a task archived
 * from its side panel and a project moved to the bin from its settings are
 * found on the archive and bin screen (tab and rowId highlight their rows),
 * restored, and another project is deleted permanently after confirming.
 */

async function moveTaskToBin(page: Page, url: string, taskId: string, name: string) {
  await page.goto(`${url}?taskId=${taskId}`);
  await page.getByRole("complementary", { name: `Task: ${name}` }).getByRole("button", { name: "Move to bin" }).click();
  await expectToast(page, "Task moved to the bin.");
}

test("archive a task and bin a project, find both highlighted, restore them, and delete another permanently", async ({ page }) => {
  test.slow(); // a dozen page loads on a shared machine
  await signIn(page, "ada@acme.test");
  const { url, projectId, taskIds } = await seedProject(["Archive me", "Keep me"]);

  // A task archived from its side panel leaves the list.
  await page.goto(`${url}?taskId=${taskIds[0]}`);
  await page.getByRole("complementary", { name: "Task: Archive me" }).getByRole("button", { name: "Archive", exact: true }).click();
  await expectToast(page, "Task archived.");
  await expect(page.getByRole("listitem", { name: "Archive me" })).toHaveCount(0);
  await expect(page.getByRole("listitem", { name: "Keep me" })).toBeVisible();

  // The archive opens on its tab with the row highlighted; restore brings it back.
  await page.goto(`${hostOf("acme")}/archive?tab=task&rowId=${taskIds[0]}`);
  await expect(page.getByRole("tab", { name: /Tasks/ })).toHaveAttribute("aria-selected", "true");
  await expect(row(page, taskIds[0])).toHaveAttribute("aria-current", "true");
  await expect(row(page, taskIds[0])).toContainText("Launch / Backlog");
  await row(page, taskIds[0]).getByRole("button", { name: "Restore Archive me" }).click();
  await expectToast(page, "Item restored.");
  await expect(row(page, taskIds[0])).toHaveCount(0);
  await page.goto(url);
  await expect(page.getByRole("listitem", { name: "Archive me" })).toBeVisible();

  // A project moved to the bin from its settings; the bin highlights it with its days left; restore.
  await moveProjectToBin(page, url);
  await page.goto(`${hostOf("acme")}/bin?tab=project&rowId=${projectId}`);
  await expect(row(page, projectId)).toHaveAttribute("aria-current", "true");
  await expect(row(page, projectId)).toContainText("30 days");
  await row(page, projectId).getByRole("button", { name: "Restore Launch" }).click();
  await expectToast(page, "Item restored.");
  await page.goto(url);
  await expect(page.getByRole("listitem", { name: "Keep me" })).toBeVisible();

  // Another project goes for good, after a confirmation naming what goes with it.
  const other = await seedProject(["Gone 1", "Gone 2"]);
  const otherId = other.projectId;
  await moveProjectToBin(page, other.url);
  await page.goto(`${hostOf("acme")}/bin?tab=project&rowId=${otherId}`);
  await row(page, otherId).getByRole("link", { name: "Delete Launch permanently" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete permanently?" });
  await expect(confirm).toContainText("Launch, with 1 task group and 2 tasks");
  await confirm.getByRole("button", { name: "Delete permanently" }).click();
  await expectToast(page, "Item deleted permanently.");
  await expect(row(page, otherId)).toHaveCount(0);
  await page.goto(other.url);
  await expect(page.getByText("It may have been deleted, or you may not have access to it.")).toBeVisible();
});

test("the bin restores and deletes a selection", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { url, taskIds } = await seedProject(["Pick 1", "Pick 2", "Pick 3"]);
  for (const [index, taskId] of taskIds.entries()) await moveTaskToBin(page, url, taskId, `Pick ${index + 1}`);
  await page.goto(`${hostOf("acme")}/bin?tab=task&rowId=${taskIds[2]}`);
  await row(page, taskIds[0]).getByRole("checkbox").check();
  await row(page, taskIds[1]).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Restore selected" }).click();
  await expectToast(page, "2 items restored.");
  await page.goto(`${hostOf("acme")}/bin?tab=task&rowId=${taskIds[2]}`);
  await row(page, taskIds[2]).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Delete selected permanently" }).click();
  await page.getByRole("alertdialog", { name: "Delete permanently?" }).getByRole("button", { name: "Delete permanently" }).click();
  await expectToast(page, "Item deleted permanently.");
  await page.goto(url);
  await expect(page.getByRole("listitem", { name: "Pick 1" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Pick 3" })).toHaveCount(0);
});

test("the archive and bin screen has no serious accessibility findings", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { url, taskIds } = await seedProject(["Axe"]);
  await moveTaskToBin(page, url, taskIds[0], "Axe");
  await page.goto(`${hostOf("acme")}/bin?tab=task&rowId=${taskIds[0]}`);
  await expect(row(page, taskIds[0])).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${hostOf("acme")}/bin?tab=task&step=confirm&ids=${taskIds[0]}`);
  await expect(page.getByRole("alertdialog", { name: "Delete permanently?" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
