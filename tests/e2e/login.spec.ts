import { expect, test } from "@playwright/test";
import { baseDomain } from "../../playwright.config";

test("ada logs in on the auth host and lands in Acme's shell", { tag: "@no-js" }, async ({ page }) => {
  await page.goto(`http://acme.${baseDomain}/login`);
  await expect(page).toHaveURL(new RegExp(`^http://auth\\.${baseDomain.replace(".", "\\.")}/login`));
  await expect(page.getByLabel("Domain name")).toHaveValue("acme");
  await page.getByLabel("Email").fill("ada@acme.test");
  await page.getByLabel("Password").fill("Demo#2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`http://acme.${baseDomain}/my-space`);
  await expect(page.getByRole("banner")).toContainText("Acme Inc");
});
