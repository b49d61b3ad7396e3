import { expect, test } from "@playwright/test";
import { archiveRow, hostOf, signIn } from "./helpers";
import { memberOfAcme, seedProject } from "./workspaceSeed";

/**
 * An archived project (issue 23 §4): its page still opens, read-only, with a
 * banner above its header saying so and, for whoever may restore it, a link to its row on the
 * archive screen. The banner is server-rendered, the same HTML with JavaScript or without: no @no-js run.
 */
test("an archived project's page shows the banner and leads to its row in the archive", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const { url, projectId } = await seedProject(["Still readable"], "Shelved");
  const banner = page.getByRole("note", { name: "Archived project" });

  await page.goto(url);
  await expect(page.getByRole("listitem", { name: "Still readable" })).toBeVisible();
  await expect(banner).toHaveCount(0);

  const ada = await memberOfAcme("ada@acme.test");
  await ada.call("project/archive", { projectId });
  await page.goto(url);
  await expect(banner).toContainText("This project is archived. Restore it to change it.");
  await expect(page.getByRole("heading", { name: "Shelved", level: 1 })).toBeVisible();

  const link = banner.getByRole("link", { name: "Restore it from the archive" });
  await expect(link).toHaveAttribute("href", `/archive?tab=project&rowId=${projectId}`);
  await link.click();
  await expect(page).toHaveURL(`${hostOf("acme")}/archive?tab=project&rowId=${projectId}`);
  await expect(archiveRow(page, projectId)).toHaveAttribute("aria-current", "true");
});
