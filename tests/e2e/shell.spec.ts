import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hostOf, signIn } from "./helpers";

const acme = hostOf("acme");

const panel = (page: Page) => page.getByRole("navigation", { name: "Main" });
const header = (page: Page) => page.getByRole("banner");

test.describe("signed-in shell as ada", () => {
  test.beforeEach(async ({ page }) => signIn(page, "ada@acme.test"));

  test("the left panel lists its items and the active one follows the URL", async ({ page }) => {
    const links = panel(page).getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [index, name] of ["My Space", "Projects", "Dashboard", "Archive", "Settings", "Bin"].entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(name);
    }
    await expect(panel(page).getByRole("link", { name: "Bin" })).not.toContainText("Bin");
    await expect(panel(page).getByRole("link", { name: "My Space" })).toHaveAttribute("aria-current", "page");

    await panel(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(`${acme}/dashboard`);
    await expect(panel(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(panel(page).getByRole("link", { name: "My Space" })).not.toHaveAttribute("aria-current", "page");

    await page.goto(`${acme}/bin`);
    await expect(panel(page).getByRole("link", { name: "Bin" })).toHaveAttribute("aria-current", "page");
  });

  test("the header shows the tenant and a Help popover with the support mail", async ({ page }) => {
    await expect(header(page)).toContainText("Acme Inc");
    await expect(header(page).getByText("Contact Us")).toBeHidden();
    await header(page).getByLabel("Help").click();
    await expect(header(page).getByText("Contact Us")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "support@meridian.test" })).toHaveAttribute("href", "mailto:support@meridian.test");
  });

  test("the tenant dropdown lists every tenant, the current one disabled", async ({ page }) => {
    await header(page).getByLabel("Switch organization").click();
    const menu = header(page).getByRole("menu", { name: "Organizations" });
    await expect(menu.getByRole("menuitem", { name: "Acme Inc (acme)" })).toBeDisabled();
    await expect(menu.getByRole("menuitem", { name: "Globex Corporation (globex)" })).toBeEnabled();
    await expect(menu.getByRole("menuitem")).toHaveCount(2);
  });

  test("the Upgrade button opens the subscription modal's pricing (acme is on Free)", async ({ page }) => {
    await header(page).getByRole("link", { name: "Upgrade" }).click();
    await expect(page).toHaveURL(`${acme}/my-space?subscription=0`);
    await expect(page.getByRole("dialog", { name: "Upgrade your plan" })).toBeVisible();
  });

  test.describe("with JavaScript", () => {
  test("the search icon turns into a search box", async ({ page }) => {
    await header(page).getByRole("button", { name: "Search" }).click();
    const box = header(page).getByRole("combobox", { name: "Search" });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("placeholder", "Search");
    await box.press("Escape");
    await expect(header(page).getByRole("button", { name: "Search" })).toBeFocused();
  });

  test("the account menu opens from the keyboard and Escape closes it", async ({ page }) => {
    await header(page).getByLabel("Account", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(header(page).getByRole("menuitem", { name: "Logout" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(header(page).getByRole("menuitem", { name: "Logout" })).toBeHidden();
    await expect(header(page).getByLabel("Account", { exact: true })).toBeFocused();
  });
  });

  test("logout returns to the root and the old session is refused", async ({ page, context }) => {
    const cookies = await context.cookies();
    await header(page).getByLabel("Account", { exact: true }).click();
    await header(page).getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).not.toHaveURL(/\/my-space/);
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();

    await context.addCookies(cookies);
    await page.goto(`${acme}/my-space`);
    await expect(page).not.toHaveURL(/\/my-space/);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  });

  test("my-space has no serious or critical accessibility violations", async ({ page }) => {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
  });
});

test("bob, in one tenant only, has no tenant dropdown", async ({ page }) => {
  await signIn(page, "bob@acme.test");
  await expect(header(page)).toContainText("Acme Inc");
  await expect(header(page).getByLabel("Switch organization")).toHaveCount(0);
});

test("settings opens the profile page and offers Invites only to those who may invite", async ({ page }) => {
  const settingsNav = page.getByRole("navigation", { name: "Settings" });
  await signIn(page, "ada@acme.test");
  await panel(page).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(`${acme}/settings/profile/details`);
  await settingsNav.getByRole("link", { name: "Invites" }).click();
  await expect(page).toHaveURL(`${acme}/settings/invites`);
  await expect(settingsNav.getByRole("link", { name: "Invites" })).toHaveAttribute("aria-current", "page");

  await page.context().clearCookies();
  await signIn(page, "bob@acme.test");
  await page.goto(`${acme}/settings`);
  await expect(settingsNav.getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(settingsNav.getByRole("link", { name: "Invites" })).toHaveCount(0);
});
