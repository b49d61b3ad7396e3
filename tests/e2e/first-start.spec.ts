import { expect, test, type Page } from "@playwright/test";
import { expectToast, freshOrganisation, header, hostOf, signIn } from "./helpers";

/**
 * Issue 43 §2 and §6: a new organisation's start on My Space (the checklist, its first team and
 * project in one form, dismissal, an action in its empty states) and the plan in the header: Free for
 * a new organisation, with the Gantt teaser and the export prompts; acme's demo Business trial.
 */
const checklist = (page: Page) => page.getByRole("region", { name: "Get started" });
const step = (page: Page, name: string | RegExp) => checklist(page).getByRole("listitem").filter({ hasText: name });

test.describe("a new organisation's start", () => {
  test("My Space offers the first team and project, remembers what is done, and can be dismissed", { tag: "@no-js" }, async ({ page }) => {
    test.slow();
    const { owner, subdomain } = await freshOrganisation();
    await signIn(page, owner, subdomain);

    // Nothing yet: no alarming zero, and each empty state has its next step.
    const overdue = page.getByRole("list", { name: "My analytics" }).getByRole("listitem").filter({ hasText: "Overdue" });
    await expect(overdue.getByText("0", { exact: true })).not.toHaveClass(/text-red/);
    await expect(page.getByRole("region", { name: "Recent projects" }).getByRole("link", { name: "Create a project" })).toBeVisible();
    await expect(checklist(page).getByText("0 of 5 done")).toBeVisible();
    await expect(step(page, "Try the Gantt view")).toHaveCount(0); // Free leaves the Gantt view out.

    // A name too short is refused with the spec's rule; nothing is created.
    const form = page.getByRole("form", { name: "Your first team and project" });
    await form.getByLabel("Team name").fill("Launch");
    await form.getByLabel("Project name").fill("W");
    await form.getByRole("button", { name: "Create team and project" }).click();
    await expect(page).toHaveURL(`${hostOf(subdomain)}/my-space`);
    await expect(page.getByRole("form", { name: "Your first team and project" }).getByLabel("Project name")).toHaveAttribute("aria-invalid", "true");

    const retry = page.getByRole("form", { name: "Your first team and project" });
    await retry.getByLabel("Team name").fill("Launch");
    await retry.getByLabel("Project name").fill("Website");
    await retry.getByRole("button", { name: "Create team and project" }).click();
    await expect(page).toHaveURL(new RegExp(`^${hostOf(subdomain)}/projects/[^/]+/[^/?]+$`));
    await expectToast(page, "Launch and Website are ready. Add your first tasks.");

    await page.goto(`${hostOf(subdomain)}/my-space`);
    await expect(step(page, "Create your first team and project")).toContainText("(done)");
    await expect(checklist(page).getByText("1 of 5 done")).toBeVisible();
    await expect(page.getByRole("form", { name: "Your first team and project" })).toHaveCount(0);
    // The Kanban step leads to the project's board; opening it counts.
    await step(page, "Try the Kanban view").getByRole("link", { name: "Open the Kanban view" }).click();
    await expect(page).toHaveURL(/\/kanban$/);
    await page.goto(`${hostOf(subdomain)}/my-space`);
    await expect(step(page, "Try the Kanban view")).toContainText("(done)");

    await checklist(page).getByRole("button", { name: "Dismiss the checklist" }).click();
    await expect(page).toHaveURL(`${hostOf(subdomain)}/my-space`);
    await expect(checklist(page)).toHaveCount(0);
    await page.reload();
    await expect(checklist(page)).toHaveCount(0);
  });
});

test.describe("the plan in the shell", () => {
  test("a new organisation reads Free; its Gantt view is the teaser and its exports an upgrade prompt", { tag: "@no-js" }, async ({ page }) => {
    test.slow();
    const { owner, subdomain } = await freshOrganisation();
    await signIn(page, owner, subdomain);
    await expect(header(page).getByText("Free plan")).toBeVisible();
    const form = page.getByRole("form", { name: "Your first team and project" });
    await form.getByLabel("Team name").fill("Plans");
    await form.getByLabel("Project name").fill("Roadmap");
    await form.getByRole("button", { name: "Create team and project" }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/[^/]+/[^/?]+$`));
    const project = page.url();

    await page.goto(`${project}/gantt`);
    const teaser = page.getByRole("region", { name: "Plan ahead with the Gantt view" });
    await expect(teaser).toBeVisible();
    await teaser.getByRole("link", { name: "See plans" }).click();
    await expect(page.getByRole("dialog")).toHaveAccessibleName("Upgrade your plan");

    // The List's one Export is its header's (issue 43 §3).
    await page.goto(`${project}?open=export-list`);
    await expect(page.getByText("Exporting project data comes with the Starter plan and above. Upgrade to export.")).toBeVisible();
    await expect(page.getByText("PDF export comes with the Business plan and above. Upgrade to export PDFs.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Download" })).toHaveCount(0);
  });

  test("acme's demo reads its Business trial and its end; at 320 px wide, in the account menu", { tag: "@no-js" }, async ({ page }) => {
    const trial = /^Business trial until \d{2} [A-Z][a-z]{2}, \d{4}$/;
    await signIn(page, "ada@acme.test");
    await expect(header(page).getByText(trial)).toBeVisible();
    // Below 768 px the plan is in the account menu (issue 42 §1), opened through the address with or without JavaScript.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${hostOf("acme")}/my-space?open=account`);
    const badge = header(page).getByText(trial).filter({ visible: true });
    await expect(badge).toBeVisible();
    // The plan and the header's last control, the account menu, both fit on the screen.
    for (const control of [badge, header(page).getByLabel("Account", { exact: true })]) {
      const box = await control.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(320);
    }
  });
});
