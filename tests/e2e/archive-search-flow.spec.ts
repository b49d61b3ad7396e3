import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { archiveRow, expectToast, header, hostOf, signIn, moveProjectToBin, searchBox, searchFor } from "./helpers";
import { onDemoWork, seedProject } from "./workspaceSeed";

/**
 * Issue 9's "Done when", walked as a newcomer would, with JavaScript on and
 * off: ada archives a task and moves a project to the bin, finds both in the
 * global search with their tags, follows the links to the archive and the bin
 * (row highlighted), restores them, and deletes another item permanently; bob
 * never finds anything of the private demo project "Board planning".
 */
const acme = hostOf("acme");

onDemoWork();

/**
 * Searches as a newcomer does: the header's panel with JavaScript; without,
 * the header's icon leads to the results page and its form. Answers where the
 * results show and a result row by (part of) its name.
 */
async function search(page: Page, javaScriptEnabled: boolean, text: string) {
  if (javaScriptEnabled) {
    // A new search starts from a closed box: the open panel keeps the last rows until the debounce runs the new one.
    if (await searchBox(page).isVisible()) await searchBox(page).press("Escape");
    await searchFor(page, text);
    const results = header(page);
    return { results, hit: (name: string) => results.getByRole("option", { name: new RegExp(name) }) };
  }
  await header(page).getByRole("link", { name: "Search" }).click();
  await page.getByRole("searchbox", { name: "Search text" }).fill(text);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`${acme}/search?q=${encodeURIComponent(text).replace(/%20/g, "+")}&show=All`);
  const results = page.getByRole("main");
  return { results, hit: (name: string) => results.getByRole("link", { name: new RegExp(name) }) };
}

