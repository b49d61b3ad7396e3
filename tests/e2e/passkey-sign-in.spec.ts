import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { DEMO_PASSWORD, freshMemberOf, hostOf, signInWithNewPasskey } from "./helpers";

/**
 * Signing in with a passkey on the auth host (issue 38 §1). Locally every host is its own relying
 * party (decision 0088: browsers refuse "localhost" as the relying party of its sub-domains), so a
 * passkey made on acme's host is not offered on the auth host. The authenticator holds what a
 * passkey is, a key pair: the test moves the same key to the auth host, as one relying
 * party for every host does in production. The server then checks a real signature against the key
 * the person added, on the page a person uses.
 */
async function passkeyForTheAuthHost(page: Page, email: string) {
  const { cdp, authenticatorId } = await signInWithNewPasskey(page, email, "Phone");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  // One credential id per authenticator: the key moves to the auth host's relying party.
  await cdp.send("WebAuthn.removeCredential", { authenticatorId, credentialId: credentials[0].credentialId });
  await cdp.send("WebAuthn.addCredential", { authenticatorId, credential: { ...credentials[0], rpId: new URL(hostOf("auth")).hostname } });
  await page.context().clearCookies();
  return cdp;
}

const signedIn = (page: Page) => expect(page).toHaveURL(`${hostOf("acme")}/my-space`, { timeout: 15_000 });

test.describe("a passkey on the auth host", () => {
  let cdp: CDPSession | undefined;
  test.afterEach(async () => cdp?.detach());

  test("signs in instead of the password, naming the organisation", async ({ page }) => {
    const email = await freshMemberOf("acme", "ada@acme.test", "Sina", "Passkey");
    cdp = await passkeyForTheAuthHost(page, email);
    await page.goto(`${hostOf("auth")}/login`);
    // The login page ships no script (decision 0014): its passkey address does.
    expect(await page.locator("script[src]").count()).toBe(0);
    await page.getByRole("link", { name: "Sign in with a passkey" }).click();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByText("Please fill in Domain name")).toBeVisible();
    await page.getByLabel("Domain name").fill("acme");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await signedIn(page);
  });

  test("is the second step after the password of a person whose only second step it is", async ({ page }) => {
    const email = await freshMemberOf("acme", "ada@acme.test", "Sam", "Second");
    cdp = await passkeyForTheAuthHost(page, email);
    await page.goto(`${hostOf("auth")}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByLabel("Domain name").fill("acme");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    await expect(page.getByLabel("Code")).toHaveCount(0);
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await signedIn(page);
  });
});

test("the login page's passkey address offers the passkey, or says that it needs JavaScript, and the password still signs in there @no-js", async ({ page, javaScriptEnabled }) => {
  await page.goto(`${hostOf("auth")}/login?domainName=acme`);
  await page.getByRole("link", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${hostOf("auth")}/login?passkey=true&domainName=acme`);
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  else await expect(page.getByText("Signing in with a passkey needs JavaScript in this browser.")).toBeVisible();
  await expect(page.getByLabel("Domain name")).toHaveValue("acme");
  await page.getByLabel("Email").fill("bob@acme.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await signedIn(page);
});
