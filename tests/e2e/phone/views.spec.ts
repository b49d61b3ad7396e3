import { expect, test, type Locator, type Page } from "@playwright/test";
import { hostOf, hydrated, signIn } from "../helpers";
import { seedProject } from "../workspaceSeed";
import { documentOverflow, dragAndDropReady, fingerOn, middleOf, pressHoldAndDrag } from "./touch";

/**
 * A project's views on a phone (issue 42 §2, §4): 390 × 844 with touch. Each test makes its own
 * project (a team of ada's) through the API.
 */
const unique = (name: string) => `${name} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

const column = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(\\d+\\)`) });
const cardsOf = (scope: Locator) => scope.getByRole("list").first().getByRole("listitem");

/** A card's column as the server has it: the page is read again until it shows there. */
async function expectCardIn(page: Page, columnName: string, cardName: string) {
  await expect(async () => {
    await page.reload();
    await expect(cardsOf(column(page, columnName)).filter({ hasText: cardName })).toHaveCount(1, { timeout: 1000 });
  }).toPass();
}

async function expectAtLeast(locator: Locator, width: number, height: number) {
  const box = (await locator.boundingBox())!;
  expect(box.width, "width").toBeGreaterThanOrEqual(width);
  expect(box.height, "height").toBeGreaterThanOrEqual(height);
}

test("a member opens a project's List from the projects page, opens a task as a full-screen sheet and changes its status", async ({ page }) => {
  const name = unique("Phone list");
  await seedProject(["Pack the van", "Book the hall"], name);
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects`);
  // Below 768 px the projects panel is a drawer of the page's header (issue 42 §1).
  await hydrated(page);
  await page.getByRole("button", { name: "Projects", exact: true }).tap();
  await page.getByRole("complementary", { name: "Teams and projects" }).getByRole("link", { name }).first().tap();
  await expect(page.getByRole("heading", { name: `${name} · List` })).toBeAttached();
  await hydrated(page);
  expect(await documentOverflow(page)).toBe(0);

  // The row's name and its Open link stay on the screen, however wide the grid.
  const open = page.getByRole("link", { name: "Open Pack the van" });
  await expect(open).toBeInViewport();
  await expectAtLeast(open, 24, 24);
  await open.tap();
  const panel = page.getByRole("complementary", { name: "Task: Pack the van" });
  await expect(panel).toBeVisible();
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const close = panel.getByRole("link", { name: "Close task panel" });
  await expect(close).toBeInViewport();
  await expectAtLeast(close, 44, 44);

  await panel.getByLabel("Status").selectOption({ label: "In Progress" });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("complementary", { name: "Task: Pack the van" }).getByLabel("Status")).toHaveValue(/.+/, { timeout: 1000 });
    await expect(page.getByRole("complementary", { name: "Task: Pack the van" }).getByLabel("Status").locator("option:checked")).toHaveText("In Progress", { timeout: 1000 });
  }).toPass();
  await page.getByRole("link", { name: "Close task panel" }).tap();
  await expect(page.getByRole("complementary", { name: "Task: Pack the van" })).toHaveCount(0);
});

test("on a phone a List's drag and drop waits for a finger on the List: its rows get their handles at the first touch, and a row moves by its handle", async ({ page }) => {
  const { url } = await seedProject(["Pack the van", "Book the hall"], unique("Phone handles"));
  await signIn(page, "ada@acme.test");
  await page.goto(url);
  await hydrated(page);
  // Idle, untouched: nothing is on its way and no row has a handle (issue 42 §3: it would be a phone's longest task).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))));
  await expect(page.locator("main [data-enhancement]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Drag Pack the van" })).toHaveCount(0);

  const finger = await fingerOn(page);
  await finger.down(await middleOf(page.getByRole("textbox", { name: "Name of Pack the van" })));
  await finger.up();
  await dragAndDropReady(page);
  const handle = page.getByRole("button", { name: "Drag Pack the van" });
  await expect(handle).toBeVisible();

  // Pressed, held and dragged below the next row, the row moves there, and the server keeps it.
  const below = await middleOf(page.getByRole("textbox", { name: "Name of Book the hall" }));
  await pressHoldAndDrag(page, await middleOf(handle), { x: below.x, y: below.y + 24 }, { steps: 10 });
  const rows = () => page.locator("li.list-row").evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));
  await expect.poll(rows).toEqual(["Book the hall", "Pack the van"]);
  await expect(async () => {
    await page.reload();
    expect(await rows()).toEqual(["Book the hall", "Pack the van"]);
  }).toPass();
});

test("behind a task's full-screen sheet the List is not laid out; closing the sheet comes back to the row", async ({ page }) => {
  const name = unique("Phone long list");
  const tasks = Array.from({ length: 30 }, (_, index) => `Errand ${index + 1}`);
  const { url } = await seedProject(tasks, name);
  await signIn(page, "ada@acme.test");
  await page.goto(url);
  await hydrated(page);
  const open = page.getByRole("link", { name: "Open Errand 27" });
  await open.scrollIntoViewIfNeeded();
  await expect(open).toBeInViewport();
  await open.tap();
  await expect(page.getByRole("complementary", { name: "Task: Errand 27" })).toBeVisible();
  // The List behind the sheet is skipped by layout and paint (issue 42 §3), its size kept.
  const row = page.locator('li[aria-label="Errand 27"]');
  await expect(row).toBeAttached();
  expect(await row.evaluate((element) => element.checkVisibility())).toBe(false);
  await expect(row.locator("xpath=ancestor::div[contains(@class, 'content-visibility')][1]")).toHaveCSS("content-visibility", "hidden");
  expect(await page.locator("#main").evaluate((main) => main.scrollTop), "the page behind stays where it was").toBeGreaterThan(0);

  await page.getByRole("link", { name: "Close task panel" }).tap();
  await expect(page.getByRole("complementary", { name: "Task: Errand 27" })).toHaveCount(0);
  await expect(open).toBeInViewport();
});

test("the board scrolls sideways inside itself; a card pressed, held and dragged moves to the next column", async ({ page }) => {
  const name = unique("Phone board");
  const { url } = await seedProject(["Sand the deck", "Oil the deck"], name);
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}/kanban`);
  await hydrated(page);
  await dragAndDropReady(page);
  expect(await documentOverflow(page)).toBe(0);
  const toDo = column(page, "To Do");
  const inProgress = column(page, "In Progress");
  // One column about 85 % of the board's width, the next one peeking in.
  const board = (await toDo.locator("xpath=..").boundingBox())!;
  const first = (await toDo.boundingBox())!;
  expect(first.width / board.width).toBeGreaterThan(0.8);
  expect(first.width / board.width).toBeLessThan(0.9);

  const card = cardsOf(toDo).filter({ hasText: "Sand the deck" });
  const handle = card.getByRole("button", { name: "Move card Sand the deck" });
  await expectAtLeast(handle, 24, 24);
  // Held, then taken to the board's right edge, the board scrolls; back over the next column once it is in view, and lifted.
  const finger = await fingerOn(page);
  const start = await middleOf(handle);
  await finger.down(start);
  await page.waitForTimeout(400);
  await finger.move({ x: board.x + board.width - 8, y: start.y });
  await expect.poll(async () => (await inProgress.boundingBox())!.x, { intervals: [20] }).toBeLessThan(board.x + board.width / 2);
  const next = (await inProgress.boundingBox())!;
  await finger.move({ x: Math.max(next.x, board.x) + 40, y: next.y + 60 }, 5);
  await page.waitForTimeout(100);
  await finger.up();
  await expect(cardsOf(inProgress).filter({ hasText: "Sand the deck" })).toHaveCount(1);
  await expectCardIn(page, "In Progress", "Sand the deck");
});

