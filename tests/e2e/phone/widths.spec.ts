import { expect, test, type Page } from "@playwright/test";
import { hostOf, signIn } from "../helpers";
import { memberOfAcme, seedProject } from "../workspaceSeed";

/**
 * How much wider than the screen the document is (0 when it fits), or the signed-in page's main area,
 * which scrolls by itself. A phone's browser widens its layout to a wider page (and zooms out): the
 * screen's width is the viewport's as set, not innerWidth.
 */
const overflow = (page: Page) =>
  page.evaluate((screen) => {
    const main = document.getElementById("main");
    return Math.max(document.documentElement.scrollWidth - screen, main ? main.scrollWidth - main.clientWidth : 0);
  }, page.viewportSize()!.width);

const PHONE_WIDTHS = [320, 390];

const PUBLIC_PAGES = [
  ["www", "/"],
  ["www", "/pricing"],
  ["www", "/why-meridian"],
  ["auth", "/login"],
  ["auth", "/signup"],
  ["auth", "/forgotpassword"],
] as const;

test.describe("no public page is wider than a phone's screen", () => {
  for (const width of PHONE_WIDTHS) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [subdomain, path] of PUBLIC_PAGES) {
        await page.goto(`${hostOf(subdomain)}${path}`);
        expect(await overflow(page), `${subdomain}${path} at ${width} px`).toBe(0);
      }
    });
  }
});

/** The signed-in screens outside a project's views, with the ids they need: every one of them must fit. */
const shellPages = ({ teamId, userId, dashboardId }: { teamId: string; userId: string; dashboardId: string }) => [
  "/my-space",
  "/projects",
  `/projects/${teamId}`,
  `/projects/${teamId}/settings`,
  "/dashboard",
  `/dashboard/${dashboardId}`,
  "/search?q=launch&show=All",
  "/notifications",
  "/archive",
  "/bin",
  "/exports",
  "/settings/profile/details",
  "/settings/users",
  `/settings/users/${userId}`,
  "/settings/access",
  "/settings/invites",
  "/settings/audit-log",
  "/settings/api-tokens",
  "/settings/storage",
  "/settings/mail",
  "/settings/feedback",
  `/people/${userId}`,
  "/teams/new",
  "/projects/import",
  "/projects/import/csv",
];

/** A project's pages (List, Gantt, columns): the shell and the panel around them must not widen them. */
const PROJECT_VIEWS = ["", "/kanban", "/gantt", "/columns"];

const TASKS = ["Write the launch announcement for every customer of the organisation", "Book the venue", "Check the long-unbreakable-address-of-a-page-that-goes-on-and-on"];

/** The List with the group's Conversations panel open (a project's Conversations). */
const conversationsOf = ({ project, groupId }: { project: string; groupId: string }) => `${project}?taskGroupId=${groupId}`;

/**
 * A select is as wide as its longest option, and the suite's other specs add members whose
 * "Name (e-mail)" is long: each select of the page gets an option as long as theirs.
 */
const lengthenEveryChoice = (page: Page) =>
  page
    .locator("#main select")
    .evaluateAll((selects) => selects.forEach((select) => select.insertAdjacentHTML("beforeend", "<option>Someone with a long name (someone.with.a.long.address-1795958556374@acme.test)</option>")));

/** The pages of `paths` wider than the screen, each with by how much. */
async function overflowing(page: Page, paths: string[]) {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(`${hostOf("acme")}${path}`);
    await lengthenEveryChoice(page);
    const excess = await overflow(page);
    if (excess > 0) wide.push(`${path}: ${excess} px too wide`);
  }
  return wide;
}

test.describe("no signed-in page is wider than a phone's screen", () => {
  // Shares acme's dashboards with dashboards.spec (it deletes ada's first, and Free allows three).
  test.describe.configure({ lock: "acme's dashboards" });
  let ids: { teamId: string; userId: string; dashboardId: string; project: string; groupId: string };

  test.beforeAll(async () => {
    const ada = await memberOfAcme("ada@acme.test");
    const { url, groupId } = await seedProject(TASKS, "A project whose name is long enough to wrap on a phone");
    const project = new URL(url).pathname;
    const teamId = project.split("/")[2];
    const dashboards = await ada.call<Array<{ dashboardId: string }>>("dashboard/list");
    const dashboardId =
      dashboards[0]?.dashboardId ?? (await ada.call<{ dashboardId: string }>("dashboard/create", { name: "Phone widths", visibility: "PRIVATE" })).dashboardId;
    ids = { teamId, userId: ada.userId, dashboardId, project, groupId };
  });

  for (const width of PHONE_WIDTHS) {
    test(`the shell's and settings' screens at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, "ada@acme.test");
      expect(await overflowing(page, shellPages(ids))).toEqual([]);
    });

    test(`a project's views at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, "ada@acme.test");
      expect(await overflowing(page, [...PROJECT_VIEWS.map((view) => `${ids.project}${view}`), conversationsOf(ids)])).toEqual([]);
    });
  }
});
