import { expect, test } from "@playwright/test";
import { expectToast, freshOrganisation, hostOf, seriousViolations, signIn } from "./helpers";

/**
 * Deleting an organisation (issue 38 §3, decision 0091): a super admin types its name in Settings ›
 * Organisation, every page then leads to the page that says it is scheduled for deletion, and
 * Restore brings it back. Each run has an organisation of its own.
 */
test("a super admin schedules the organisation's deletion by typing its name, and restores it", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const { owner, subdomain } = await freshOrganisation();
  const host = hostOf(subdomain);
  await signIn(page, owner, subdomain);
  await page.goto(`${host}/settings/organization`);
  await expect(page.getByRole("heading", { name: "Delete Plan Co" })).toBeVisible();
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  const name = page.getByLabel("Type “Plan Co” to confirm");
  await name.fill("Plan Company");
  await page.getByRole("button", { name: "Delete organisation" }).click();
  await expect(page.getByText("The name you typed is not this organisation's name.")).toBeVisible();
  await expect(page).toHaveURL(`${host}/settings/organization`);

  await name.fill("Plan Co");
  await page.getByRole("button", { name: "Delete organisation" }).click();
  await expect(page).toHaveURL(`${host}/scheduled-for-deletion`);
  await expect(page.getByRole("heading", { name: "Plan Co is scheduled for deletion" })).toBeVisible();
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${host}/my-space`);
  await expect(page).toHaveURL(`${host}/scheduled-for-deletion`);
  await page.getByRole("button", { name: "Restore Plan Co" }).click();
  await expectToast(page, "The organisation is restored. Its work is open again.");
  await expect(page).not.toHaveURL(/scheduled-for-deletion/);
  await page.goto(`${host}/settings/organization`);
  await expect(page.getByRole("heading", { name: "Delete Plan Co" })).toBeVisible();
});
