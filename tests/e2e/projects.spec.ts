import { expect, test, type Page } from "@playwright/test";
import { apiCall, DEMO_PASSWORD, hostOf, signIn } from "./helpers";

/**
 * The projects screen with JavaScript on and off: ada makes a folder, a private
 * project in it, and pins it; bob, a member of the same team, never sees it;
 * ada archives the folder from its menu.
 * The team comes from the team calls (issue 7's "teams" part), through the API.
 */
const acme = hostOf("acme");

async function apiSession(email: string) {
  const { data: login } = await apiCall("auth", "/api/v2/user/login", { username: email, password: DEMO_PASSWORD, domainName: "acme" });
  const { data } = await apiCall("acme", "/api/v2/user/getUserDataFromToken", { token: login.redirectToken });
  return { token: data.accessToken as string, userId: (data.userDetails as { userId: string }).userId };
}

/** A team of ada's with bob in it as a member. */
async function teamWithBob(name: string) {
  const [ada, bob] = [await apiSession("ada@acme.test"), await apiSession("bob@acme.test")];
  const created = await apiCall("acme", "/api/v2/team/create", { name }, { accesstoken: ada.token });
  expect(created.statusCode).toBe(200);
  const teamId = created.data.teamId as string;
  const added = await apiCall("acme", "/api/v2/team/addUsersToTeam", { teamId, userIds: [bob.userId], role: "MEMBER" }, { accesstoken: ada.token });
  expect(added.statusCode).toBe(200);
  return teamId;
}

const secondPanel = (page: Page) => page.getByRole("navigation", { name: "Projects" });

test("ada creates a folder, a private project in it and pins it; bob does not see it; she archives the folder from its menu", { tag: "@no-js" }, async ({ page, browser }, info) => {
  const suffix = `${info.project.name} ${Date.now()}`;
  const teamName = `Launch team ${suffix}`;
  const folderName = `Plans ${suffix}`;
  const projectName = `Secret plan ${suffix}`;
  const teamId = await teamWithBob(teamName);

  await signIn(page, "ada@acme.test");
  await page.goto(`${acme}/projects`);
  await expect(page.getByRole("heading", { name: "Choose a project" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New team" })).toHaveAttribute("href", "/teams/new");

  await page.getByRole("button", { name: "New folder" }).click();
  const folderForm = page.locator("#new-folder");
  await folderForm.getByLabel("Team", { exact: true }).selectOption(teamId);
  await folderForm.getByLabel("Folder name").fill("F");
  await folderForm.getByRole("button", { name: "Create folder" }).click();
  await expect(folderForm.getByText("Folder Name should be at least 2 characters")).toBeVisible();
  await folderForm.getByLabel("Folder name").fill(folderName);
  await folderForm.getByRole("button", { name: "Create folder" }).click();
  await expect(page.getByText(`Folder ${folderName} created.`)).toBeVisible();
  await expect(secondPanel(page).getByText(folderName)).toBeVisible();

  await page.getByRole("button", { name: "New project" }).click();
  const projectForm = page.locator("#new-project");
  await projectForm.getByLabel("Team", { exact: true }).selectOption(teamId);
  await projectForm.getByLabel("Folder", { exact: true }).selectOption({ label: `${teamName} / ${folderName}` });
  await projectForm.getByLabel("Private", { exact: true }).check();
  await projectForm.getByRole("button", { name: "Create project" }).click();
  await expect(projectForm.getByText("Project Name Should not be empty.")).toBeVisible();
  await projectForm.getByLabel("Project name").fill(projectName);
  await projectForm.getByRole("button", { name: "Create project" }).click();

  await expect(page).toHaveURL(new RegExp(`${acme}/projects/${teamId}/[0-9a-f-]{36}$`));
  await expect(page.getByText(`Project ${projectName} created.`)).toBeVisible();
  const header = page.getByRole("region", { name: `Project ${projectName}` });
  await expect(header.getByRole("heading", { level: 1, name: projectName })).toBeVisible();
  await expect(header.getByText("Private", { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "0");
  const folder = secondPanel(page).getByRole("list", { name: `Folder ${folderName}` });
  await expect(folder.getByRole("link", { name: new RegExp(projectName) })).toBeVisible();

  await page.getByRole("button", { name: "Pin", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unpin" })).toHaveAttribute("aria-pressed", "true");
  await expect(secondPanel(page).getByRole("region", { name: "Pinned" }).getByRole("link", { name: new RegExp(projectName) })).toBeVisible();

  const bobContext = await browser.newContext({ javaScriptEnabled: info.project.use.javaScriptEnabled });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, "bob@acme.test");
  await bobPage.goto(`${acme}/projects`);
  await expect(secondPanel(bobPage).getByRole("link", { name: teamName })).toBeVisible();
  await expect(secondPanel(bobPage).getByText(folderName)).toBeVisible();
  await expect(secondPanel(bobPage).getByText(projectName)).toHaveCount(0);
  await bobPage.goto(page.url());
  await expect(bobPage.getByRole("heading", { name: "Project not found" })).toBeVisible();
  await bobContext.close();

  // The folder's menu, rendered once opened, archives it with its project
  await page.goto(`${acme}/projects`);
  await expect(secondPanel(page).getByRole("button", { name: `Archive folder ${folderName}` })).toHaveCount(0);
  await secondPanel(page).getByRole("button", { name: `Actions of folder ${folderName}` }).click();
  await secondPanel(page).getByRole("button", { name: `Archive folder ${folderName}` }).click();
  await expect(page.getByText("Folder archived.")).toBeVisible();
  await expect(secondPanel(page).getByText(folderName)).toHaveCount(0);
});
