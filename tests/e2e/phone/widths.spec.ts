import { expect, test, type Page } from "@playwright/test";
import { hostOf } from "../helpers";

/** How much wider than the screen the document is (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const PHONE_WIDTHS = [320, 390];

const PUBLIC_PAGES = [
  ["www", "/"],
  ["www", "/pricing"],
  ["www", "/why-meridian"],
  ["auth", "/login"],
  ["auth", "/signup"],
  ["auth", "/forgotpassword"],
] as const;

test.describe("no public page is wider than a phone's screen", () => {
  for (const width of PHONE_WIDTHS) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [subdomain, path] of PUBLIC_PAGES) {
        await page.goto(`${hostOf(subdomain)}${path}`);
        expect(await overflow(page), `${subdomain}${path} at ${width} px`).toBe(0);
      }
    });
  }
});
