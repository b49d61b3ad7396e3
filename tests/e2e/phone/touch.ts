import { expect, type Locator, type Page } from "@playwright/test";

type Point = { x: number; y: number };

/** The middle of what `locator` shows on the screen. */
export async function middleOf(locator: Locator): Promise<Point> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A finger on a touch screen: real touch events through Chromium's DevTools protocol (Playwright's touchscreen only taps). */
export async function fingerOn(page: Page) {
  const session = await page.context().newCDPSession(page);
  let at: Point = { x: 0, y: 0 };
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", point?: Point) =>
    session.send("Input.dispatchTouchEvent", { type, touchPoints: point ? [{ x: Math.round(point.x), y: Math.round(point.y) }] : [] });
  return {
    down: async (point: Point) => {
      at = point;
      await touch("touchStart", point);
    },
    /** To `to` in small steps, a frame apart. */
    move: async (to: Point, steps = 20) => {
      const from = at;
      for (let step = 1; step <= steps; step++) {
        at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
        await touch("touchMove", at);
        await page.waitForTimeout(16);
      }
    },
    up: async () => {
      await touch("touchEnd");
      await session.detach();
    },
  };
}

/** A finger pressed on `from`, held `holdMs` (a press and hold), dragged to `to` and lifted. */
export async function pressHoldAndDrag(page: Page, from: Point, to: Point, { holdMs = 400, steps = 20 } = {}) {
  const finger = await fingerOn(page);
  await finger.down(from);
  await page.waitForTimeout(holdMs);
  await finger.move(to, steps);
  await page.waitForTimeout(100);
  await finger.up();
}

/** How much wider than the screen the document is (0 when it fits). */
export const documentOverflow = (page: Page) => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/**
 * The controls in `scope` (the page's main area unless said) smaller than `size` px each way (WCAG 2.2
 * 2.5.8: 24), as "name width×height", in one look at the page; hidden and screen-reader-only ones
 * (1 px) are not targets.
 */
export const smallTargets = (scope: Page | Locator, size = 24) =>
  ("goto" in scope ? scope.locator("#main") : scope).evaluate(
    (root, size) =>
      Array.from(root.querySelectorAll(":is(a[href], button, select, input, textarea, summary, [role=button], [role=separator])")).flatMap((element) => {
        const { width, height } = element.getBoundingClientRect();
        if (width <= 1 || height <= 1 || (width >= size && height >= size)) return [];
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
        return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`];
      }),
    size,
  );

/**
 * Waits for a List's or board's drag and drop, which arrives after hydration (decision 0085) and
 * re-renders the rows and cards it enhances: measure them only once it is there.
 */
export const dragAndDropReady = (page: Page) => expect(page.locator('main [data-enhancement="ready"]').first()).toBeAttached();
