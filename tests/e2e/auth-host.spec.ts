import { expect, test } from "@playwright/test";
import { hostOf, logIn } from "./helpers";

const auth = hostOf("auth");
const acme = hostOf("acme");

test("a signed-in browser that opens the login host lands in my-space, and after logout sees the login form again", async ({ page }) => {
  await logIn(page, "ada@acme.test");

  await page.goto(`${auth}/login`);
  await expect(page).toHaveURL(`${acme}/my-space`);
  await page.goto(`${auth}/`);
  await expect(page).toHaveURL(`${acme}/my-space`);

  await page.getByLabel("Account", { exact: true }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${auth}/login?domainName=acme`);
  await expect(page.getByLabel("Email")).toBeVisible();

  await page.goto(`${auth}/login`);
  await expect(page).toHaveURL(`${auth}/login`);
  await expect(page.getByLabel("Email")).toBeVisible();
});
