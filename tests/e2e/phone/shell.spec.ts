import { expect, test, type Locator, type Page } from "@playwright/test";
import { header, hostOf, hydrated, seriousViolations, signIn } from "../helpers";
import { seedProject } from "../workspaceSeed";
import { smallTargets } from "./touch";

/**
 * The signed-in shell on a phone (issue 42 §1, decision record 0083): the rail is a bar at the
 * bottom, the projects panel a drawer of the page's header, Upgrade in the account menu.
 */

const acme = hostOf("acme");
const bottomBar = (page: Page) => page.getByRole("navigation", { name: "Main" });
const drawer = (page: Page) => page.getByRole("complementary", { name: "Teams and projects" });

/** A control's box is at least `size` px each way (WCAG 2.2 2.5.8: 24; the bottom bar: 44). */
async function expectTarget(control: Locator, size: number) {
  const box = await control.boundingBox();
  expect(box, await control.evaluate((element) => element.outerHTML.slice(0, 120))).not.toBeNull();
  expect.soft(Math.round(box!.width), `${await control.getAttribute("aria-label") ?? await control.innerText()} wide`).toBeGreaterThanOrEqual(size);
  expect.soft(Math.round(box!.height), `${await control.getAttribute("aria-label") ?? await control.innerText()} tall`).toBeGreaterThanOrEqual(size);
}

test("the bottom bar leads to My Space, Projects, Dashboard and Search, each a 44 px target", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  const bar = bottomBar(page);
  await expect(bar).toBeVisible();
  for (const [name, path] of [
    ["Projects", "/projects"],
    ["Dashboard", "/dashboard"],
    ["Search", "/search"],
    ["My Space", "/my-space"],
  ] as const) {
    const link = bar.getByRole("link", { name, exact: true });
    await expectTarget(link, 44);
    await link.click();
    await expect(page).toHaveURL(`${acme}${path}`);
    await expect(bar.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
  }
  await expectTarget(bar.getByRole("button", { name: "More" }), 44);
});

test("More opens the rest of the rail: Archive, Settings, Bin, Exports and Feedback", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  await hydrated(page);
  await bottomBar(page).getByRole("button", { name: "More" }).click();
  const more = bottomBar(page).getByRole("list", { name: "More" });
  for (const name of ["Archive", "Settings", "Bin", "Exports", "Feedback"]) await expect(more.getByRole("link", { name, exact: true })).toBeVisible();
  await more.getByRole("link", { name: "Archive", exact: true }).click();
  await expect(page).toHaveURL(`${acme}/archive`);
  await expect(more).toBeHidden();
});

test("the projects drawer opens from the page's header and closes on going to a project", async ({ page }) => {
  const name = `Drawer project ${Date.now()}`;
  const { url } = await seedProject([], name);
  await signIn(page, "ada@acme.test");
  await page.goto(`${acme}/projects`);
  await hydrated(page);
  await expect(drawer(page)).toBeHidden();
  const toggle = page.getByRole("button", { name: "Projects", exact: true });
  await expectTarget(toggle, 44);
  await toggle.click();
  await expect(drawer(page)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(drawer(page).getByRole("link", { name: "Close projects" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await drawer(page).getByRole("link", { name: new RegExp(`^${name}`) }).click();
  await expect(page).toHaveURL(url);
  await expect(drawer(page)).toBeHidden();
});

test("the header keeps search, notifications and the account menu on screen at 320 px; Upgrade is in the account menu", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await signIn(page, "ada@acme.test");
  await hydrated(page);
  const banner = header(page);
  await expect(banner.getByRole("link", { name: "Upgrade" })).toBeHidden();
  for (const control of [banner.getByRole("button", { name: "Search" }), banner.getByRole("link", { name: /^Notifications/ }), banner.getByRole("button", { name: "Account" })]) {
    await expect(control).toBeInViewport({ ratio: 1 });
    await expectTarget(control, 24);
  }
  await banner.getByRole("button", { name: "Account" }).click();
  await expect(banner.getByRole("link", { name: "Upgrade" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Upgrade" })).toBeInViewport({ ratio: 1 });
  await expect(banner.getByRole("menuitem", { name: "Logout" })).toBeVisible();
});

test("every control of the shell is at least 24 × 24 px", async ({ page }) => {
  await seedProject([], "Targets project");
  await signIn(page, "ada@acme.test");
  await page.goto(`${acme}/projects?projects=open`);
  await hydrated(page);
  for (const scope of [header(page), bottomBar(page), drawer(page)]) expect(await smallTargets(scope)).toEqual([]);
});

test("axe finds nothing serious with the drawer or More open", async ({ page }) => {
  await signIn(page, "ada@acme.test");
  for (const path of ["/projects?projects=open", "/my-space?open=more"]) {
    await page.goto(`${acme}${path}`);
    await hydrated(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the projects drawer opens through the address and closes by a link; More opens too", async ({ page }) => {
    const { url } = await seedProject([], "No-script project");
    await signIn(page, "ada@acme.test");
    await page.goto(url);
    await expect(drawer(page)).toBeHidden();
    await page.getByRole("button", { name: "Projects", exact: true }).click();
    await expect(page).toHaveURL(`${url}?projects=open`);
    await expect(drawer(page)).toBeVisible();
    await drawer(page).getByRole("link", { name: "Close projects" }).click();
    await expect(page).toHaveURL(url);
    await expect(drawer(page)).toBeHidden();

    await bottomBar(page).getByRole("button", { name: "More" }).click();
    await expect(page).toHaveURL(/[?&]open=more/);
    await bottomBar(page).getByRole("link", { name: "Settings", exact: true }).click();
    await expect(page).toHaveURL(/\/settings/);
  });
});
