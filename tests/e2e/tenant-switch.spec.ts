import { expect, test } from "@playwright/test";
import { hostOf, logIn } from "./helpers";

const globex = hostOf("globex");

test("ada switches from Acme to Globex with the header's tenant dropdown and lands signed in", { tag: "@no-js" }, async ({ page }) => {
  await logIn(page, "ada@acme.test");
  const header = page.getByRole("banner");
  await expect(header).toContainText("Acme Inc");

  await header.getByLabel("Switch organization").click();
  await expect(header.getByRole("menuitem", { name: "Acme Inc (acme)" })).toBeDisabled();
  await header.getByRole("menuitem", { name: "Globex Corporation (globex)" }).click();

  await expect(page).toHaveURL(`${globex}/my-space`);
  await expect(page.getByRole("banner")).toContainText("Globex Corporation");
  await page.getByRole("banner").getByLabel("Switch organization").click();
  await expect(page.getByRole("banner").getByRole("menuitem", { name: "Globex Corporation (globex)" })).toBeDisabled();
});
