import { expect, test } from "@playwright/test";
import { hostOf, signIn } from "./helpers";
import { onDemoWork } from "./workspaceSeed";
import { oneBarOnTheGantt } from "./ganttBar";

/** Leaving a page while an edit made in place is still on its way asks first (issue 23 §4); once it is saved, leaving does not. */
onDemoWork();

test("closing the Gantt while a moved bar is being saved asks first, and not once it is saved", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects`);
  await page.getByRole("navigation", { name: "Projects" }).getByRole("link", { name: /Website relaunch/ }).first().click();
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Gantt" }).click();
  await expect(page).toHaveURL(/\/gantt$/);
  const bar = page.getByRole("button", { name: /^Wireframes for the home page:/ });
  // The move's post is held until the question was asked: a held time could run out on a busy machine first (decision 0097).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/gantt(\.data)?(\?|$)/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const asked: string[] = [];
  page.on("dialog", async (dialog) => {
    asked.push(dialog.type());
    await dialog.dismiss();
  });
  await bar.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(bar).toHaveAttribute("aria-busy", "true");
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  expect(page.isClosed()).toBe(false);

  release();
  await expect(bar).not.toHaveAttribute("aria-busy", "true");
  await page.keyboard.press("ArrowRight");
  await expect(bar).not.toHaveAttribute("aria-busy", "true");
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(asked).toEqual(["beforeunload"]);
});

/**
 * Issue 40 §4, the Gantt case that flaked: the guard asked from what the last render had seen, so in
 * the moment between a key's post and the page drawing it (seconds on a busy machine), and between a
 * move's answer and the post of the move held back behind it, leaving lost the move unasked. At every
 * change of the router's state, from the key on, leaving must ask until the last move is saved.
 */
test("from the key that moves a bar to the answer of the move held back behind it, leaving asks at every moment", async ({ page }) => {
  const { bar, taskId } = await oneBarOnTheGantt(page, "Moved and left");

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route(/\/gantt\.data(\?|$)/, async (route) => {
    if (route.request().method() === "POST" && ++posts === 1) await held;
    await route.continue();
  });
  // Each time the router's state changes, the bar's post's state then and whether leaving would ask then.
  await page.evaluate((key) => {
    type Router = { subscribe(listener: (state: { fetchers: Map<string, { state: string }> }) => void): () => void };
    const probe = window as unknown as Window & { __remixRouter: Router; moments: [string, boolean][] };
    probe.moments = [];
    probe.__remixRouter.subscribe(({ fetchers }) => {
      if (!fetchers.has(key)) return;
      const leaving = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(leaving);
      probe.moments.push([fetchers.get(key)?.state ?? "idle", leaving.defaultPrevented]);
    });
  }, `gantt-dates-${taskId}`);
  const moments = () => page.evaluate(() => (window as unknown as { moments: [string, boolean][] }).moments);

  await bar.focus();
  await page.keyboard.press("ArrowRight");
  await expect(bar).toHaveAttribute("aria-busy", "true");
  // The second move waits for the first's answer.
  await page.keyboard.press("ArrowRight");
  await expect(bar).toHaveAttribute("data-start", "2026-12-21");
  release();
  await expect(bar).not.toHaveAttribute("aria-busy", "true");
  await expect(bar).toHaveAttribute("data-start", "2026-12-21");

  // The moments the bar's post changed: every one asks but the last (saved).
  const changes = (await moments()).filter((moment, index, all) => index === 0 || moment.join() !== all[index - 1].join());
  expect(changes.map(([state]) => state)).toEqual(["submitting", "loading", "idle", "submitting", "loading", "idle"]);
  expect(changes.map(([, asks]) => asks)).toEqual([true, true, true, true, true, false]);
  await page.reload();
  await expect(page.getByRole("button", { name: /^Moved and left:/ })).toHaveAttribute("data-start", "2026-12-21");
});
