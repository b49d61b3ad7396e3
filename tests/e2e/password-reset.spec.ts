import { expect, test } from "@playwright/test";
import { baseDomain } from "../../playwright.config";
import { freshMemberOf, linkInMail } from "./helpers";

const NEW_PASSWORD = "Renewed#2026";

test("a user resets a forgotten password from the login page and logs in with the new one", { tag: "@no-js" }, async ({ page }) => {
  const email = await freshMemberOf("acme", "ada@acme.test");
  await page.goto(`http://auth.${baseDomain}/login?domainName=acme`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(`http://auth.${baseDomain}/forgotpassword`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText("If an account exists for this email, we have sent a link to reset your password.");

  const link = await linkInMail(email, /http\S+\/resetpassword\?token=\S+/);
  expect(link).toMatch(new RegExp(`^http://auth\\.${baseDomain.replace(".", "\\.")}/resetpassword\\?token=`));
  await page.goto(link);
  await page.getByLabel("New password").fill("weakpass");
  await page.getByLabel("Confirm password").fill("weakpass");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password should be alphanumerical with a minimum of 8 characters in length")).toBeVisible();
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed.");

  await page.getByRole("link", { name: "Log in with your new password" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByLabel("Domain name").fill("acme");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`http://acme.${baseDomain}/my-space`);

  await page.goto(link);
  await page.getByLabel("New password").fill("Another#2026");
  await page.getByLabel("Confirm password").fill("Another#2026");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This password reset link is no longer valid. Please request a new one.");
});

test("the reset password page is only for logged-out users", async ({ page }) => {
  await page.goto(`http://acme.${baseDomain}/resetpassword?token=abc`);
  await expect(page).toHaveURL(`http://auth.${baseDomain}/resetpassword?token=abc`);
});
