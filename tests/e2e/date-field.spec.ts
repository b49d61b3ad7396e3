import { expect, test, type Page, type Response } from "@playwright/test";
import { cellLink, freshMemberOf, hostOf, hydrated, seriousViolations, signIn } from "./helpers";
import { memberOfAcme, seedProject } from "./workspaceSeed";

/**
 * Issue 43 §4, decision 82: a date is typed in the person's order (ada's is dd/mm/yy, so "24/12/2026"),
 * chosen from a calendar with JavaScript, and posted as typed without it; a text that names no day is
 * refused by its field and changes nothing.
 */
const INVALID = "Please enter a valid date as dd/mm/yyyy";

async function openPanel(page: Page, task: string) {
  const { url, taskIds } = await seedProject([task, "Other"]);
  await page.goto(`${url}?taskId=${taskIds[0]}`);
  const panel = page.getByRole("complementary", { name: `Task: ${task}` });
  const due = panel.getByLabel(`Due date of ${task}`, { exact: true });
  await expect(due).toHaveAttribute("placeholder", "dd/mm/yyyy");
  return { url, panel, due };
}

const taskPost = (response: Response) => response.request().method() === "POST" && response.url().includes("/projects/");

/** Waits for the List to say the task's due date (a reload reads it from the server). */
async function expectSaved(page: Page, task: string, said: string) {
  await page.reload();
  await expect(cellLink(page, `Due date of ${task}`)).toHaveAccessibleName(`Due date of ${task}: ${said}`);
}

test("a due date typed in the person's order, and chosen from the calendar", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { panel, due } = await openPanel(page, "Order the tree");
  await hydrated(page);

  // Typed: the day posts when the field is left.
  const saved = page.waitForResponse(taskPost);
  await due.fill("24/12/2026");
  await due.press("Tab");
  expect((await saved).ok()).toBe(true);
  await expect(cellLink(page, "Due date of Order the tree")).toHaveAccessibleName("Due date of Order the tree: 24 Dec, 2026");
  await expect(due).toHaveValue("24/12/2026");

  // A day that does not exist: the field says so, keeps the text, and nothing is sent.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/projects/")) posts.push(request.postData() ?? "");
  });
  await due.fill("31/02/2026");
  await due.press("Tab");
  await expect(panel.getByRole("alert").filter({ hasText: INVALID })).toBeVisible();
  await expect(due).toHaveAttribute("aria-invalid", "true");
  await expect(due).toHaveValue("31/02/2026");
  expect(posts).toEqual([]);
  await expectSaved(page, "Order the tree", "24 Dec, 2026");
  await expect(due).toHaveValue("24/12/2026");

  // The calendar, by keyboard: it opens on the day held, the arrows move, Enter chooses.
  await hydrated(page);
  const picker = panel.getByRole("button", { name: "Choose Due date of Order the tree from a calendar" });
  await picker.focus();
  await page.keyboard.press("Enter");
  const calendar = panel.getByRole("dialog", { name: "Calendar" });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole("grid")).toHaveAccessibleName(/December 2026/);
  await expect(calendar.locator("button:focus")).toHaveText("24");
  const chosen = page.waitForResponse(taskPost);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  expect((await chosen).ok()).toBe(true);
  await expect(calendar).toBeHidden();
  await expect(due).toHaveValue("26/12/2026");
  await expect(due).toBeFocused();
  await expect(cellLink(page, "Due date of Order the tree")).toHaveAccessibleName("Due date of Order the tree: 26 Dec, 2026");

  // By pointer, and Escape closes it without choosing. axe finds nothing serious in the field or its calendar.
  await picker.click();
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole("grid")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await expect(panel).toBeVisible();
  await picker.click();
  await calendar.getByRole("button", { name: /December 31st, 2026/ }).click();
  await expect(due).toHaveValue("31/12/2026");
  await expectSaved(page, "Order the tree", "31 Dec, 2026");

  // Clearing the text clears the day.
  await hydrated(page);
  const cleared = page.waitForResponse(taskPost);
  await due.fill("");
  await due.press("Enter");
  expect((await cleared).ok()).toBe(true);
  await expectSaved(page, "Order the tree", "none");
});

test("a due date typed in the person's order without JavaScript", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the same change with JavaScript is the test above");
  await signIn(page, "ada@acme.test");
  const { panel, due } = await openPanel(page, "Wrap the gifts");
  const save = panel.getByRole("button", { name: "Save Due date of Wrap the gifts" });

  await due.fill("24.12.26");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Task updated." })).toBeVisible();
  await expect(due).toHaveValue("24/12/2026");
  await expect(cellLink(page, "Due date of Wrap the gifts")).toHaveAccessibleName("Due date of Wrap the gifts: 24 Dec, 2026");

  // A day that does not exist is refused with the field's message; the day stays as it was.
  await due.fill("31/02/2026");
  await save.click();
  await expect(page.getByText(INVALID)).toBeVisible();
  await expectSaved(page, "Wrap the gifts", "24 Dec, 2026");

  // An empty field clears it.
  await due.fill("");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Task updated." })).toBeVisible();
  await expectSaved(page, "Wrap the gifts", "none");
});

test("the List's due-date filter reads days in the person's order", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await signIn(page, "ada@acme.test");
  const { url, taskIds } = await seedProject(["Early", "Late"]);
  const ada = await memberOfAcme("ada@acme.test");
  await ada.call("task/update", { taskId: taskIds[0], dueDate: "2026-12-02" });
  await ada.call("task/update", { taskId: taskIds[1], dueDate: "2026-12-20" });
  await page.goto(url);
  if (javaScriptEnabled) await hydrated(page);
  const rows = page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  const from = page.getByLabel("Due from", { exact: true });
  await from.fill("10/12/2026");
  if (javaScriptEnabled) await from.press("Enter");
  else await page.getByRole("button", { name: "Apply" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("aria-label", "Late");
  await expect(page.getByLabel("Due from", { exact: true })).toHaveValue("10/12/2026");
});

test("a birthday typed in the person's order on the profile, a wrong one refused by its field", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const email = await freshMemberOf("acme", "ada@acme.test", "Bea", "Birthday");
  await signIn(page, email);
  await page.goto(`${hostOf("acme")}/settings/profile/details`);
  if (javaScriptEnabled) await hydrated(page);
  const birthday = page.getByLabel("Birthday", { exact: true });
  await expect(birthday).toHaveAttribute("placeholder", "dd/mm/yyyy");

  await birthday.fill("31/02/1985");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(birthday).toHaveValue("31/02/1985");

  await birthday.fill("15/06/85");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status")).toHaveText("Your profile has been updated.");
  await page.reload();
  await expect(page.getByLabel("Birthday", { exact: true })).toHaveValue("15/06/1985");
});