/** A project from the second panel of the projects screen, opened on its List view. */
async function openProject(page: Page, name: string) {
  await page.goto(`${acme}/projects`);
  await page.getByRole("navigation", { name: "Projects" }).getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Opens a task's side panel from its row in the List view. */
async function openTask(page: Page, name: string) {
  await page.getByRole("listitem", { name }).getByRole("link", { name: `Open ${name}` }).click();
  return page.getByRole("complementary", { name: `Task: ${name}` });
}

/** The archive or bin screen a search link led to: its tab selected, the row highlighted. */
async function expectHighlighted(page: Page, place: "archive" | "bin", tab: "task" | "project", id: string) {
  await expect(page).toHaveURL(new RegExp(`/${place}\\?tab=${tab}&rowId=${id}&rid=[1-9]\\d{3}$`));
  await expect(page.getByRole("tab", { selected: true })).toHaveAttribute("id", `tab-${tab}`);
  await expect(archiveRow(page, id)).toHaveAttribute("aria-current", "true");
  await expect(archiveRow(page, id)).toHaveAttribute("data-highlighted", "true");
}

test("ada archives a task and bins a project, finds both in search, restores them from the highlighted rows, and deletes another for good", { tag: "@no-js" }, async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(150_000); // some twenty page loads on a shared machine
  const stamp = `${javaScriptEnabled ? "on" : "off"}${Date.now().toString(36)}`;
  const [tulip, thistle, poppy, garden] = ["Tulip", "Thistle", "Poppy", "Garden"].map((word) => `${word} ${stamp}`);

  await signIn(page, "ada@acme.test");
  const [home, binned] = await Promise.all([seedProject([tulip, thistle, "Water the beds"], garden), seedProject(["Seed packets"], poppy)]);
  const [tulipId, thistleId] = home.taskIds;

  await test.step("archive a task from its side panel, and move a project to the bin from its settings", async () => {
    await openProject(page, garden);
    await (await openTask(page, tulip)).getByRole("button", { name: "Archive", exact: true }).click();
    await expectToast(page, "Task archived.");
    await expect(page.getByRole("listitem", { name: tulip })).toHaveCount(0);
    await moveProjectToBin(page, binned.url);
    await page.goto(`${acme}/projects`);
    await expect(page.getByRole("navigation", { name: "Projects" }).getByRole("link", { name: new RegExp(poppy) })).toHaveCount(0);
  });

  await test.step("search finds the task tagged Archived and the project tagged Deleted", async () => {
    const { hit } = await search(page, javaScriptEnabled, stamp);
    await expect(hit(tulip)).toContainText("Archived");
    await expect(hit(poppy)).toContainText("Deleted");
    await expect(hit(thistle)).toContainText("To Do");
    await expect(hit(garden)).not.toContainText(/Archived|Deleted/);
  });

  await test.step("the task's link opens the archive at its highlighted row, where it is restored back into the List view", async () => {
    const { hit } = await search(page, javaScriptEnabled, tulip);
    await hit(tulip).click();
    await expectHighlighted(page, "archive", "task", tulipId);
    await archiveRow(page, tulipId).getByRole("button", { name: `Restore ${tulip}` }).click();
    await expectToast(page, "Item restored.");
    await expect(archiveRow(page, tulipId)).toHaveCount(0);
    await openProject(page, garden);
    await expect(page.getByRole("listitem", { name: tulip })).toBeVisible();
  });

  await test.step("the project's link opens the bin at its highlighted row, where it is restored back into the second panel", async () => {
    const { hit } = await search(page, javaScriptEnabled, poppy);
    await hit(poppy).click();
    await expectHighlighted(page, "bin", "project", binned.projectId);
    await expect(archiveRow(page, binned.projectId)).toContainText("30 days");
    await archiveRow(page, binned.projectId).getByRole("button", { name: `Restore ${poppy}` }).click();
    await expectToast(page, "Item restored.");
    await openProject(page, poppy);
    await expect(page.getByRole("listitem", { name: "Seed packets" })).toBeVisible();
  });

  await test.step("another task goes to the bin and, after the confirmation, is deleted for good: gone from the bin and from search", async () => {
    await openProject(page, garden);
    await (await openTask(page, thistle)).getByRole("button", { name: "Move to bin" }).click();
    await expectToast(page, "Task moved to the bin.");
    const { hit } = await search(page, javaScriptEnabled, thistle);
    await expect(hit(thistle)).toContainText("Deleted");
    await hit(thistle).click();
    await expectHighlighted(page, "bin", "task", thistleId);
    await archiveRow(page, thistleId).getByRole("link", { name: `Delete ${thistle} permanently` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete permanently?" });
    await expect(confirm).toContainText(thistle);
    await confirm.getByRole("button", { name: "Delete permanently" }).click();
    await expectToast(page, "Item deleted permanently.");
    await page.goto(`${acme}/bin?tab=task`);
    await expect(page.getByRole("tab", { selected: true })).toHaveAttribute("id", "tab-task");
    await expect(archiveRow(page, thistleId)).toHaveCount(0);
    const after = await search(page, javaScriptEnabled, thistle);
    await expect(after.results.getByText("We couldn't find any results")).toBeVisible();
    await expect(after.hit(thistle)).toHaveCount(0);
  });
});

/** A result group's heading, "Tasks (2)": its type and count. */
const heading = (results: Locator, name: string | RegExp) => results.getByRole("heading", { name });

/** A page of its own for a second person (a context with the project's JavaScript setting). */
async function pageOf(browser: Browser, javaScriptEnabled: boolean, email: string) {
  const page = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await signIn(page, email);
  return page;
}

test("bob finds nothing of the private Board planning project, neither rows nor counts; ada does", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  await signIn(page, "bob@acme.test");

  await test.step("a word only Board planning has: no result for bob", async () => {
    const { results, hit } = await search(page, javaScriptEnabled, "quarterly");
    await expect(results.getByText("We couldn't find any results")).toBeVisible();
    await expect(hit("Quarterly metrics")).toHaveCount(0);
    await expect(heading(results, /\(\d+\)$/)).toHaveCount(0);
  });

  await test.step("a word Board planning shares with a public project: bob's counts hold only the public hit", async () => {
    const { results, hit } = await search(page, javaScriptEnabled, "budget");
    await expect(hit("Performance budget checks")).toBeVisible();
    await expect(heading(results, "Tasks (1)")).toBeVisible();
    await expect(heading(results, /^Projects/)).toHaveCount(0);
    await expect(results).not.toContainText(/Board|2027 budget draft/);
  });

  await test.step("ada, a member of Board planning, finds it", async () => {
    const ada = await pageOf(browser, javaScriptEnabled, "ada@acme.test");
    const quarterly = await search(ada, javaScriptEnabled, "quarterly");
    await expect(quarterly.hit("Quarterly metrics")).toBeVisible();
    await expect(heading(quarterly.results, "Tasks (1)")).toBeVisible();
    const budget = await search(ada, javaScriptEnabled, "budget");
    await expect(budget.hit("2027 budget draft")).toBeVisible();
    await expect(budget.hit("Board planning")).toBeVisible();
    await expect(heading(budget.results, /^Projects \(\d+\)$/)).toBeVisible();
    await ada.context().close();
  });
});
