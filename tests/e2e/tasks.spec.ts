import { expect, test, type Locator, type Page } from "@playwright/test";
import { cellLink, chooseInCell, hydrated, menuEntry, openCell, seriousViolations, signIn } from "./helpers";
import { seedProject } from "./workspaceSeed";

/**
 * The List view (issue 7 §8), with JavaScript on and off: group, task,
 * subtask, status, reorder and the side panel. The team and project are
 * made through the API beforehand (their pages belong to other features).
 */
/** Submits a field's form: with JavaScript it posts on change, without it through its Save button. */
async function save(scope: Page | Locator, label: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await scope.getByRole("button", { name: `Save ${label}` }).first().click();
}

test("a member builds a list: group, tasks, subtask, status, reorder, side panel", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await page.goto((await seedProject()).url);
  await expect(page.getByRole("heading", { name: "Launch · List" })).toBeVisible();

  // A group
  await page.getByLabel("New task group").fill("Sprint 1");
  await page.getByRole("button", { name: "Add group" }).click();
  const group = page.getByRole("region", { name: "Sprint 1" });
  await expect(group).toBeVisible();

  // Two tasks
  for (const name of ["Write spec", "Review spec"]) {
    await group.getByLabel("New task in Sprint 1").fill(name);
    await group.getByRole("button", { name: "Add task" }).click();
    await expect(group.getByRole("listitem", { name })).toBeVisible();
  }
  const rows = group.getByRole("list", { name: "Tasks of Sprint 1" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);

  // Status, in place: the cell shows its value and opens its picker
  await expect(cellLink(page, "Status of Write spec")).toHaveAccessibleName("Status of Write spec: To Do");
  await chooseInCell(page, "Status of Write spec", "In Progress");
  await expect(async () => {
    await page.reload();
    await expect(cellLink(page, "Status of Write spec")).toHaveAccessibleName("Status of Write spec: In Progress", { timeout: 1000 });
  }).toPass();

  // Reorder by keys: Review spec moves up
  await page.getByRole("button", { name: "Move Review spec up" }).click();
  await expect(rows.first()).toHaveAttribute("aria-label", "Review spec");
  await page.reload();
  await expect(page.getByRole("list", { name: "Tasks of Sprint 1" }).getByRole("listitem").first()).toHaveAttribute("aria-label", "Review spec");

  // The side panel, and a subtask from it
  await page.getByRole("link", { name: "Open Write spec" }).click();
  const panel = page.getByRole("complementary", { name: "Task: Write spec" });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/taskId=/);
  await panel.getByLabel("New subtask of Write spec").fill("Draft outline");
  await panel.getByRole("button", { name: "Add subtask" }).click();
  await expect(panel.getByRole("list", { name: "Subtasks of Write spec" }).getByRole("link", { name: "Draft outline" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Subtasks of Write spec" }).first()).toBeVisible();

  // Moved from the panel to another group, with its subtask
  await page.getByLabel("New task group").fill("Sprint 2");
  await page.getByRole("button", { name: "Add group" }).click();
  await expect(page.getByRole("region", { name: "Sprint 2" })).toBeVisible();
  await panel.getByLabel("Move to group").selectOption({ label: "Sprint 2" });
  await panel.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByRole("region", { name: "Sprint 2" }).getByRole("listitem", { name: "Write spec" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sprint 2" }).getByRole("listitem", { name: "Draft outline" })).toBeVisible();
});

test("the side panel edits a description; a refused edit says why; scrollTaskId highlights; Load more pages", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await signIn(page, "ada@acme.test");
  const { url, taskIds } = await seedProject(["One", "Two", "Three"]);

  await page.goto(`${url}?taskId=${taskIds[0]}`);
  const panel = page.getByRole("complementary", { name: "Task: One" });
  if (javaScriptEnabled) {
    await panel.getByRole("button", { name: "Edit description" }).click();
    const editor = panel.getByRole("textbox", { name: "Description of One" });
    await editor.click();
    await page.keyboard.type("Hello <script>alert(1)</script>");
    // Pressing Bold leaves the focus in the text (held down, nothing has refocused it yet), so what is typed right after is bold.
    await panel.getByRole("button", { name: "Bold" }).hover();
    await page.mouse.down();
    expect(await editor.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.mouse.up();
    await page.keyboard.type(" world");
    await panel.getByRole("button", { name: "Save description" }).click();
  } else {
    await panel.getByLabel("Edit description (each line becomes a paragraph)").fill("Hello <script>alert(1)</script>\nSecond line");
    await panel.getByRole("button", { name: "Save description" }).click();
  }
  const description = panel.getByTestId("description-html");
  await expect(description).toContainText("Hello <script>alert(1)</script>");
  expect(await description.locator("script").count()).toBe(0);
  if (javaScriptEnabled) await expect(description.locator("strong")).toHaveText("world");
  else await expect(description.locator("p")).toHaveCount(2);

  // A due date before the start date is refused: the toast says why, the field keeps its value.
  // Dates are typed in the person's order (ada's is dd/mm/yy; decision 82); Enter chooses the day typed.
  await panel.getByLabel("Due date of One").fill("10/12/2026");
  if (javaScriptEnabled) await panel.getByLabel("Due date of One").press("Enter");
  await save(panel, "Due date of One", javaScriptEnabled);
  await page.waitForLoadState("networkidle");
  await expect(panel.getByLabel("Due date of One")).toHaveValue("10/12/2026");
  await panel.getByLabel("Start date of One").fill("11/12/2026");
  if (javaScriptEnabled) await panel.getByLabel("Start date of One").press("Enter");
  await save(panel, "Start date of One", javaScriptEnabled);
  await expect(page.getByText("Start date must be on or before the due date")).toBeVisible();
  await expect(panel.getByLabel("Start date of One")).toHaveValue("");

  // scrollTaskId brings the row into view, highlighted.
  await page.goto(`${url}?scrollTaskId=${taskIds[1]}`);
  await expect(page.getByRole("listitem", { name: "Two" })).toHaveAttribute("data-highlighted", "true");

  // Paging: one task at a time.
  await page.goto(`${url}?limit=1`);
  await expect(page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("link", { name: "Load more (1 of 3)" }).click();
  // With or without JavaScript the group shows one page more; the address keeps how many (loaded).
  const shown = page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem");
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(1)).toHaveAttribute("aria-label", "Two");
  await expect(page).toHaveURL(/loaded=/);
});

test("Enter in a row's date field saves the date, with or without JavaScript", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(["Plan", "Build"]);
  await page.goto(url);
  if (javaScriptEnabled) await hydrated(page);
  const due = await openCell(page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem", { name: "Build" }), "Due date of Build");
  // With JavaScript the change posts itself (a fetcher: no toast); without, Enter sends the row's form.
  const saved = javaScriptEnabled ? page.waitForResponse((response) => response.request().method() === "POST") : null;
  await due.fill("03/02/2027");
  await due.press("Enter");
  if (saved) expect((await saved).ok()).toBe(true);
  else await expect(page.getByRole("status").filter({ hasText: "Task updated." })).toBeVisible();
  // With JavaScript Enter closed the editor: the cell shows the date.
  if (javaScriptEnabled) await expect(page.getByLabel("Due date of Build", { exact: true })).toBeHidden();
  await page.reload();
  await expect(cellLink(page, "Due date of Build")).toHaveAccessibleName("Due date of Build: 03 Feb, 2027");
  await expect(cellLink(page, "Due date of Plan")).toHaveAccessibleName("Due date of Plan: none");
});

test("rows are reordered by drag and drop", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(["One", "Two", "Three"]);
  await page.goto(url);
  await hydrated(page);
  const rows = page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem");
  const handle = page.getByRole("button", { name: "Drag Three" });
  const target = await rows.first().boundingBox();
  const from = await handle.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 5, from!.y - 5, { steps: 5 });
  await page.mouse.move(from!.x + 5, target!.y + 2, { steps: 15 });
  await page.mouse.up();
  await expect(rows.first()).toHaveAttribute("aria-label", "Three");
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem").first()).toHaveAttribute("aria-label", "Three");
});

test("a status chosen in place shows in its cell from the next frame on and stays", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(["One"]);
  await page.goto(url);
  await hydrated(page);
  const link = cellLink(page, "Status of One");
  // A closed cell holds no menu; one click opens it with the focus on the status that holds.
  await expect(page.getByRole("menu", { name: "Status of One" })).toHaveCount(0);
  await link.click();
  const status = page.getByRole("menu", { name: "Status of One" });
  await expect(menuEntry(status, "To Do")).toBeFocused();
  await expect(menuEntry(status, "To Do")).toHaveAttribute("aria-checked", "true");
  // Every value the cell shows at the frames after a choice, until the page's data has it.
  await status.evaluate((menu: Element) => {
    const shown: string[] = ((window as unknown as { shown: string[] }).shown = []);
    menu.addEventListener("click", () => {
      let frames = 0;
      const record = () => {
        shown.push(document.querySelector('a[data-cell="statusId"]')?.textContent ?? "");
        if (++frames < 20) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
  });
  const frames = () => page.evaluate(() => (window as unknown as { shown: string[] }).shown.splice(0));
  await menuEntry(status, "In Progress").click();
  // The choice closes the menu, the focus back on the cell.
  await expect(status).toBeHidden();
  await expect(link).toBeFocused();
  await page.waitForLoadState("networkidle");
  const seen = await frames();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((shown) => shown === "In Progress"), `frames after the choice: ${seen.join(", ")}`).toBe(true);
  await expect(link).toHaveAccessibleName("Status of One: In Progress");
  await page.reload();
  await expect(link).toHaveAccessibleName("Status of One: In Progress");
});

test("a group's menu, rendered once opened, renames the group, moves it and archives it", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(["One"]);
  await page.goto(url);
  await page.getByLabel("New task group").fill("Later");
  await page.getByRole("button", { name: "Add group" }).click();
  const later = page.getByRole("region", { name: "Later" });
  await expect(later).toBeVisible();
  await expect(page.getByLabel("Name of group Backlog")).toHaveCount(0);

  await page.getByRole("button", { name: "Actions of group Backlog" }).click();
  await page.getByLabel("Name of group Backlog").fill("Sprint 1");
  await page.getByRole("button", { name: "Rename group Backlog" }).click();
  const sprint = page.getByRole("region", { name: "Sprint 1" });
  await expect(sprint.getByRole("listitem", { name: "One" })).toBeVisible();

  const menu = page.getByRole("button", { name: "Actions of group Sprint 1" });
  if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  await page.getByRole("button", { name: "Move Sprint 1 down" }).click();
  await expect(page.locator(`section[id^="group-"]`).first()).toHaveAccessibleName("Later");

  if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  await page.getByRole("button", { name: "Archive group Sprint 1" }).click();
  await expect(sprint).toHaveCount(0);
  await expect(later).toBeVisible();
});

test("the List view with its side panel has no serious accessibility findings", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { url, taskIds } = await seedProject(["One", "Two"]);
  await page.goto(`${url}?taskId=${taskIds[0]}`);
  await expect(page.getByRole("complementary", { name: "Task: One" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
