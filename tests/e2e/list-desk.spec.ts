import { expect, test, type Page } from "@playwright/test";
import { cellLink, chooseInCell, header, hostOf, hydrated, menuEntry, openMenuCell, signIn } from "./helpers";
import { memberOfAcme, onDemoWork, seedProject } from "./workspaceSeed";

/**
 * The List at a desk (issue 43 §3) and the shell's layout (§4), at 1366 × 768 as the issue tried it:
 * the demo's Website relaunch (nine custom columns) as ada and as gia (a guest of its team), and
 * projects of their own where a test changes what it finds.
 */
onDemoWork();
test.use({ viewport: { width: 1366, height: 768 } });

async function openWebsite(page: Page, email = "ada@acme.test") {
  await signIn(page, email);
  await page.goto(`${hostOf("acme")}/projects`);
  await page.getByRole("navigation", { name: "Projects" }).getByRole("link", { name: "Website relaunch" }).first().click();
  await expect(page.getByRole("heading", { name: "Website relaunch · List" })).toBeAttached();
}

const top = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!.y;
const firstRow = (page: Page) => page.locator("li.list-row").first();
const separator = (page: Page) => page.getByRole("separator", { name: "Width of the name column" });
/** The first row's name field: the name column's width, less the Open link. */
const nameField = (page: Page) => firstRow(page).getByRole("textbox").first();
const nameWidth = async (page: Page) => (await nameField(page).boundingBox())!.width;

test("the rows start under one bar: filters as chips, one Export, the settings in the header", async ({ page }) => {
  await openWebsite(page);
  await hydrated(page);
  await expect(page.getByRole("button", { name: /^Export/ })).toHaveCount(1);
  await expect(header(page)).toBeVisible();
  const bar = page.getByRole("search", { name: "Filter tasks" });
  // One line of chips (it was a two-row form under a settings bar and the title again: rows began 553 px down).
  expect((await bar.boundingBox())!.height).toBeLessThan(48);
  await expect(bar.getByRole("button", { name: "Apply" })).toHaveCount(0);
  expect(await top(page, "li.list-row")).toBeLessThan(380);
  // Names show whole (the column was about 150 px).
  await expect(nameField(page)).toHaveValue("Interview five customers");
  expect(await nameWidth(page)).toBeGreaterThan(200);
});

