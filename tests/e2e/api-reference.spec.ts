import { expect, test } from "@playwright/test";
import { hostOf, signIn } from "./helpers";

/**
 * The API reference (issue 44 §2, decision 0086): linked from Settings › API tokens, Scalar renders
 * this host's document from the Worker's own assets under the page's policy (no CDN).
 */
test("the API reference opens from Settings › API tokens and lists the operations", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await signIn(page, "gia@acme.test");
  await page.goto(`${hostOf("acme")}/settings/api-tokens`);
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/api\/v2\/docs$/);
  await expect(page.getByRole("heading", { name: "Meridian API", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "dashboard", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "apiTokens", level: 2 })).toBeVisible();
  expect(refused.filter((text) => /script/i.test(text))).toEqual([]);
});
