import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers";
import { seedProject } from "./workspaceSeed";

/**
 * Issue 23 §4: the rows "Load more" showed stay after an edit (the post's
 * revalidation, or without JavaScript the redirect back, reads them again).
 */
const names = Array.from({ length: 55 }, (_, index) => `Item ${String(index + 1).padStart(2, "0")}`);

/** Waits for what an edit brings back: the revalidation with JavaScript, the page after the redirect without. */
async function settled(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.waitForResponse((response) => response.request().method() === "GET" && new URL(response.url()).pathname.endsWith(".data"));
  else await page.waitForEvent("load");
}

test("List: the rows Load more showed stay after an inline edit", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(names);
  await page.goto(url);
  const rows = page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem");
  await expect(rows).toHaveCount(50);

  await page.getByRole("link", { name: "Load more (50 of 55)" }).click();
  await expect(page.getByRole("listitem", { name: "Item 55" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Item 01" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Load more/ })).toHaveCount(0);

  // An inline status change of a row of the first page.
  const revalidated = settled(page, javaScriptEnabled);
  await page.getByLabel("Status of Item 02").first().selectOption({ label: "In Progress" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Save Status of Item 02" }).first().click();
  await revalidated;
  await expect(page.getByLabel("Status of Item 02").first()).toHaveValue(/.+/);
  await expect(page.getByRole("listitem", { name: "Item 55" })).toBeVisible();
  await expect(rows).toHaveCount(55);
  await expect(page.getByRole("link", { name: /Load more/ })).toHaveCount(0);
});
