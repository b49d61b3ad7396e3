import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { apiCall, apiSession, DEMO_PASSWORD, exchange, freshMemberOf, hostOf, hydrated, seriousViolations, signIn, signInWithNewPasskey } from "./helpers";

/**
 * The second step asked again once it is on (issue 38, decision 0093): deleting the account takes a
 * code besides the password, and Profile › Security regenerates the recovery codes. Each test has a
 * person of its own, signed in before the app is turned on through the API.
 */
const SECURITY = `${hostOf("acme")}/settings/security`;
const ACCOUNT = `${hostOf("acme")}/settings/account`;
const STEP = 30_000;

/** Signs a fresh member in on the page, then turns their authenticator app on; answers the app's codes and the recovery codes. */
async function memberWithApp(page: import("@playwright/test").Page, firstName: string) {
  const email = await freshMemberOf("acme", "ada@acme.test", firstName, "Twostep");
  await signIn(page, email);
  const { accessToken } = await apiSession("acme", email);
  const headers = { accesstoken: accessToken };
  const started = await apiCall("acme", "/api/v2/user/totp/start", {}, headers);
  const totp = new TOTP({ secret: Secret.fromBase32(started.data.secret as string) });
  const confirmed = await apiCall("acme", "/api/v2/user/totp/confirm", { code: totp.generate({ timestamp: Date.now() - STEP }) }, headers);
  const codeAt = (offset = 0) => totp.generate({ timestamp: Date.now() + offset * STEP });
  return { email, codeAt, wrongCode: codeAt(20), recoveryCodes: confirmed.data.recoveryCodes as string[] };
}

/** The status of a sign-in through the API with the password, then this code as the second step. */
async function signInStatus(email: string, code: string) {
  const post = (path: string, body: unknown) =>
    exchange("auth", path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const login = JSON.parse((await post("/api/v2/user/login", { username: email, password: DEMO_PASSWORD, domainName: "acme" })).text);
  return (await post("/api/v2/user/secondStep", { challenge: login.data.secondStep.challenge, code })).status;
}

test("a person with two-step sign-in deletes their account with the password and a code", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const { wrongCode, recoveryCodes } = await memberWithApp(page, "Dora");
  await page.goto(ACCOUNT);
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Your password").fill(DEMO_PASSWORD);
  await page.getByLabel("Code", { exact: true }).fill(wrongCode);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Please enter correct code from your authenticator app")).toBeVisible();
  await expect(page).toHaveURL(ACCOUNT);

  await page.getByLabel("Your password").fill(DEMO_PASSWORD);
  await page.getByLabel("Code", { exact: true }).fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/\/auth\.[^/]+\/login/);
  await page.goto(`${hostOf("acme")}/my-space`);
  await expect(page).not.toHaveURL(`${hostOf("acme")}/my-space`);
});

test("recovery codes are regenerated on Profile › Security with a code from the app, and the old ones stop working", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const { email, codeAt, wrongCode, recoveryCodes } = await memberWithApp(page, "Regina");
  await page.goto(SECURITY);
  await page.getByText("Regenerate recovery codes", { exact: true }).first().click();
  await page.getByLabel("Code from the app").fill(wrongCode);
  await page.getByRole("button", { name: "Regenerate recovery codes" }).click();
  await expect(page.getByText("Please enter correct code from your authenticator app")).toBeVisible();
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Code from the app").fill(codeAt());
  await page.getByRole("button", { name: "Regenerate recovery codes" }).click();
  const shown = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(shown).toHaveCount(10);
  const fresh = await shown.allTextContents();
  expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);

  expect(await signInStatus(email, recoveryCodes[0])).toBe(400);
  expect(await signInStatus(email, fresh[0])).toBe(200);
  await page.goto(SECURITY);
  await expect(page.getByText("Recovery codes left: 9.")).toBeVisible();
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
});

test("a person whose second step is a passkey deletes their account with the password and Chromium's virtual authenticator", async ({ page }) => {
  const email = await freshMemberOf("acme", "ada@acme.test", "Pia", "Passkeyonly");
  await signInWithNewPasskey(page, email, "Phone");

  await page.goto(ACCOUNT);
  await hydrated(page);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByLabel("Code", { exact: true })).toHaveCount(0);
  // Without the passkey the deletion is refused, and the page says what it asks.
  await page.getByLabel("Your password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Please confirm with one of your passkeys")).toBeVisible();
  await expect(page).toHaveURL(ACCOUNT);

  await page.getByLabel("Your password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Confirm with a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Confirmed with your passkey." })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/\/auth\.[^/]+\/login/);
  await page.goto(`${hostOf("acme")}/my-space`);
  await expect(page).not.toHaveURL(`${hostOf("acme")}/my-space`);
});
