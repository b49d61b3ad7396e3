import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { apiCall, apiSession, DEMO_PASSWORD, freshMemberOf, freshOrganisation, hostOf, signIn, signInWithNewPasskey } from "./helpers";

/** Two-step sign-in and passkeys (issue 38 §1), each with a person of its own: the shared demo people keep signing in with a password. */
const SECURITY = `${hostOf("acme")}/settings/security`;
const MY_SPACE = `${hostOf("acme")}/my-space`;

/** The ceremony of adding, naming and removing a passkey; signing in with one: passkey-sign-in.spec.ts. */
test("a passkey is added with Chromium's virtual authenticator, renamed and removed on Profile › Security", async ({ page }) => {
  const email = await freshMemberOf("acme", "ada@acme.test", "Paula", "Passkey");
  await signInWithNewPasskey(page, email, "Test laptop");
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByRole("textbox")).toHaveValue("Test laptop");

  const row = page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
  await row.getByRole("textbox").fill("Work laptop");
  await row.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByRole("textbox")).toHaveValue("Work laptop");
  await page.getByRole("link", { name: "Remove passkey Work laptop" }).click();
  await page.getByRole("button", { name: "Yes, remove passkey" }).click();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();

  // The audit log has each step (decision 0093): the passkey's names as they were typed.
  const admin = { accesstoken: (await apiSession("acme", "ada@acme.test")).accessToken };
  const { userId } = await apiSession("acme", email);
  const audit = await apiCall("acme", `/api/v2/auditLog/list?actorId=${userId}`, undefined, admin);
  const entries = (audit.data.items as Array<{ verb: string; detail: Record<string, unknown> }>).filter((item) => item.verb.startsWith("passkey_"));
  expect(entries.map((item) => [item.verb, item.detail.passkey]).reverse()).toEqual([
    ["passkey_added", "Test laptop"],
    ["passkey_renamed", "Work laptop"],
    ["passkey_removed", "Work laptop"],
  ]);
});

test("an authenticator app is turned on and signs in with its code, without JavaScript @no-js", async ({ page }) => {
  const email = await freshMemberOf("acme", "ada@acme.test", "Tomas", "Totp");
  await signIn(page, email);
  await page.goto(SECURITY);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByLabel("Code from the app").fill(totp.generate({ timestamp: Date.now() - 30_000 }));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expect(page.getByText("Authenticator app: on")).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`${hostOf("auth")}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByLabel("Domain name").fill("acme");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${hostOf("auth")}/login/second-step`);
  await page.getByLabel("Code", { exact: true }).fill("000000" === totp.generate() ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Please enter correct code")).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(MY_SPACE);
});

test("an organisation that requires a second step leads a member without one to set it up at sign-in, before any page @no-js", async ({ page }) => {
  const { owner, subdomain } = await freshOrganisation();
  await signIn(page, owner, subdomain);
  await page.goto(`${hostOf(subdomain)}/settings/security`);
  await page.getByRole("button", { name: "Require two-step sign-in for every member" }).click();
  await expect(page.getByText("Every member must sign in with a second step.")).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`${hostOf("auth")}/login`);
  await page.getByLabel("Email").fill(owner);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByLabel("Domain name").fill(subdomain);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${hostOf("auth")}/login/set-up-second-step`);
  await expect(page.getByText("Plan Co asks every member to sign in with a second step.")).toBeVisible();
  // No page of the organisation before the second step is set up: the hand-off has not happened.
  await page.goto(`${hostOf(subdomain)}/my-space`);
  await expect(page).not.toHaveURL(`${hostOf(subdomain)}/my-space`);
  await page.goBack();

  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByLabel("Code from the app").fill(totp.generate());
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "Continue to Plan Co" }).click();
  await expect(page).toHaveURL(`${hostOf(subdomain)}/my-space`);
});
