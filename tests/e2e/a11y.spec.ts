import { expect, test } from "@playwright/test";
import { hostOf, seriousViolations } from "./helpers";

/** axe runs inside the page, so these checks run with JavaScript only (untagged: not in the js-off project). */
for (const [name, url] of [
  ["the landing page", `${hostOf("www")}/`],
  ["the sign-up modal", `${hostOf("www")}/?signUp=true&from=website`],
  ["the login page", `${hostOf("auth")}/login`],
  ["the forgot password page", `${hostOf("auth")}/forgotpassword`],
  ["the pricing page", `${hostOf("www")}/pricing`],
] as const) {
  test(`${name} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("login errors are announced and tied to their fields", async ({ page }) => {
  await page.goto(`${hostOf("auth")}/login`);
  await page.getByRole("button", { name: "Log in" }).click();
  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await email.getAttribute("aria-describedby")}`)).toHaveText("Please fill in Email");
  expect(await seriousViolations(page)).toEqual([]);
});
