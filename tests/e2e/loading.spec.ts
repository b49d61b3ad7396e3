import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers";
import { seedProject } from "./workspaceSeed";

/**
 * What a project page loads first (issue 42 §3, decision 0085): its head preloads neither drag and drop
 * (dnd-kit) nor the rich-text editor (Tiptap), and no script by a URL the static assets layer answers
 * with a redirect; drag and drop arrives later, and until it does a card moves by its Move… form.
 */

/** Words that survive minification in each library's code. */
const DND_KIT = "DndDescribedBy";
const TIPTAP = "ProseMirror";

async function preloadedScripts(page: Page, url: string) {
  const html = await (await page.request.get(url)).text();
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
}

test("a project's List and Kanban preload neither drag and drop nor the editor, and no script through a redirect", async ({ page }) => {
  const { url } = await seedProject(["First", "Second"], "Preloads");
  await signIn(page, "ada@acme.test");
  for (const view of [url, `${url}/kanban`]) {
    const scripts = await preloadedScripts(page, view);
    expect(scripts.length, view).toBeGreaterThan(0);
    for (const script of scripts) {
      const answer = await page.request.get(new URL(script, view).href, { maxRedirects: 0 });
      expect(answer.status(), script).toBe(200);
      const code = await answer.text();
      expect(code.includes(DND_KIT), `${script} holds dnd-kit`).toBe(false);
      expect(code.includes(TIPTAP), `${script} holds Tiptap`).toBe(false);
    }
  }
});

test("until drag and drop arrives a card moves by its Move… form; once it has, by its handle", async ({ page }) => {
  const { url } = await seedProject(["Held card", "Other card"], "Late drag");
  await signIn(page, "ada@acme.test");
  // Hold back the script that brings dnd-kit.
  let heldBack = 0;
  const holdDndKit = async (route: Parameters<Parameters<Page["route"]>[1]>[0]) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(DND_KIT)) {
      heldBack += 1;
      return route.abort();
    }
    return route.fulfill({ response, body });
  };
  await page.route(/\/build\/.*\.js$/, holdDndKit);
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
  await page.unroute(/\/build\/.*\.js$/, holdDndKit);
  await page.reload();
  const other = page.getByRole("listitem", { name: "Other card" });
  await other.hover();
  await expect(other.getByRole("button", { name: "Move card Other card" })).toBeVisible();
  await expect(other.getByRole("button", { name: "Move… Other card" })).toHaveCount(0);
});