/**
 * Headless Chromium does not scroll for synthetic touches (neither DevTools' touch events nor its
 * scroll gesture move any scroller here, with or without drag and drop), so a swipe is checked by
 * what decides it on a phone: the card lets the browser pan, no touchmove of the swipe is cancelled
 * by the page (drag and drop's listeners included), and no drag starts;
 * held on its handle instead, the card is dragged.
 */
test("a swipe that starts on a card is left to the browser to scroll the board, and moves no card; a press and hold on its handle drags", async ({ page }) => {
  const { url } = await seedProject(["Sweep up"], unique("Phone swipe"));
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}/kanban`);
  await hydrated(page);
  await dragAndDropReady(page);
  const card = cardsOf(column(page, "To Do")).filter({ hasText: "Sweep up" });
  expect(await card.evaluate((element) => getComputedStyle(element).touchAction)).not.toMatch(/none|pan-y/);
  // Each touchmove's fate, read once every listener (drag and drop's included) has had it; and whether the card was ever dragged.
  await card.evaluate((element) => {
    const record = { moves: [] as string[], dragged: false };
    (window as unknown as { touchRecord: typeof record }).touchRecord = record;
    window.addEventListener("touchmove", (event) => setTimeout(() => record.moves.push(!event.cancelable ? "uncancelable" : event.defaultPrevented ? "cancelled" : "left to the browser")), { passive: true });
    new MutationObserver((changes) => (record.dragged ||= changes.length > 0)).observe(element, { attributeFilter: ["data-dragging"] });
  });
  const taken = () =>
    page.evaluate(() => {
      const record = (window as unknown as { touchRecord: { moves: string[]; dragged: boolean } }).touchRecord;
      const seen = { moves: [...new Set(record.moves.splice(0))], dragged: record.dragged };
      record.dragged = false;
      return seen;
    });
  const from = await middleOf(card);
  await pressHoldAndDrag(page, from, { x: from.x - 150, y: from.y }, { holdMs: 0, steps: 8 });
  const swipe = await taken();
  // The first move is the page's to cancel and is not; once the browser has the gesture, the rest come uncancelable.
  expect(swipe.moves).toContain("left to the browser");
  expect(swipe.moves).not.toContain("cancelled");
  expect(swipe.dragged).toBe(false);
  await expect(card).toHaveCount(1);

  // The next gesture after the swipe's fling is over (a finger down during one only stops it).
  await page.waitForTimeout(1500);
  const handle = await middleOf(card.getByRole("button", { name: "Move card Sweep up" }));
  await pressHoldAndDrag(page, handle, { x: handle.x + 40, y: handle.y + 60 }, { steps: 8 });
  expect((await taken()).dragged, "held on its handle, the card is dragged").toBe(true);
});

test("a card moves through its Move… form on a phone", async ({ page }) => {
  const { url } = await seedProject(["Paint the fence"], unique("Phone move"));
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}/kanban`);
  await hydrated(page);
  await dragAndDropReady(page);
  const card = cardsOf(column(page, "To Do")).filter({ hasText: "Paint the fence" });
  await card.getByRole("button", { name: "Move… Paint the fence" }).tap();
  await card.getByLabel("Column for Paint the fence").selectOption({ label: "Done" });
  await card.getByRole("button", { name: "Move Paint the fence", exact: true }).tap();
  await expect(page.getByText("Card moved.")).toBeVisible();
  await expectCardIn(page, "Done", "Paint the fence");
});

