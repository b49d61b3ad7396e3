import { expect, test, type Page, type Route } from "@playwright/test";
import { signIn } from "./helpers";
import { seedProject } from "./workspaceSeed";

/**
 * What a project page loads first (issue 42 §3, decision 0085): its head preloads neither drag and drop
 * (dnd-kit) nor the rich-text editor (Tiptap), and no script by a URL the static assets layer answers
 * with a redirect, and what it preloads at low priority (decision 0100), in at most 50 files (decision
 * 0107); drag and drop arrives later, and until it does a card moves by its Move… form.
 */

/** Words that survive minification in each library's code. */
const DND_KIT = "DndDescribedBy";
const TIPTAP = "ProseMirror";
/** The modules fetched on demand for drag and drop (esbuild names a dynamic import's chunk after its file, components/…/dnd.tsx). */
const DRAG_AND_DROP_MODULE = /\/build\/_shared\/dnd-[A-Z0-9]+\.js$/;

/** Each script the served page preloads, as the browser gets it (Node does not resolve *.localhost): status, whether it redirected, what it holds. */
async function preloadedScripts(page: Page, url: string) {
  await page.goto(url);
  return page.evaluate(async () => {
    const html = await (await fetch(location.href)).text();
    const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map(([tag, href]) => ({ tag, href }));
    return Promise.all(
      links.map(async ({ tag, href }) => {
        const answer = await fetch(href, { redirect: "manual" });
        const priority = /fetchpriority="([a-z]+)"/.exec(tag)?.[1] ?? "auto";
        return { href, priority, status: answer.status, redirected: answer.type === "opaqueredirect", code: answer.type === "opaqueredirect" ? "" : await answer.text() };
      }),
    );
  });
}

test("a project's List and Kanban preload neither drag and drop nor the editor, and no script through a redirect; each at low priority", async ({ page }) => {
  const { url } = await seedProject(["First", "Second"], "Preloads");
  await signIn(page, "ada@acme.test");
  for (const view of [url, `${url}/kanban`]) {
    const scripts = await preloadedScripts(page, view);
    expect(scripts.length, view).toBeGreaterThan(0);
    // Fewer, larger files: a module fetched on demand splits none of the page's chunks (decision 0107; 67 before).
    expect(scripts.length, view).toBeLessThanOrEqual(50);
    for (const { href, priority, status, redirected, code } of scripts) {
      // Module scripts never block the first paint: their preloads leave the link to the document and its stylesheet (decision 0100).
      expect({ href, priority, status, redirected }).toEqual({ href, priority: "low", status: 200, redirected: false });
      expect(code.includes(DND_KIT), `${href} holds dnd-kit`).toBe(false);
      expect(code.includes(TIPTAP), `${href} holds Tiptap`).toBe(false);
    }
  }
});

test("until drag and drop arrives a card moves by its Move… form; once it has, by its handle", async ({ page }) => {
  const { url } = await seedProject(["Held card", "Other card"], "Late drag");
  await signIn(page, "ada@acme.test");
  let heldBack = 0;
  const holdBack = (route: Route) => {
    heldBack += 1;
    return route.abort();
  };
  await page.route(DRAG_AND_DROP_MODULE, holdBack);
  await page.goto(`${url}/kanban`);
  const card = page.getByRole("listitem", { name: "Held card" });
  await card.hover(); // reaching for the board asks for drag and drop
  await expect.poll(() => heldBack).toBeGreaterThan(0);
  await card.getByRole("button", { name: "Move… Held card" }).click();
  await card.getByLabel("Column for Held card").selectOption({ label: "Done" });
  await card.getByRole("button", { name: "Move Held card", exact: true }).click();
  await expect(page.getByText("Card moved.")).toBeVisible();
  const done = page.getByRole("region", { name: /^Done \(\d+\)/ });
  await expect(done.getByRole("listitem", { name: "Held card" })).toBeVisible();

  // Let it through (a module that failed stays failed in its document: a new visit): reaching for the board
  // brings the handles, and the Move… forms give way to them.
  await page.unroute(DRAG_AND_DROP_MODULE, holdBack);
  await page.reload();
  const other = page.getByRole("listitem", { name: "Other card" });
  await other.hover();
  await expect(other.getByRole("button", { name: "Move card Other card" })).toBeVisible();
  await expect(other.getByRole("button", { name: "Move… Other card" })).toHaveCount(0);
});

