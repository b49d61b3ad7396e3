import { expect, test } from "@playwright/test";
import { apiSession, DEMO_PASSWORD, exchange, expectToast, freshMemberOf, hostOf, logIn, seriousViolations, signIn } from "./helpers";

/**
 * Where you are signed in, leaving an organisation and deleting an account (issue 38 §2–3, decision
 * 0089). Each test has a person of its own (invited to acme and signed up), so no other test's
 * sessions or membership are touched; the last super admin's refusal is globex's Gus, refused.
 */
const SECURITY = `${hostOf("acme")}/settings/security`;
const ACCOUNT = `${hostOf("acme")}/settings/account`;

const sessionStatus = async (accessToken: string) => (await exchange("acme", "/api/v2/user/session", { headers: { accesstoken: accessToken } })).status;

test("a member signs another session out, then every other one", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const email = await freshMemberOf("acme", "ada@acme.test", "Sid", "Sessions");
  await logIn(page, email);
  const elsewhere = await apiSession("acme", email);
  await page.goto(SECURITY);
  const sessions = page.getByRole("list", { name: "Sessions" });
  await expect(sessions.getByRole("listitem", { name: /this session$/ })).toContainText("This session");
  await expect(sessions.getByRole("listitem", { name: /this session$/ })).toContainText("Chrome on Linux");
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  await sessions.getByRole("button", { name: "Sign out Unknown browser on unknown system" }).click();
  await expectToast(page, "That session is signed out.");
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  expect(await sessionStatus(elsewhere.accessToken)).toBe(401);

  const [one, two] = [await apiSession("acme", email), await apiSession("acme", email)];
  await page.goto(SECURITY);
  await page.getByRole("link", { name: "Sign out everywhere else" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Sign out your 2 other sessions? This session stays signed in.");
  await page.getByRole("button", { name: "Yes, sign out everywhere else" }).click();
  await expectToast(page, "You are signed out everywhere else.");
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("You are not signed in anywhere else.")).toBeVisible();
  expect([await sessionStatus(one.accessToken), await sessionStatus(two.accessToken)]).toEqual([401, 401]);
});

test("a member leaves the organisation after confirming, and is signed out of it", { tag: "@no-js" }, async ({ page }) => {
  const email = await freshMemberOf("acme", "ada@acme.test", "Lee", "Leaver");
  await signIn(page, email);
  await page.goto(ACCOUNT);
  await page.getByRole("link", { name: "Leave organisation" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Leave Acme Inc? You are signed out at once.");
  await page.getByRole("button", { name: "Yes, leave Acme Inc" }).click();
  await expect(page).toHaveURL(/\/\/auth\.[^/]+\/login/);
  const login = await exchange("auth", "/api/v2/user/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD, domainName: "acme" }),
  });
  expect(login.status).toBe(403);
});

test("the last super admin is told they cannot leave", { tag: "@no-js" }, async ({ page }) => {
  await signIn(page, "gus@globex.test", "globex");
  await page.goto(`${hostOf("globex")}/settings/account`);
  await page.getByRole("link", { name: "Leave organisation" }).click();
  await page.getByRole("button", { name: "Yes, leave Globex Corporation" }).click();
  await expect(page.getByRole("alert")).toContainText("You are the organisation's last super admin and cannot leave it.");
  await page.goto(`${hostOf("globex")}/my-space`);
  await expect(page).toHaveURL(`${hostOf("globex")}/my-space`);
});

test("a person deletes their account with their password, and signing in again restores it", async ({ page }) => {
  const email = await freshMemberOf("acme", "ada@acme.test", "Dee", "Deleter");
  await signIn(page, email);
  await page.goto(ACCOUNT);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Your password").fill("Not-the-password1!");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Password is incorrect")).toBeVisible();

  await page.getByLabel("Your password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/\/auth\.[^/]+\/login/);
  await page.goto(`${hostOf("acme")}/my-space`);
  await expect(page).not.toHaveURL(`${hostOf("acme")}/my-space`);

  await logIn(page, email);
  await expectToast(page, "Welcome back. Your account is no longer being deleted.");
});
