import { expect, test, type Locator, type Page } from "@playwright/test";
import { hostOf, signIn, seriousViolations } from "./helpers";
import { onDemoWork } from "./workspaceSeed";

/**
 * The Kanban board (issue 8 §1) on acme's demo project "Website relaunch", with
 * JavaScript on and off: switching from the List, dragging a card with the
 * mouse, moving one with the keyboard or through its form, adding a card, axe.
 */
onDemoWork();

const column = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(\\d+\\)`) });
const cards = (scope: Locator) => scope.getByRole("list").first().getByRole("listitem");

async function openBoard(page: Page) {
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects`);
  await page.getByRole("link", { name: "Website relaunch" }).first().click();
  await expect(page.getByRole("heading", { name: /Website relaunch · List/ })).toBeVisible();
  await page.getByRole("link", { name: "Kanban", exact: true }).click();
  await expect(page).toHaveURL(/\/kanban$/);
  await expect(page.getByRole("heading", { name: /Website relaunch · Kanban/ })).toBeVisible();
}

/** The first card of a column, and its task's name. */
async function firstCard(page: Page, columnName: string) {
  const card = cards(column(page, columnName)).first();
  return { card, name: (await card.getByRole("link").first().textContent())!.trim() };
}

/** A card's name in a column, waiting for the board's answer; the page is read again to see the server's state. */
async function expectCardIn(page: Page, columnName: string, cardName: string) {
  await expect(async () => {
    await page.reload();
    await expect(cards(column(page, columnName)).filter({ hasText: cardName })).toHaveCount(1, { timeout: 1000 });
  }).toPass();
}

test("a member switches to the board and adds a card at the top of a column", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await openBoard(page);
  for (const name of ["To Do", "In Progress", "Done"]) await expect(column(page, name)).toBeVisible();
  const name = `Board card ${javaScriptEnabled ? "on" : "off"} ${Date.now()}`;
  await page.getByLabel("New card in To Do").fill(name);
  await page.getByRole("button", { name: "Add card to To Do" }).click();
  await expect(cards(column(page, "To Do")).first()).toContainText(name);
});

test("a card moves to another status through its form (no JavaScript)", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the form is what a browser without JavaScript gets");
  await openBoard(page);
  const { card, name } = await firstCard(page, "To Do");
  await card.getByRole("button", { name: `Move… ${name}` }).click();
  await card.getByLabel(`Column for ${name}`).selectOption({ label: "Done" });
  await card.getByRole("button", { name: `Move ${name}`, exact: true }).click();
  await expect(page.getByText("Card moved.")).toBeVisible();
  await expectCardIn(page, "Done", name);
});

test("a card is dragged to another status with the mouse", async ({ page }) => {
  await openBoard(page);
  const { card, name } = await firstCard(page, "To Do");
  const handle = card.getByRole("button", { name: `Move card ${name}` });
  const from = (await handle.boundingBox())!;
  const to = (await cards(column(page, "In Progress")).first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 15 });
  await page.mouse.up();
  await expect(cards(column(page, "In Progress")).filter({ hasText: name })).toHaveCount(1);
  await expectCardIn(page, "In Progress", name);
});

test("a card is moved with the keyboard: space lifts, arrows move, space drops", async ({ page }) => {
  await openBoard(page);
  const { card, name } = await firstCard(page, "To Do");
  await card.getByRole("button", { name: `Move card ${name}` }).focus();
  const said = (text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeAttached();
  await page.keyboard.press("Space");
  await said(`Card ${name} is back in its place in column To Do.`);
  await page.keyboard.press("ArrowRight");
  await said("in column In Progress.");
  await page.keyboard.press("Space");
  await said(`Card ${name} was dropped in column In Progress.`);
  await expect(cards(column(page, "To Do")).filter({ hasText: name })).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(cards(column(page, "To Do")).filter({ hasText: name })).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  // Escape puts a lifted card back. The board hears the arrow keys and Escape only once the lift is announced: dnd-kit's
  // keyboard sensor adds its keydown listener in a timer after space, and Chromium runs input before timers, so keys
  // pressed at once went to no listener and the card stayed lifted (the retried failure of CI).
  const { card: next, name: nextName } = await firstCard(page, "To Do");
  await next.getByRole("button", { name: `Move card ${nextName}` }).focus();
  await page.keyboard.press("Space");
  await said(`Card ${nextName} is back in its place in column To Do.`);
  await page.keyboard.press("ArrowRight");
  await said(`Card ${nextName} is over`);
  await page.keyboard.press("Escape");
  await said(`Moving was cancelled. Card ${nextName} is back where it was.`);
  await expect(cards(column(page, "To Do")).filter({ hasText: nextName })).toHaveCount(1);
});

test("a card dropped in a done column moves the project's progress in the header, with no reload", async ({ page }) => {
  await openBoard(page);
  const progress = page.getByRole("progressbar", { name: "Progress" });
  const doneOf = async () => Number(/(\d+) of \d+ tasks done/.exec((await progress.getAttribute("aria-valuetext")) ?? "")?.[1]);
  const before = await doneOf();
  const { card, name } = await firstCard(page, "In Progress");
  await card.getByRole("button", { name: `Move card ${name}` }).focus();
  await page.keyboard.press("Space");
  // The arrow key only once the lift is announced (dnd-kit listens from then on: the test above).
  await expect(page.getByRole("status").filter({ hasText: `Card ${name} is back in its place in column In Progress.` })).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("status").filter({ hasText: "in column Done." })).toBeAttached();
  await page.keyboard.press("Space");
  await expect(progress).toHaveAttribute("aria-valuetext", new RegExp(`^\\d+% \\(${before + 1} of \\d+ tasks done\\)$`));
});

test("the board has no serious accessibility violation, with its scripts and without them", async ({ page }) => {
  test.setTimeout(90_000); // two axe runs over a board of a few dozen cards, on a busy machine
  await openBoard(page);
  expect(await seriousViolations(page)).toEqual([]);
  // The markup a browser without JavaScript gets: the same page with its scripts held back.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole("button", { name: /^Move… / }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
