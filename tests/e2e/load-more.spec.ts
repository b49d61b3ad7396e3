import { expect, test, type Page } from "@playwright/test";
import { cellLink, hydrated, openMenuCell, menuEntry, signIn } from "./helpers";
import { memberOfAcme, seedProject } from "./workspaceSeed";

/**
 * Issue 23 §4: the rows "Load more" showed stay after an edit (the post's
 * revalidation, or without JavaScript the redirect back, reads them again).
 */
const names = Array.from({ length: 55 }, (_, index) => `Item ${String(index + 1).padStart(2, "0")}`);

/** Waits for what an edit brings back: the revalidation with JavaScript, the page after the redirect without. */
async function settled(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.waitForResponse((response) => response.request().method() === "GET" && new URL(response.url()).pathname.endsWith(".data"));
  else await page.waitForEvent("load");
}

test("List: the rows Load more showed stay after an inline edit", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(names);
  await page.goto(url);
  const rows = page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem");
  await expect(rows).toHaveCount(50);

  await page.getByRole("link", { name: "Load more (50 of 55)" }).click();
  await expect(page.getByRole("listitem", { name: "Item 55" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Item 01" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Load more/ })).toHaveCount(0);

  // An inline status change of a row of the first page.
  const status = await openMenuCell(page, "Status of Item 02");
  const revalidated = settled(page, javaScriptEnabled);
  await menuEntry(status, "In Progress").click();
  await revalidated;
  await expect(cellLink(page, "Status of Item 02")).toHaveAccessibleName("Status of Item 02: In Progress");
  await expect(page.getByRole("listitem", { name: "Item 55" })).toBeVisible();
  await expect(rows).toHaveCount(55);
  await expect(page.getByRole("link", { name: /Load more/ })).toHaveCount(0);
});

test("Gantt: the rows of every page Load more showed stay after a task's dates change", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  test.setTimeout(60_000);
  await signIn(page, "ada@acme.test");
  // Three pages of 50 rows (the group's header counts as one).
  const { url } = await seedProject(Array.from({ length: 105 }, (_, index) => `Item ${String(index + 1).padStart(3, "0")}`));
  await page.goto(`${url}/gantt`);
  const pane = page.getByRole("list", { name: "Tasks of Launch" });
  const row = (name: string) => pane.locator("li[data-task-id]", { hasText: name });
  // The rows render virtually with JavaScript: the last ones only once scrolled to; the list's height counts them all.
  const scrollTo = (top: "start" | "end") => page.locator("[data-zoom]").evaluate((box, to) => box.scrollTo(0, to === "end" ? box.scrollHeight : 0), top);
  // The first page's last row: with JavaScript only rendered once scrolled to (hydration may come before this check or after).
  await scrollTo("end");
  await expect(row("Item 049")).toBeAttached();
  await scrollTo("start");
  await page.getByRole("link", { name: "Load more tasks" }).click();
  await expect(row("Item 001")).toBeAttached();
  await page.getByRole("link", { name: "Load more tasks" }).click();
  await expect(page.getByRole("link", { name: "Load more tasks" })).toHaveCount(0);
  await expect(row("Item 001")).toBeAttached();
  await scrollTo("end");
  await expect(row("Item 105")).toBeAttached();
  const height = await pane.getAttribute("style");

  await scrollTo("start");
  await page.getByRole("button", { name: "Dates of Item 002" }).click();
  const form = page.getByRole("form", { name: "Dates of Item 002" });
  const revalidated = settled(page, javaScriptEnabled);
  await form.getByLabel("Start", { exact: true }).fill("01/12/2026");
  await form.getByLabel("Due", { exact: true }).fill("09/12/2026");
  await form.getByRole("button", { name: "Save dates of Item 002" }).click();
  await revalidated;
  await expect(row("Item 002")).toContainText("01 Dec – 09 Dec");
  await expect(page.getByRole("link", { name: "Load more tasks" })).toHaveCount(0);
  await expect(pane).toHaveAttribute("style", height!);
  await scrollTo("end");
  await expect(row("Item 105")).toBeAttached();
});

test("Kanban: the cards Load more showed in a column stay after a card moves", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(names);
  await page.goto(`${url}/kanban`);
  const todo = page.getByRole("region", { name: /^To Do \(/ });
  const cards = todo.getByRole("list").getByRole("listitem");
  await expect(cards).toHaveCount(50);
  if (javaScriptEnabled) await hydrated(page);

  // With JavaScript the link is followed as soon as the column's end scrolls into view.
  const loadMore = todo.getByRole("link", { name: "Load more (50 of 55) in To Do" });
  if (javaScriptEnabled) await loadMore.scrollIntoViewIfNeeded();
  else await loadMore.click();
  await expect(cards).toHaveCount(55);
  await expect(todo.getByRole("listitem", { name: "Item 01" })).toBeAttached();

  // A card of the first page moves to the next column: with the m key, or the card's move form.
  let revalidated: Promise<void>;
  if (javaScriptEnabled) {
    revalidated = settled(page, javaScriptEnabled);
    await page.keyboard.press("j");
    await expect(todo.getByRole("listitem", { name: "Item 01" })).toBeFocused();
    await page.keyboard.press("m");
  } else {
    await page.getByRole("button", { name: "Move… Item 01" }).click();
    await expect(page.getByLabel("Column for Item 01")).toBeVisible();
    revalidated = settled(page, javaScriptEnabled);
    await page.getByLabel("Column for Item 01").selectOption({ label: "In Progress" });
    await page.getByRole("button", { name: "Move Item 01", exact: true }).click();
  }
  await revalidated;
  await expect(page.getByRole("region", { name: /^In Progress \(/ }).getByRole("listitem", { name: "Item 01" })).toBeAttached();
  await expect(cards).toHaveCount(54);
  await expect(todo.getByRole("listitem", { name: "Item 55" })).toBeAttached();
  await expect(todo.getByRole("link", { name: /Load more/ })).toHaveCount(0);
});

test("Gantt: a dependency to a row off the page is an arrow to the chart's edge that shows that row", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { url, taskIds } = await seedProject(names);
  const ada = await memberOfAcme("ada@acme.test");
  await ada.call("task/update", { taskId: taskIds[0], startDate: "2026-12-01", dueDate: "2026-12-04" });
  await ada.call("project/dependency/create", { predecessorId: taskIds[0], successorId: taskIds[54], type: "FS", lagDays: 0 });
  await page.goto(`${url}/gantt`);
  const arrow = page.getByRole("link", { name: "Followed by Item 55, below this page: show it" });
  await expect(arrow).toHaveAttribute("data-off-page", "below");
  await arrow.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/limit=56/);
  await expect(page.locator("li[data-task-id][data-highlighted]")).toContainText("Item 55");
  await expect(page.getByRole("link", { name: /below this page/ })).toHaveCount(0);
});