/** Holds back the scripts `pattern` names until `release()` (decision 0095): what the page does before a lazy module arrives. */
async function heldUntilReleased(page: Page, pattern: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(pattern, async (route) => {
    asked += 1;
    await gate;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Marks an element in the page, to tell later whether it is still the same element (not remounted). */
const mark = (locator: ReturnType<Page["locator"]>) => locator.evaluate((element) => ((element as HTMLElement & { __kept?: boolean }).__kept = true));
const stillMarked = (locator: ReturnType<Page["locator"]>) => locator.evaluate((element) => (element as HTMLElement & { __kept?: boolean }).__kept === true);

test("text typed before drag and drop arrives survives it, with its focus, and no card or row is rendered anew", async ({ page }) => {
  const { url } = await seedProject(["Kept card", "Kept row"], "Typed early");
  await signIn(page, "ada@acme.test");
  for (const view of ["kanban", "list"] as const) {
    const held = await heldUntilReleased(page, DRAG_AND_DROP_MODULE);
    await page.goto(view === "kanban" ? `${url}/kanban` : url);
    await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeVisible(); // hydrated
    const item = page.getByRole("listitem", { name: view === "kanban" ? "Kept card" : "Kept row" });
    await mark(item);
    const field = view === "kanban" ? page.getByRole("textbox", { name: "New card in To Do" }) : page.getByRole("textbox", { name: "New task in Backlog" });
    await field.click();
    await field.pressSequentially("Half typ");
    await expect.poll(held.asked).toBeGreaterThan(0);
    held.release();
    const handle = view === "kanban" ? item.getByRole("button", { name: "Move card Kept card" }) : item.getByRole("button", { name: "Drag Kept row" });
    await expect(handle).toBeVisible();
    await expect(field).toBeFocused();
    await page.keyboard.type("ed");
    await expect(field).toHaveValue("Half typed");
    expect(await stillMarked(item), `${view}: the same element`).toBe(true);
    await page.unrouteAll();
  }
});

test("the message composer is a text area until reached for; the editor then takes the typed text, the caret and the focus, and its buttons stay the same elements", async ({ page }) => {
  const { url, taskIds } = await seedProject(["Talked about"], "Composer");
  await signIn(page, "ada@acme.test");
  const held = await heldUntilReleased(page, /\/build\/_shared\/MentionEditor-[A-Z0-9]+\.js$/);
  await page.goto(`${url}?taskId=${taskIds[0]}&tab=conversations`);
  await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeVisible(); // hydrated
  const composer = page.getByTestId("new-conversation");
  const box = composer.getByRole("textbox", { name: "New conversation on Talked about" });
  await page.waitForTimeout(500); // the page idle: the editor is still not asked for
  expect(held.asked()).toBe(0);
  await box.click();
  await box.pressSequentially("Hello wor");
  await expect.poll(held.asked).toBeGreaterThan(0);
  // A click on Post or Attach files while the editor takes over must not meet a button being taken away.
  const post = composer.getByRole("button", { name: "Post" });
  const attach = composer.getByLabel("Attach files");
  await mark(post);
  await mark(attach);
  held.release();
  await expect(composer.locator("[contenteditable=true]")).toBeVisible();
  await expect(box).toBeFocused(); // the editor's textbox now, under the same name
  expect(await stillMarked(post), "the same Post button").toBe(true);
  expect(await stillMarked(attach), "the same file picker").toBe(true);
  await page.keyboard.type("ld");
  await expect(composer.locator("[contenteditable=true]")).toHaveText("Hello world");
  await composer.getByRole("button", { name: "Post" }).click();
  await expect(page.getByRole("region", { name: /^Conversations \(\d+\)/ }).getByRole("article").filter({ hasText: "Hello world" })).toBeVisible();
});
