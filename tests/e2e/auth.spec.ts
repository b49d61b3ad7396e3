import { expect, test, type Page } from "@playwright/test";
import { baseDomain } from "../../playwright.config";

const AUTH = `http://auth.${baseDomain}`;
const ACME = `http://acme.${baseDomain}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function submitLogin(page: Page, fields: { email?: string; password?: string; domain?: string }) {
  await page.goto(`${AUTH}/login`);
  if (fields.email !== undefined) await page.getByLabel("Email").fill(fields.email);
  if (fields.password !== undefined) await page.getByLabel("Password").fill(fields.password);
  if (fields.domain !== undefined) await page.getByLabel("Domain name").fill(fields.domain);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("an empty login shows what each field needs", { tag: "@no-js" }, async ({ page }) => {
  await submitLogin(page, {});
  await expect(page.getByText("Please fill in Email")).toBeVisible();
  await expect(page.getByText("Please fill in Password")).toBeVisible();
  await expect(page.getByText("Please fill in Domain Name")).toBeVisible();
  await expect(page).toHaveURL(`${AUTH}/login`);
});

test("an invalid e-mail and a leading space are explained", { tag: "@no-js" }, async ({ page }) => {
  await submitLogin(page, { email: "ada", password: "Demo#2026", domain: " acme" });
  await expect(page.getByText("Please enter valid email id")).toBeVisible();
  await expect(page.getByText("Leading Spaces not allowed")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("ada");
});

test("a wrong password shows the error and keeps the e-mail", { tag: "@no-js" }, async ({ page }) => {
  await submitLogin(page, { email: "ada@acme.test", password: "Wrong#2026", domain: "acme" });
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("ada@acme.test");
});

test("login lands in my-space and logout ends the session", { tag: "@no-js" }, async ({ page }) => {
  await submitLogin(page, { email: "bob@acme.test", password: "Demo#2026", domain: "acme" });
  await expect(page).toHaveURL(`${ACME}/my-space`);
  await expect(page.getByRole("banner")).toContainText("Acme Inc");
  const session = (await page.context().cookies(ACME)).find((cookie) => cookie.name === "meridian-session");
  expect(session?.httpOnly).toBe(true);

  await page.getByLabel("Account", { exact: true }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${escape(AUTH)}/login\\?domainName=acme$`));
  expect((await page.context().cookies(ACME)).some((cookie) => cookie.name === "meridian-session")).toBe(false);

  await page.context().addCookies([{ ...session!, sameSite: "Lax" }]);
  await page.goto(`${ACME}/my-space`);
  await expect(page).toHaveURL(new RegExp(`^${escape(AUTH)}/login`));
});
