import { expect, test, type Page } from "@playwright/test";
import { cellLink, freshMemberOf, hostOf, signIn } from "./helpers";
import { memberOfAcme, projectWithGroup } from "./workspaceSeed";

/**
 * Issue 43 §4: every date follows the person's date format. A member of their own (the format is
 * theirs to change) with a task due on Christmas Eve sees it in My Space, the List and the Gantt in
 * mm/dd/yy, then in dd/mm/yy once the profile says so.
 */
const acme = hostOf("acme");

async function chooseDateFormat(page: Page, format: "dd/mm/yy" | "mm/dd/yy") {
  await page.goto(`${acme}/settings/profile/details`);
  await page.getByLabel("Date format").selectOption(format);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status")).toHaveText("Your profile has been updated.");
}

async function expectDueDate(page: Page, project: string, text: string, short: string) {
  await page.goto(`${acme}/my-space`);
  await expect(page.getByRole("listitem").filter({ hasText: "Order the tree" })).toContainText(text);
  await page.goto(project);
  await expect(cellLink(page, "Due date of Order the tree")).toHaveAccessibleName(`Due date of Order the tree: ${text}`);
  await page.goto(`${project}/gantt`);
  await expect(page.locator("li[data-task-id]", { hasText: "Order the tree" })).toContainText(short);
}

test("dates follow the profile's date format in My Space, the List and the Gantt", async ({ page }) => {
  const email = await freshMemberOf("acme", "ada@acme.test", "Dora", "Dates");
  const [ada, dora] = await Promise.all([memberOfAcme("ada@acme.test"), memberOfAcme(email)]);
  const { teamId } = await ada.call<{ teamId: string }>("team/create", { name: `Dates ${Date.now()}` });
  await ada.call("team/addUsersToTeam", { teamId, userIds: [dora.userId], role: "MEMBER" });
  const { projectId, groupId } = await projectWithGroup(ada, teamId, { name: "Holidays", groupName: "December" });
  await ada.call("task/add", { groupId, name: "Order the tree", startDate: "2026-12-20", dueDate: "2026-12-24", assigneeIds: [dora.userId] });
  const project = `${acme}/projects/${teamId}/${projectId}`;

  await signIn(page, email);
  await chooseDateFormat(page, "mm/dd/yy");
  await expectDueDate(page, project, "Dec 24, 2026", "Dec 20 – Dec 24");

  await chooseDateFormat(page, "dd/mm/yy");
  await expectDueDate(page, project, "24 Dec, 2026", "20 Dec – 24 Dec");
});
