import { expect, test } from "@playwright/test";
import { exchange, expectToast, hostOf, seriousViolations, signIn } from "./helpers";

/**
 * Settings › API tokens (issue 44 §1), with JavaScript on and off: gia (a guest: her tokens touch no
 * other test's data) makes a read-only token, sees its secret once, calls the API with it, and
 * revokes it after confirming; the token then answers 401.
 */
const TOKENS = `${hostOf("acme")}/settings/api-tokens`;

const sessionWith = async (secret: string) => (await exchange("acme", "/api/v2/user/session", { headers: { authorization: `Bearer ${secret}` } })).status;

test("gia makes a read-only token, uses it once shown, and revokes it", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  await signIn(page, "gia@acme.test");
  await page.goto(TOKENS);
  const name = `Report ${javaScriptEnabled ? "on" : "off"} ${Date.now()}`;
  await page.getByLabel("Token Name").fill(name);
  await page.getByLabel("Access").selectOption("read");
  await page.getByLabel("Expires after").selectOption("30");
  await page.getByRole("button", { name: "Create token" }).click();

  const secretBox = page.getByLabel("Your new token");
  await expect(secretBox).toHaveValue(/^mrd_ro_/);
  const secret = await secretBox.inputValue();
  expect(await sessionWith(secret)).toBe(200);
  const listed = page.getByRole("list", { name: "Your tokens" }).getByRole("listitem", { name });
  await expect(listed).toContainText("Read only");
  await expect(listed).toContainText(`…${secret.slice(-4)}`);
  // axe runs inside the page: JavaScript only.
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  // Shown once: a fresh load of the page has it nowhere.
  await page.goto(TOKENS);
  await expect(page.getByLabel("Your new token")).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  await listed.getByRole("link", { name: `Revoke ${name}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Revoke the token ${name}?`);
  await page.getByRole("button", { name: "Yes, revoke token" }).click();
  await expectToast(page, `Token ${name} revoked.`);
  await expect(page.getByRole("listitem", { name })).toHaveCount(0);
  expect(await sessionWith(secret)).toBe(401);
});

test("a token's name is checked like any name, with the field's message", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "gia@acme.test");
  await page.goto(TOKENS);
  await page.getByLabel("Token Name").fill("x");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText("Token Name should be at least 2 characters")).toBeVisible();
  await expect(page.getByLabel("Your new token")).toHaveCount(0);
});
