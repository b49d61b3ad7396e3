import { expect, test } from "@playwright/test";
import { baseDomain } from "../../playwright.config";

const acme = `http://acme.${baseDomain}`;
const globex = `http://globex.${baseDomain}`;

test("ada switches from Acme to Globex with the header's tenant dropdown and lands signed in", async ({ page }) => {
  await page.goto(`${acme}/login`);
  await page.getByLabel("Email").fill("ada@acme.test");
  await page.getByLabel("Password").fill("Demo#2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${acme}/my-space`);
  const header = page.getByRole("banner");
  await expect(header).toContainText("Acme Inc");

  await header.getByLabel("Switch organization").click();
  await expect(header.getByRole("menuitem", { name: "Acme Inc (acme)" })).toBeDisabled();
  await header.getByRole("menuitem", { name: "Globex Corporation (globex)" }).click();

  await expect(page).toHaveURL(`${globex}/my-space`);
  await expect(page.getByRole("banner")).toContainText("Globex Corporation");
  await expect(page.getByRole("banner").getByRole("menuitem", { name: "Globex Corporation (globex)", includeHidden: true })).toBeDisabled();
});
