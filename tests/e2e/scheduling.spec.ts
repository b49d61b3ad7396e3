import { expect, test } from "@playwright/test";
import { apiCall, DEMO_PASSWORD, hostOf, signIn } from "./helpers";

/**
 * Scheduling settings with JavaScript on and off (decision record 29): a team admin lists the
 * team's holidays on the team settings page, and a project's manager turns auto-scheduling off and
 * on again in the project settings (the worker tests cover what both change in scheduling).
 */
const acme = hostOf("acme");

async function adaToken() {
  const { data: login } = await apiCall("auth", "/api/v2/user/login", { username: "ada@acme.test", password: DEMO_PASSWORD, domainName: "acme" });
  const { data } = await apiCall("acme", "/api/v2/user/getUserDataFromToken", { token: login.redirectToken });
  return data.accessToken as string;
}

test("ada sets the team's holidays and a project's auto-scheduling through their forms", { tag: "@no-js" }, async ({ page }, info) => {
  const token = await adaToken();
  const asAda = (path: string, body: unknown) => apiCall("acme", `/api/v2/${path}`, body, { accesstoken: token });
  const suffix = `${info.project.name} ${Date.now()}`;
  const { data: team } = await asAda("team/create", { name: `Calendar team ${suffix}` });
  const { data: project } = await asAda("project/createPublicProject", { teamId: team.teamId, name: `Schedule ${suffix}` });

  await signIn(page, "ada@acme.test");
  await page.goto(`${acme}/projects/${team.teamId}/settings`);
  const holidays = page.getByRole("region", { name: "Holidays" });
  await expect(holidays.getByText("No holidays yet.")).toBeVisible();
  await holidays.getByLabel("Holidays, one per line").fill("2026-12-25 Christmas\n25/12/2026 Boxing day");
  await holidays.getByRole("button", { name: "Save holidays" }).click();
  // A toast without JavaScript, the form's own message with it.
  await expect(page.getByRole("alert").filter({ hasText: "Dates must be in the form yyyy-mm-dd" })).toBeVisible();
  await holidays.getByLabel("Holidays, one per line").fill("2026-12-25 Christmas\n2026-12-28 Boxing day (observed)");
  await holidays.getByRole("button", { name: "Save holidays" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Holidays saved." })).toBeVisible();
  await expect(holidays.getByRole("list", { name: "Team holidays" }).getByRole("listitem")).toHaveText([
    "25 Dec, 2026 · Christmas",
    "28 Dec, 2026 · Boxing day (observed)",
  ]);

  await page.goto(`${acme}/projects/${team.teamId}/${project.projectId}`);
  await page.getByRole("button", { name: "Project settings" }).click();
  const autoSchedule = page.getByLabel("Schedule automatically");
  await expect(autoSchedule).toBeChecked();
  await autoSchedule.uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  const { data: meta } = await apiCall("acme", `/api/v2/project/fetchMetaData?projectId=${project.projectId}`, undefined, { accesstoken: token });
  expect(meta.autoSchedule).toBe(false);
  await page.getByRole("button", { name: "Project settings" }).click();
  await expect(page.getByLabel("Schedule automatically")).not.toBeChecked();
  await page.getByLabel("Schedule automatically").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  // The first save's toast may still show: the save is done once the page is back with the panel closed.
  await expect(page.getByLabel("Schedule automatically")).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  await page.getByRole("button", { name: "Project settings" }).click();
  await expect(page.getByLabel("Schedule automatically")).toBeChecked();
});
