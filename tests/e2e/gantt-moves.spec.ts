import { expect, test } from "@playwright/test";
import { holdReload } from "./helpers";
import { oneBarOnTheGantt } from "./ganttBar";

/**
 * Issue 23 §4, the Gantt keyboard test that flaked: a reload of the chart that began before a key
 * move was saved (a live update's) landed after the move's answer and put the old dates back, and
 * the next key moved from those. The reload is held here until the move is answered.
 */
test("a second key move builds on the first, whatever a reload that began before it says", async ({ page }) => {
  const { bar } = await oneBarOnTheGantt(page, "Moved by keys");

  // A reload starts (as a live update's does); its answer, read at once, is held back in the page.
  const reload = await holdReload(page);
  await bar.focus();
  const answered = page.waitForResponse((response) => response.request().method() === "GET" && new URL(response.url()).pathname.endsWith(".data"));
  await page.keyboard.press("ArrowRight");
  await answered;
  await expect(bar).toHaveAttribute("data-start", "2026-12-14");
  expect(await reload.revalidation()).toBe("loading");
  await reload.release();
  await expect.poll(reload.revalidation).toBe("idle");
  await expect(bar).toHaveAttribute("data-start", "2026-12-14");

  await page.keyboard.press("Shift+ArrowRight");
  await expect(bar).toHaveAttribute("data-due", "2026-12-25");
  await expect(bar).toHaveAttribute("data-start", "2026-12-14");
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("button", { name: /^Moved by keys:/ })).toHaveAttribute("data-due", "2026-12-25", { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("button", { name: /^Moved by keys:/ })).toHaveAttribute("data-start", "2026-12-14");
});
