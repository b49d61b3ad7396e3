import { expect, test, type Browser, type Page } from "@playwright/test";
import { hostOf, signIn, seriousViolations } from "./helpers";
import { onDemoWork } from "./workspaceSeed";

/**
 * The Gantt chart (issue 8 §2) on acme's demo project "Website relaunch":
 * switching to it, zooming, moving bars with the mouse and the keyboard
 * (JavaScript), changing dates through a task's form (with and without
 * JavaScript), the critical path switch, and axe on the chart either way.
 */
onDemoWork();

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function openGantt(page: Page) {
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects`);
  await page.getByRole("navigation", { name: "Projects" }).getByRole("link", { name: /Website relaunch/ }).first().click();
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Gantt" }).click();
  await expect(page).toHaveURL(/\/gantt$/);
  await expect(page.getByRole("heading", { name: /Website relaunch · Gantt/ })).toBeVisible();
}

const bar = (page: Page, name: string) => page.locator(`svg [data-task-id]`).filter({ has: page.locator(`xpath=self::*[starts-with(@aria-label, "${name}:")]`) });

test("the Gantt shows the project's groups, bars and milestones, and zooms by day, week and month", async ({ page }) => {
  await openGantt(page);
  const chart = page.getByRole("group", { name: "Timeline of Website relaunch" });
  await expect(page.getByRole("list", { name: "Tasks of Website relaunch" }).getByText("Discovery", { exact: true })).toBeVisible();
  await expect(chart.locator("[data-part=bar]").first()).toBeVisible();
  await expect(chart.locator("[data-part=milestone]").first()).toBeAttached();
  await expect(chart.locator("[data-today]")).toBeAttached();
  await expect(page.locator("[data-zoom=week]")).toBeVisible();

  const zoom = page.getByRole("navigation", { name: "Zoom" });
  await zoom.getByRole("link", { name: "Day" }).click();
  await expect(page).toHaveURL(/zoom=day/);
  await expect(page.locator("[data-zoom=day]")).toBeVisible();
  await expect(chart.locator("[data-weekend]").first()).toBeAttached();
  await zoom.getByRole("link", { name: "Month" }).click();
  await expect(page.locator("[data-zoom=month]")).toBeVisible();
  await expect(chart.locator("[data-weekend]")).toHaveCount(0);
  await expect(zoom.getByRole("link", { name: "Month" })).toHaveAttribute("aria-current", "true");
});

test("a bar dragged a week later keeps its new dates", async ({ page }) => {
  await openGantt(page);
  const sitemap = bar(page, "Sitemap");
  const successor = bar(page, "Wireframes for the home page");
  const successorStart = (await successor.getAttribute("data-start"))!;
  const start = (await sitemap.getAttribute("data-start"))!;
  const due = (await sitemap.getAttribute("data-due"))!;
  await sitemap.scrollIntoViewIfNeeded();
  const box = (await sitemap.locator("[data-part=bar]").boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 105, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 210, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(sitemap).toHaveAttribute("data-start", addDays(start, 7));
  await expect(sitemap).toHaveAttribute("data-due", addDays(due, 7));
  // Auto-scheduling moved its successor in the same change; the chart shows it after the answer.
  await expect(successor).toHaveAttribute("data-start", addDays(successorStart, 7));
  await expect(async () => {
    await page.reload();
    await expect(bar(page, "Sitemap")).toHaveAttribute("data-start", addDays(start, 7), { timeout: 1000 });
  }).toPass();
});

test("a focused bar moves by a week with the arrow keys and its due date with shift", async ({ page }) => {
  await openGantt(page);
  const wireframes = page.getByRole("button", { name: /^Wireframes for the home page:/ });
  const start = (await wireframes.getAttribute("data-start"))!;
  const due = (await wireframes.getAttribute("data-due"))!;
  // A slow answer to the first change: the second, made meanwhile, waits for it, and the bar is busy until both are saved.
  await page.route(/\/gantt(\.data)?(\?|$)/, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await wireframes.focus();
  await page.keyboard.press("ArrowRight");
  await expect(wireframes).toHaveAttribute("data-start", addDays(start, 7));
  await expect(wireframes).toHaveAttribute("data-due", addDays(due, 7));
  await page.keyboard.press("Shift+ArrowRight");
  await expect(wireframes).toHaveAttribute("data-due", addDays(due, 14));
  await expect(wireframes).toHaveAttribute("data-start", addDays(start, 7));
  await expect(wireframes).toHaveAttribute("aria-busy", "true");
  await expect(wireframes).not.toHaveAttribute("aria-busy", "true");
  await page.unroute(/\/gantt(\.data)?(\?|$)/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("button", { name: /^Wireframes for the home page:/ })).toHaveAttribute("data-due", addDays(due, 14), { timeout: 1000 });
  }).toPass();
});

test("a dependency is drawn from a bar's connector to another bar, and with the keyboard; a loop is refused", async ({ page }) => {
  await openGantt(page);
  const arrow = (from: string, to: string) => page.locator(`[data-dependency="${from}>${to}"]`);
  const idOf = async (name: string) => (await bar(page, name).getAttribute("data-task-id"))!;
  const [audit, interview, competitor] = await Promise.all(["Audit the current site", "Interview five customers", "Competitor review"].map(idOf));

  const from = bar(page, "Interview five customers");
  await from.scrollIntoViewIfNeeded();
  await from.hover();
  const connector = (await from.locator("[data-part=connector]").boundingBox())!;
  const target = (await bar(page, "Audit the current site").locator("[data-part=bar]").boundingBox())!;
  await page.mouse.move(connector.x + connector.width / 2, connector.y + connector.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(arrow(interview, audit)).toBeAttached();

  await bar(page, "Audit the current site").focus();
  await page.keyboard.press("d");
  await expect(page.locator(`[data-link-target]`)).toHaveAttribute("data-task-id", competitor);
  await page.keyboard.press("Enter");
  await expect(arrow(audit, competitor)).toBeAttached();

  await bar(page, "Competitor review").focus();
  await page.keyboard.press("d");
  for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowUp");
  await expect(page.locator(`[data-link-target]`)).toHaveAttribute("data-task-id", interview);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: /loop|cycle/i }).first()).toBeVisible();
  await expect(arrow(competitor, interview)).toHaveCount(0);
});

test("a task's dates change through its form", { tag: "@no-js" }, async ({ page }) => {
  await openGantt(page);
  await page.getByRole("button", { name: "Dates of Competitor review" }).click();
  const form = page.getByRole("form", { name: "Dates of Competitor review" });
  await form.getByLabel("Start", { exact: true }).fill("01/12/2026");
  await form.getByLabel("Due", { exact: true }).fill("09/12/2026");
  await form.getByRole("button", { name: "Save dates of Competitor review" }).click();
  await expect(bar(page, "Competitor review")).toHaveAttribute("data-start", "2026-12-01");
  await expect(bar(page, "Competitor review")).toHaveAttribute("data-due", "2026-12-09");
  await expect(page.locator("li[data-task-id]", { hasText: "Competitor review" })).toContainText("01 Dec – 09 Dec");
});

test("the critical path switch is a link that keeps the zoom", async ({ page }) => {
  await openGantt(page);
  await page.getByRole("navigation", { name: "Zoom" }).getByRole("link", { name: "Day" }).click();
  await expect(page).toHaveURL(/zoom=day/);
  await page.getByRole("link", { name: "Show critical path" }).click();
  await expect(page).toHaveURL(/zoom=day/);
  await expect(page).toHaveURL(/critical=1/);
  // The demo's chain from the sitemap to the go-live checklist ends the project: its bars and arrows are highlighted.
  await expect(page.locator("svg [data-task-id][data-critical]").first()).toBeAttached();
  await expect(page.locator("path[data-critical]").first()).toBeAttached();
  await page.getByRole("link", { name: "Hide critical path" }).click();
  await expect(page).not.toHaveURL(/critical=1/);
  await expect(page.locator("svg [data-critical]")).toHaveCount(0);
});

test("showing the critical path scrolls its chain and arrows into view, with a legend of the bars' colours", async ({ page }) => {
  await openGantt(page);
  const legend = page.getByRole("list", { name: "Legend" });
  await expect(legend).toContainText("Critical path (red)");
  await expect(legend).toContainText("Dependency");
  // Each status the bars are drawn in is named with its colour.
  await expect(legend.getByRole("listitem").filter({ hasText: /^To Do$/ })).toBeVisible();

  await page.getByRole("link", { name: "Show critical path" }).click();
  await expect(page).toHaveURL(/critical=1/);
  await expect(page.getByRole("status").filter({ hasText: /^Critical path: \d+ tasks in red/ })).toBeVisible();
  const chain = page.locator("svg [data-task-id][data-critical]");
  await expect(chain.first()).toBeInViewport();
  // The chain may be longer than the box (earlier tests add to the project): some arrow of it shows.
  await expect.poll(() => page.locator("path[data-critical]").evaluateAll(arrowsInsideTheirBox)).toBeGreaterThan(0);
  // The rest is faded, so the chain stands out.
  await expect(page.locator("svg g[data-task-id]:not([data-critical])").first()).toHaveAttribute("opacity", "0.35");
});

/** axe runs inside a page: without JavaScript the server's HTML is checked in a page that runs only axe. */
async function violationsWithoutScripts(browser: Browser, page: Page) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await browser.newContext({ javaScriptEnabled: true });
  const checker = await context.newPage();
  await checker.route(page.url(), (route) => route.fulfill({ body: html, contentType: "text/html" }));
  await checker.goto(page.url());
  const found = await seriousViolations(checker);
  await context.close();
  return found;
}

test("axe finds no serious violation on the Gantt", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  await openGantt(page);
  await expect(page.locator("[data-part=bar]").first()).toBeVisible();
  expect(javaScriptEnabled ? await seriousViolations(page) : await violationsWithoutScripts(browser, page)).toEqual([]);
});

/** How many of the arrows are drawn at least partly inside the chart's scroll box. */
function arrowsInsideTheirBox(arrows: Element[]): number {
  return arrows.filter((arrow) => {
    const box = arrow.closest("[data-zoom]")!.getBoundingClientRect();
    const drawn = arrow.getBoundingClientRect();
    return drawn.right > box.left && drawn.left < box.right && drawn.bottom > box.top && drawn.top < box.bottom;
  }).length;
}