test("a message is posted in a task's Conversations, its composer kept in view at the sheet's bottom", async ({ page }) => {
  const { url, taskIds } = await seedProject(["Order the tiles"], unique("Phone talk"));
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}?taskId=${taskIds[0]}&tab=conversations`);
  await hydrated(page);
  const thread = page.getByRole("region", { name: /^Conversations \(\d+\)/ });
  const editor = thread.getByRole("textbox", { name: "New conversation on Order the tiles" });
  await editor.tap();
  await editor.pressSequentially("Tiles arrive on Monday.");
  const post = thread.getByRole("button", { name: "Post" });
  await expect(post).toBeInViewport();
  await expectAtLeast(post, 44, 44);
  await post.tap();
  await expect(thread.getByRole("article").filter({ hasText: "Tiles arrive on Monday." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Conversations (1)" })).toBeVisible();
  expect(await documentOverflow(page)).toBe(0);
});

test("a Gantt task gets its dates from its Dates form, then its bar is dragged a day earlier by touch", async ({ page }) => {
  const { url, taskIds } = await seedProject(["Lay the floor"], unique("Phone gantt"));
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}/gantt?zoom=day`);
  await hydrated(page);
  // No dates yet: the Dates form gives them.
  await page.getByRole("button", { name: "Dates of Lay the floor", exact: true }).tap();
  const form = page.getByRole("form", { name: "Dates of Lay the floor" });
  await expect(form).toBeInViewport();
  const today = new Date();
  const day = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset)).toISOString().slice(0, 10);
  await form.getByLabel("Start").fill(day(1));
  await form.getByLabel("Due").fill(day(3));
  await form.getByRole("button", { name: "Save dates of Lay the floor" }).tap();
  const bar = page.locator(`g[data-task-id="${taskIds[0]}"]`);
  await expect(bar).toHaveAttribute("data-start", day(1));

  if (await form.isVisible()) await page.getByRole("button", { name: "Dates of Lay the floor", exact: true }).tap();
  await expect(form).toBeHidden();
  const pane = (await page.getByRole("list", { name: /^Tasks of / }).boundingBox())!;
  const chartBox = page.locator("[data-zoom]");
  const placed = (await bar.locator('[data-part="bar"]').boundingBox())!;
  await chartBox.evaluate((element, by) => element.scrollBy({ left: by }), placed.x - (pane.x + pane.width) - 40);
  const box = (await bar.locator('[data-part="bar"]').boundingBox())!;
  // A finger on the bar, beside the task list, dragged a day and a bit (80 px a day) to the left.
  const x = box.x + 20;
  expect(x).toBeGreaterThan(pane.x + pane.width);
  expect(x).toBeLessThan(390);
  await pressHoldAndDrag(page, { x, y: box.y + box.height / 2 }, { x: x - 100, y: box.y + box.height / 2 }, { holdMs: 50 });
  await expect(bar).toHaveAttribute("data-start", day(0));
  await expect(async () => {
    await page.reload();
    await expect(page.locator(`g[data-task-id="${taskIds[0]}"]`)).toHaveAttribute("data-start", day(0), { timeout: 1000 });
  }).toPass();
});
