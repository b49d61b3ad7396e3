import { expect, test, type Page } from "@playwright/test";
import { freshMemberOf, freshOrganisation, hostOf, signIn, seriousViolations } from "./helpers";

const dialog = (page: Page) => page.getByRole("dialog");

test.describe("upgrading through the super admin (spec §4)", () => {
  test("a member notifies the super admin; the super admin confirms the trial, sees the thank-you; the plan changes", { tag: "@no-js" }, async ({ browser }) => {
    test.slow();
    const { owner, subdomain } = await freshOrganisation();
    const member = await freshMemberOf(subdomain, owner, "Mia", "Member");

    const memberPage = await browser.newPage();
    await signIn(memberPage, member, subdomain);
    await memberPage.getByRole("link", { name: "Upgrade" }).click();
    const pricing = dialog(memberPage);
    await expect(pricing).toHaveAccessibleName("Upgrade your plan");
    await expect(pricing.getByRole("button", { name: "Current Plan: Free" })).toBeDisabled();
    await expect(pricing.getByRole("link", { name: "Contact Us: Enterprise" })).toBeVisible();
    await pricing.getByRole("link", { name: "Upgrade: Business" }).click();
    const notify = dialog(memberPage);
    await expect(notify).toHaveAccessibleName("Ask your super admin to upgrade");
    await expect(notify.getByText("Olga Owner")).toBeVisible();
    await expect(notify.getByText(owner)).toBeVisible();
    await notify.getByRole("button", { name: "Notify Super Admin" }).click();
    await expect(memberPage.getByRole("status").filter({ hasText: "Notification send succssfully" })).toBeVisible();
    await expect(memberPage.getByRole("dialog")).toHaveCount(0);
    await memberPage.close();

    const ownerPage = await browser.newPage();
    await signIn(ownerPage, owner, subdomain);
    await ownerPage.getByRole("link", { name: "Notifications, 1 unread" }).click();
    await expect(ownerPage).toHaveURL(`${hostOf(subdomain)}/notifications`);
    await ownerPage.getByRole("button", { name: /^Mia Member asks to upgrade to Business/ }).click();
    const trial = dialog(ownerPage);
    await expect(trial).toHaveAccessibleName("Start your 3-month free trial of Business");
    await expect(trial.getByText("Your 3-month free trial comes with unlimited seats.")).toBeVisible();
    await expect(trial.getByText("Your plan will be activated within 24-48 hours.")).toBeVisible();
    await expect(ownerPage.getByRole("link", { name: "Notifications" })).toBeVisible();
    await trial.getByRole("button", { name: "Start free trial" }).click();
    const thanks = dialog(ownerPage);
    await expect(thanks).toHaveAccessibleName("Thank you!");
    await thanks.getByRole("link", { name: "Close" }).click();
    await expect(ownerPage.getByRole("dialog")).toHaveCount(0);
    await expect(ownerPage).toHaveURL(`${hostOf(subdomain)}/my-space`);

    // The plan changed: Business is current, the plans before it cannot be chosen, Premium still can.
    await ownerPage.getByRole("link", { name: "Upgrade" }).click();
    const after = dialog(ownerPage);
    await expect(after.getByRole("button", { name: "Current Plan: Business" })).toBeDisabled();
    await expect(after.getByRole("button", { name: "Upgrade: Starter" })).toBeDisabled();
    await expect(after.getByRole("button", { name: "Upgrade: Free" })).toBeDisabled();
    await expect(after.getByRole("link", { name: "Upgrade: Premium" })).toBeVisible();
    await ownerPage.close();
  });

  test("on the last upgradeable plan the Upgrade button is disabled and says why", { tag: "@no-js" }, async ({ page }) => {
    const { owner, subdomain } = await freshOrganisation();
    await signIn(page, owner, subdomain);
    await page.goto(`${hostOf(subdomain)}/my-space?subscription=upgrade&planId=premium`);
    await dialog(page).getByRole("button", { name: "Start free trial" }).click();
    await dialog(page).getByRole("link", { name: "Done" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const upgrade = page.getByRole("banner").getByRole("button", { name: "Upgrade" });
    await expect(upgrade).toBeDisabled();
    await expect(upgrade).toHaveAccessibleDescription("Your plan cannot be upgraded.");
  });

  test("the limit-reached (1) and Gantt teaser (2) templates lead to the pricing", async ({ page }) => {
    const { owner, subdomain } = await freshOrganisation();
    await signIn(page, owner, subdomain);
    await page.goto(`${hostOf(subdomain)}/my-space?subscription=1&limit=projectsPerTeam`);
    await expect(dialog(page)).toHaveAccessibleName("You have reached your project limit");
    await expect(dialog(page).getByText("Your plan's limit of projects per team is reached. Upgrade to add more.")).toBeVisible();
    await page.goto(`${hostOf(subdomain)}/my-space?subscription=2`);
    await expect(dialog(page)).toHaveAccessibleName("Plan ahead with the Gantt view");
    await dialog(page).getByRole("link", { name: "See plans" }).click();
    await expect(dialog(page)).toHaveAccessibleName("Upgrade your plan");
  });
});

test.describe("feedback", () => {
  test("the side button opens the 500 x 428 form; sending it closes the overlay with the thank-you toast; the super admin reads it", { tag: "@no-js" }, async ({ page }) => {
    const { owner, subdomain } = await freshOrganisation();
    await signIn(page, owner, subdomain);
    await page.getByRole("link", { name: "Feedback" }).click();
    const frame = page.locator('iframe[title="Feedback"]');
    await expect(frame).toHaveAttribute("width", "500");
    await expect(frame).toHaveAttribute("height", "428");
    const form = page.frameLocator('iframe[title="Feedback"]');
    await form.getByLabel("4").check();
    await form.getByLabel("Your suggestion").fill("A darker theme for late nights");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your Valuable Feedback!" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto(`${hostOf(subdomain)}/settings/feedback`);
    await expect(page.getByRole("cell", { name: "A darker theme for late nights" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "4 / 5" })).toBeVisible();
  });

  test("a suggestion the server refuses shows the failure toast; the close button closes the overlay", { tag: "@no-js" }, async ({ page }) => {
    const { owner, subdomain } = await freshOrganisation();
    await signIn(page, owner, subdomain);
    await page.getByRole("link", { name: "Feedback" }).click();
    const form = page.frameLocator('iframe[title="Feedback"]');
    await form.getByLabel("2").check();
    await form.getByLabel("Your suggestion").fill("   ");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Seems like there is some error while submitting the feedback. Please try again after some time" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Feedback" }).click();
    await expect(page.locator('iframe[title="Feedback"]')).toBeVisible();
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page.locator('iframe[title="Feedback"]')).toHaveCount(0);
  });
});

