import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { E2E_PORT } from "../../playwright.config";
import { hostOf, logIn } from "./helpers";

/**
 * The List view (issue 7 §8), with JavaScript on and off: group, task,
 * subtask, status, reorder and the side panel. The team and project are
 * written straight into acme's workspace file (the team and project calls
 * belong to other features), after ada's sign-in made her member copy.
 */
const workspaceDir = join(`.wrangler/e2e-state-${E2E_PORT}`, "v3/do/meridian-TenantWorkspace");

function acmeWorkspace(): string {
  for (const file of readdirSync(workspaceDir).filter((name) => /^[0-9a-f]{64}\.sqlite$/.test(name))) {
    const path = join(workspaceDir, file);
    if (execFileSync("sqlite3", [path, "SELECT subdomain FROM tenant"]).toString().trim() === "acme") return path;
  }
  throw new Error("acme's workspace is not there yet");
}

/** A team owned by ada with two statuses and a public project; answers the project's page. */
function seedProject(): string {
  const db = acmeWorkspace();
  const ada = execFileSync("sqlite3", [db, "SELECT user_id FROM members WHERE email = 'ada@acme.test'"]).toString().trim();
  const [teamId, todo, doing, projectId] = Array.from({ length: 4 }, () => crypto.randomUUID());
  const now = Date.now();
  execFileSync("sqlite3", [
    db,
    `INSERT INTO teams (id, name, owner_id, default_status_id, created_by, created_at, updated_at) VALUES ('${teamId}', 'E2E team', '${ada}', '${todo}', '${ada}', ${now}, ${now});
     INSERT INTO team_members (team_id, user_id, role, added_at) VALUES ('${teamId}', '${ada}', 'OWNER', ${now});
     INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES ('${todo}', '${teamId}', 'To Do', 'TODO', '#64748b', 'a0', ${now});
     INSERT INTO statuses (id, team_id, name, category, colour, position, created_at) VALUES ('${doing}', '${teamId}', 'In Progress', 'IN_PROGRESS', '#2563eb', 'a1', ${now});
     INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES ('${projectId}', '${teamId}', 'Launch', 'PUBLIC', '${ada}', 'a0', ${now}, ${now});`,
  ]);
  return `${hostOf("acme")}/projects/${teamId}/${projectId}`;
}

/** Submits a field's form: with JavaScript it posts on change, without it through its Save button. */
async function save(page: Page, label: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await page.getByRole("button", { name: `Save ${label}` }).click();
}

test("a member builds a list: group, tasks, subtask, status, reorder, side panel", async ({ page, javaScriptEnabled }) => {
  await logIn(page, "ada@acme.test");
  const listUrl = seedProject();
  await page.goto(listUrl);
  await expect(page.getByRole("heading", { name: "Launch · List" })).toBeVisible();

  // A group
  await page.getByLabel("New task group").fill("Sprint 1");
  await page.getByRole("button", { name: "Add group" }).click();
  const group = page.getByRole("region", { name: "Sprint 1" });
  await expect(group).toBeVisible();

  // Two tasks
  for (const name of ["Write spec", "Review spec"]) {
    await group.getByLabel("New task in Sprint 1").fill(name);
    await group.getByRole("button", { name: "Add task" }).click();
    await expect(group.getByRole("listitem", { name })).toBeVisible();
  }
  const rows = group.getByRole("list", { name: "Tasks of Sprint 1" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);

  // Status, in place
  const status = page.getByLabel("Status of Write spec").first();
  await status.selectOption({ label: "In Progress" });
  await save(page, "Status of Write spec", javaScriptEnabled);
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(page.getByLabel("Status of Write spec").first()).toHaveValue(await optionValue(page, "Status of Write spec", "In Progress"));

  // Reorder by keys: Review spec moves up
  await page.getByRole("button", { name: "Move Review spec up" }).click();
  await expect(rows.first()).toHaveAttribute("aria-label", "Review spec");
  await page.reload();
  await expect(page.getByRole("list", { name: "Tasks of Sprint 1" }).getByRole("listitem").first()).toHaveAttribute("aria-label", "Review spec");

  // The side panel, and a subtask from it
  await page.getByRole("link", { name: "Open Write spec" }).click();
  const panel = page.getByRole("complementary", { name: "Task: Write spec" });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/taskId=/);
  await panel.getByLabel("New subtask of Write spec").fill("Draft outline");
  await panel.getByRole("button", { name: "Add subtask" }).click();
  await expect(panel.getByRole("list", { name: "Subtasks of Write spec" }).getByRole("link", { name: "Draft outline" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Subtasks of Write spec" }).first()).toBeVisible();
});

async function optionValue(page: Page, label: string, optionLabel: string) {
  return page
    .getByLabel(label)
    .first()
    .locator("option", { hasText: optionLabel })
    .getAttribute("value") as Promise<string>;
}
