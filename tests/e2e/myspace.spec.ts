import { expect, test } from "@playwright/test";
import { apiCall, hostOf, signIn, seriousViolations } from "./helpers";

const acme = hostOf("acme");

/** A team of one project whose first tasks are ada's, generated through the development-only seeding call. */
async function seedAdaTasks(taskName: string) {
  const today = new Date().toISOString().slice(0, 10);
  const { statusCode, data } = await apiCall("acme", "/api/v2/dev/seedWork", {
    teamName: `Space team ${taskName}`,
    ownerEmail: "ada@acme.test",
    today,
    projects: [{ name: `Space project ${taskName}`, tasks: 12, taskName, assignees: [{ email: "ada@acme.test", count: 12 }] }],
  });
  expect(statusCode).toBe(200);
  return data as { teamId: string; projects: Array<{ projectId: string; taskIds: string[] }> };
}

test.describe("my-space as ada", () => {
  test("shows a task assigned to her, grouped by due date, linked into its project's List view", async ({ page }) => {
    const taskName = `Mine${Date.now()}`;
    const { teamId, projects } = await seedAdaTasks(taskName);
    await signIn(page, "ada@acme.test");
    await page.goto(`${acme}/my-space`);

    await expect(page.getByRole("list", { name: "My analytics" })).toContainText("Open tasks");
    const overdue = page.getByRole("region", { name: /^Overdue/ });
    // The generated tasks' due dates start ten days ago: the first one is overdue.
    const first = overdue.getByRole("link", { name: `${taskName} 1`, exact: true });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute(
      "href",
      `/projects/${teamId}/${projects[0].projectId}?taskId=${projects[0].taskIds[0]}&scrollTaskId=${projects[0].taskIds[0]}`,
    );
    await expect(page.getByRole("region", { name: /^Today/ })).toContainText(`${taskName} 11`);
  });

  test("the team summary page shows the team's project card", { tag: "@no-js" }, async ({ page }) => {
    const taskName = `Card${Date.now()}`;
    const { teamId } = await seedAdaTasks(taskName);
    await signIn(page, "ada@acme.test");
    await page.goto(`${acme}/projects/${teamId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Space team ${taskName}`);
    await expect(page.getByRole("progressbar", { name: `Space project ${taskName} progress` })).toBeVisible();
    await page.getByRole("searchbox", { name: "Project name" }).fill("no such project");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No project matches this filter.")).toBeVisible();
  });
});

test("my-space with tasks and the team summary page have no serious accessibility violations", async ({ page }) => {
  const { teamId } = await seedAdaTasks(`Axe${Date.now()}`);
  await signIn(page, "ada@acme.test");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${acme}/projects/${teamId}`);
  expect(await seriousViolations(page)).toEqual([]);
});
