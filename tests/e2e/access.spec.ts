import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectToast, hostOf, seriousViolations, signIn } from "./helpers";
import { memberOfAcme, projectWithGroup } from "./workspaceSeed";

/**
 * Settings › Access (issue 20 §3, decision record 51), with JavaScript on and off: ada hides the Gantt
 * view for members in one project and disables export for guests everywhere; bob (a member) and gia
 * (a guest) see exactly that, and the server refuses what the page no longer offers. The rules are
 * lifted at the end, as every other spec expects none.
 */
// The JavaScript-off run sets and lifts the same organisation-wide rule (guests' export): never both at once.
test.describe.configure({ lock: "acme's access rules" });

const LIFT_EXPORT = { accessKey: "exportData", level: "TENANT", role: "GUEST", value: "none" };

async function signedIn(browser: Browser, email: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const views = (page: Page) => page.getByRole("navigation", { name: "Views" });

test("ada hides the Gantt view for members of one project and disables export for guests; bob and gia see exactly that", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const [ada, bob, gia] = await Promise.all(["ada@acme.test", "bob@acme.test", "gia@acme.test"].map(memberOfAcme));
  await ada.call("settings/setRestrictions", { changes: [LIFT_EXPORT] });
  const suffix = `${javaScriptEnabled ? "on" : "off"} ${Math.floor(Math.random() * 1e6)}`;
  const { teamId } = await ada.call<{ teamId: string }>("team/create", { name: `Access ${suffix}` });
  await ada.call("team/addUsersToTeam", { teamId, userIds: [bob.userId], role: "MEMBER" });
  await ada.call("team/addUsersToTeam", { teamId, userIds: [gia.userId], role: "GUEST" });
  const roadmap = await projectWithGroup(ada, teamId, { name: `Roadmap ${suffix}`, groupName: "Backlog" });
  const projectUrl = `${hostOf("acme")}/projects/${teamId}/${roadmap.projectId}`;

  try {
    await signIn(page, "ada@acme.test");
    await page.goto(`${hostOf("acme")}/settings/profile/details`);
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Access" }).click();

    await test.step("ada disables export for guests in the whole organisation", async () => {
      await page.getByLabel("Export data for Guests").selectOption("disabled");
      await page.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Restrictions saved.");
      await expect(page.getByLabel("Export data for Guests")).toHaveValue("disabled");
    });

    await test.step("ada hides the Gantt view for members in the Roadmap project", async () => {
      const form = page.getByRole("form", { name: "Add a rule" });
      await form.getByLabel("Capability", { exact: true }).selectOption({ label: "Gantt view" });
      await form.getByLabel("Where", { exact: true }).selectOption({ label: `Access ${suffix} › Roadmap ${suffix}` });
      await form.getByLabel("Who", { exact: true }).selectOption({ label: "Members" });
      await form.getByLabel("How", { exact: true }).selectOption({ label: "Hidden" });
      await form.getByRole("button", { name: "Add rule" }).click();
      await expectToast(page, "Restrictions saved.");
      await expect(page.getByRole("row", { name: new RegExp(`Gantt view Project Roadmap ${suffix} Members Hidden`) })).toBeVisible();
      if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step("bob, a member, has no Gantt tab in Roadmap and its address is refused; export is his", async () => {
      const bobPage = await signedIn(browser, "bob@acme.test", javaScriptEnabled);
      await bobPage.goto(projectUrl);
      await expect(views(bobPage).getByRole("link", { name: "Kanban" })).toBeVisible();
      await expect(views(bobPage).getByText("Gantt")).toHaveCount(0);
      // The project's one Export: on its List, of the List's rows (issue 43 §3).
      await expect(bobPage.getByRole("button", { name: "Export list" })).toBeVisible();
      await bobPage.goto(`${projectUrl}/gantt`);
      await expect(bobPage.getByText("You do not have permission to perform this action")).toBeVisible();
      await bobPage.context().close();
    });

    await test.step("gia, a guest, has the Gantt tab, and Export greyed with the reason", async () => {
      const giaPage = await signedIn(browser, "gia@acme.test", javaScriptEnabled);
      await giaPage.goto(projectUrl);
      await expect(views(giaPage).getByRole("link", { name: "Gantt" })).toBeVisible();
      const exportControl = giaPage.locator("[aria-disabled=true]", { hasText: "Export" }).first();
      await expect(exportControl).toBeVisible();
      await expect(exportControl).toHaveAttribute("title", "Your organisation's administrators have turned this off.");
      await expect(giaPage.getByRole("button", { name: /^Export/ })).toHaveCount(0);
      await giaPage.context().close();
    });

    await test.step("ada lifts the Gantt rule and bob has his tab back", async () => {
      await page.getByRole("button", { name: `Lift Gantt view for Members in Project Roadmap ${suffix}` }).click();
      await expectToast(page, "Restriction lifted.");
      const bobPage = await signedIn(browser, "bob@acme.test", javaScriptEnabled);
      await bobPage.goto(projectUrl);
      await expect(views(bobPage).getByRole("link", { name: "Gantt" })).toBeVisible();
      await bobPage.context().close();
    });
  } finally {
    await ada.call("settings/setRestrictions", { changes: [LIFT_EXPORT] });
  }
});
