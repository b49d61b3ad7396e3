import { expect, test } from "@playwright/test";
import { NOT_AN_ARCHIVE } from "~/lib/exports/organisationArchive";
import { ARCHIVE_EXPORT_STARTED } from "~/schemas/organisationArchive";
import { hostOf, signIn } from "./helpers";

/**
 * Settings › Organisation archive (issue 38 §3, decision 0092), with JavaScript on and off: ada, a
 * super admin, starts the organisation's export (it runs in the background and is listed), and the
 * import form refuses a file that is not an archive, saying why, with nothing imported.
 */
const PAGE = `${hostOf("acme")}/settings/organisation-archive`;

test("ada starts the organisation's export and sees it listed", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "Organisation archive", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Export the organisation" }).click();
  await expect(page.getByRole("status").filter({ hasText: ARCHIVE_EXPORT_STARTED })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your archives" }).getByRole("listitem").first()).toBeVisible();
});

test("the import form refuses a file that is not an archive", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await page.goto(PAGE);
  const form = page.getByRole("form", { name: "Import an archive" });
  await form.getByLabel("Archive (.zip)").setInputFiles({ name: "not-an-archive.zip", mimeType: "application/zip", buffer: Buffer.from("plain text, not a zip") });
  await form.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("alert").filter({ hasText: NOT_AN_ARCHIVE })).toBeVisible();
});

test("a member who is not a super admin opening the page gets the app's 403, not the page", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "bob@acme.test");
  const answer = await page.goto(PAGE);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("button", { name: "Export the organisation" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Import an archive" })).toHaveCount(0);
});