test.describe("the public pricing page", () => {
  test("compares plans and reads the FAQ one item at a time, with buttons to sign up", { tag: "@no-js" }, async ({ page }) => {
    await page.goto(`${hostOf("www")}/pricing`);
    await expect(page.getByRole("heading", { name: "Pricing", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get started: Free" })).toHaveAttribute("href", "/?signUp=true&from=website");
    await expect(page.getByRole("link", { name: "Upgrade: Premium" })).toHaveAttribute("href", "/?signUp=true&from=website");
    await expect(page.getByRole("link", { name: "Contact Us: Enterprise" })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByText("₹499 per user / month")).toBeVisible();
    const table = page.getByRole("table", { name: "Features of each plan" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("img", { name: "Not included" }).first()).toBeVisible();
    const first = page.locator("details[name=faq]").nth(0);
    const second = page.locator("details[name=faq]").nth(1);
    await expect(first).toHaveAttribute("open", "");
    await expect(second).not.toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(page.getByText("A paid plan's free trial lasts its duration divided by 30")).toBeHidden();
  });

  test("has no serious accessibility findings, nor the pricing and upgrade modals", async ({ page }) => {
    await page.goto(`${hostOf("www")}/pricing`);
    expect(await seriousViolations(page)).toEqual([]);
    const { owner, subdomain } = await freshOrganisation();
    await signIn(page, owner, subdomain);
    await page.goto(`${hostOf(subdomain)}/my-space?subscription=0`);
    await expect(dialog(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${hostOf(subdomain)}/my-space?subscription=upgrade&planId=starter`);
    await expect(dialog(page)).toHaveAccessibleName("Start your 3-month free trial of Starter");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
