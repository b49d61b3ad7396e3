import { expect, test } from "@playwright/test";
import { hostOf } from "./helpers";

test("an unknown organisation's address goes to the default host (start-up step 6)", async ({ page }) => {
  await page.goto(`${hostOf("no-such-org")}/my-space`);
  await expect(page).toHaveURL(`${hostOf("beta")}/`);
});

test("stopflicker clears what the browser stored (start-up step 2)", async ({ page }) => {
  await page.goto(`${hostOf("www")}/`);
  await page.evaluate(() => {
    localStorage.setItem("subdomain", "acme");
    sessionStorage.setItem("draft", "x");
  });
  await page.goto(`${hostOf("www")}/?stopflicker=true`);
  // What was stored is gone (analytics then starts its own session afresh: decision 0021).
  await expect.poll(() => page.evaluate(() => [localStorage.getItem("subdomain"), sessionStorage.getItem("draft")])).toEqual([null, null]);
});