test("the name column is resized by keys and by dragging, and keeps its width after a reload", async ({ page }) => {
  await openWebsite(page);
  await hydrated(page);
  const before = await nameWidth(page);
  await expect(separator(page)).toHaveAttribute("aria-valuenow", "320");
  await separator(page).focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
  await expect(separator(page)).toHaveAttribute("aria-valuenow", "368");
  expect(await nameWidth(page)).toBeCloseTo(before + 48, 0);

  const handle = (await separator(page).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 100, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(separator(page)).toHaveAttribute("aria-valuenow", "468");

  await page.reload();
  await hydrated(page);
  await expect(separator(page)).toHaveAttribute("aria-valuenow", "468");
  expect(await nameWidth(page)).toBeCloseTo(before + 148, 0);
});

test("one click opens a status menu in the workflow's order, worked by keys", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(["Ship it"]);
  const teamId = new URL(url).pathname.split("/")[2];
  await (await memberOfAcme("ada@acme.test")).call("team/customStatus/create", { teamId, name: "In Review", category: "IN_PROGRESS", colour: "#9333ea" });
  await page.goto(url);
  await hydrated(page);

  const menu = await openMenuCell(page, "Status of Ship it");
  // The team's order by stage: the custom status among the in-progress ones, not after Closed.
  await expect(menu.locator("[role=menuitemradio]")).toHaveText(["✓To Do", "In Progress", "In Review", "Done", "Closed"]);
  await expect(menuEntry(menu, "To Do")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menuEntry(menu, "In Progress")).toBeFocused();
  await page.keyboard.press("End");
  await expect(menuEntry(menu, "Closed")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(menuEntry(menu, "To Do")).toBeFocused();
  await page.keyboard.press("d");
  await expect(menuEntry(menu, "Done")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(cellLink(page, "Status of Ship it")).toBeFocused();

  // Enter opens it again; typing picks In Review, Enter sets it.
  await page.keyboard.press("Enter");
  await expect(menuEntry(menu, "To Do")).toBeFocused();
  await page.keyboard.type("in r");
  await expect(menuEntry(menu, "In Review")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
  await expect(cellLink(page, "Status of Ship it")).toHaveAccessibleName("Status of Ship it: In Review");
  await page.reload();
  await expect(cellLink(page, "Status of Ship it")).toHaveAccessibleName("Status of Ship it: In Review");
});

test("a status, a priority and an assignee are set from their cells' menus", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(["Plan it"]);
  await page.goto(url);
  await chooseInCell(page, "Status of Plan it", "Done");
  await expect(cellLink(page, "Status of Plan it")).toHaveAccessibleName("Status of Plan it: Done");
  await chooseInCell(page, "Priority of Plan it", "Urgent");
  await expect(cellLink(page, "Priority of Plan it")).toHaveAccessibleName("Priority of Plan it: Urgent");
  await chooseInCell(page, "Assignees of Plan it", "Ada Lovelace");
  await expect(cellLink(page, "Assignees of Plan it")).toHaveAccessibleName("Assignees of Plan it: Ada Lovelace");
  await page.goto(url);
  await expect(cellLink(page, "Status of Plan it")).toHaveAccessibleName("Status of Plan it: Done");
  await expect(cellLink(page, "Priority of Plan it")).toHaveAccessibleName("Priority of Plan it: Urgent");
  await expect(cellLink(page, "Assignees of Plan it")).toHaveAccessibleName("Assignees of Plan it: Ada Lovelace");
});

test("the filters apply as they change; without JavaScript, by Apply", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(["Alpha", "Beta", "Gamma"]);
  await page.goto(url);
  if (javaScriptEnabled) await hydrated(page);
  await chooseInCell(page, "Status of Beta", "Done");
  await expect(cellLink(page, "Status of Beta")).toHaveAccessibleName("Status of Beta: Done");
  const bar = page.getByRole("search", { name: "Filter tasks" });
  const rows = page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem");
  await expect(rows).toHaveCount(3);

  await bar.getByLabel("Status").selectOption({ label: "Done" });
  if (!javaScriptEnabled) await bar.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("aria-label", "Beta");

  await bar.getByRole("link", { name: "Clear" }).click();
  await expect(rows).toHaveCount(3);
  await bar.getByLabel("Search tasks").fill("gam");
  if (!javaScriptEnabled) await bar.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=gam/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("aria-label", "Gamma");
  // Typing keeps its place in the box while the list follows.
  if (javaScriptEnabled) await expect(bar.getByLabel("Search tasks")).toBeFocused();
});

test("opening a task's panel leaves the page where it was, header and all", async ({ page }) => {
  await openWebsite(page);
  await hydrated(page);
  const headerTop = (await header(page).boundingBox())!.y;
  await page.getByRole("link", { name: "Open Write the positioning brief" }).click();
  await expect(page.getByRole("complementary", { name: "Task: Write the positioning brief" })).toBeVisible();
  await page.waitForTimeout(300);
  expect((await header(page).boundingBox())!.y).toBe(headerTop);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
});

test("a guest's List says it is view only, in the rows' usual type", { tag: "@no-js" }, async ({ page }) => {
  await openWebsite(page, "gia@acme.test");
  await expect(page.getByText("View only: you can see these tasks but not change them.")).toBeVisible();
  const status = firstRow(page).locator(".cell").filter({ hasText: "To Do" }).first();
  expect(await status.evaluate((cell) => getComputedStyle(cell).fontSize)).toBe("14px");
});

test("the navigation marks My Space on my-space only, and the projects panel reaches the window's bottom", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "My Space" })).toHaveAttribute("aria-current", "page");
  for (const path of ["/notifications", "/exports"]) {
    await page.goto(`${hostOf("acme")}${path}`);
    await expect(main.locator("[aria-current=page]")).toHaveCount(0);
  }
  await page.goto(`${hostOf("acme")}/projects`);
  // However little it holds, the panel is as tall as the main area, to the window's bottom (it stopped 3rem short).
  // (Its teams and projects are put out of sight first: those the specs made fill more than a window.)
  const bottom = await page.getByRole("complementary", { name: "Teams and projects" }).evaluate((panel) => {
    for (const child of Array.from(panel.children)) (child as HTMLElement).style.display = "none";
    return panel.getBoundingClientRect().bottom;
  });
  expect(bottom).toBeCloseTo(768, 0);
});
