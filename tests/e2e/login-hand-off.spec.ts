import { expect, test, type Browser, type Page } from "@playwright/test";
import { baseDomain, E2E_PORT } from "../../playwright.config";
import { DEMO_PASSWORD, hostOf, signIn, seriousViolations } from "./helpers";

const acme = hostOf("acme");
const ATTACKER_SITE = "http://attacker.test/";

/**
 * A fresh redirect token of `email` for acme, as an attacker gets one: log in
 * in their own browser and stop at the hand-off instead of following it.
 */
async function stolenHandOff(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  let location = "";
  await page.route(`${hostOf("auth")}/login*`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    // Node does not resolve *.localhost: send the post to 127.0.0.1 with the auth host's name.
    const response = await route.fetch({
      url: `http://127.0.0.1:${E2E_PORT}/login?domainName=acme`,
      headers: { ...route.request().headers(), host: `auth.${baseDomain}` },
      maxRedirects: 0,
    });
    location = response.headers()["location"] ?? "";
    await route.fulfill({ status: 200, contentType: "text/plain", body: "stopped before the hand-off" });
  });
  await page.goto(`${hostOf("auth")}/login?domainName=acme`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("stopped before the hand-off")).toBeVisible();
  await context.close();
  expect(location).toMatch(new RegExp(`^${acme}/\\?token=`));
  return location;
}

/** Opens `link` from a page of another site, as a plain link the victim clicks. */
async function followLinkFromAnotherSite(page: Page, link: string) {
  await page.route(ATTACKER_SITE, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Prize</title><a href="${link}">Claim your prize</a>` }),
  );
  await page.goto(ATTACKER_SITE);
  await page.getByRole("link", { name: "Claim your prize" }).click();
}

async function signedInEmail(page: Page) {
  await page.goto(`${acme}/settings/profile/details`);
  return page.getByLabel("Email").inputValue();
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies(acme)).find((cookie) => cookie.name === "meridian-session")?.value;

test("a log-in link opened from another site asks first and signs in only when confirmed", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  const link = await stolenHandOff(browser, "bob@acme.test");
  await followLinkFromAnotherSite(page, link);

  await expect(page).toHaveURL(new RegExp(`^${acme}/confirm-login\\?token=`));
  await expect(page.getByRole("heading", { name: "Log in to Acme Inc?" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("bob@acme.test");
  expect(await sessionCookie(page)).toBeUndefined();
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Log in as bob@acme.test" }).click();
  await expect(page).toHaveURL(`${acme}/my-space`);
  expect(await signedInEmail(page)).toBe("bob@acme.test");
});

test("a log-in link that would replace another user's session asks, and Cancel keeps that user signed in", async ({ page, browser }) => {
  await signIn(page, "ada@acme.test");
  const before = await sessionCookie(page);
  const link = await stolenHandOff(browser, "bob@acme.test");
  await followLinkFromAnotherSite(page, link);

  await expect(page.getByRole("heading", { name: "Log in to Acme Inc?" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("You are logged in here as ada@acme.test");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`${acme}/my-space`);
  expect(await sessionCookie(page)).toBe(before);
  expect(await signedInEmail(page)).toBe("ada@acme.test");
});
