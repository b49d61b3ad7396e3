import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiCall, cellLink, chooseInCell, DEMO_PASSWORD, hostOf, hydrated, openCell, seriousViolations, signIn } from "./helpers";
import { formatCalendarDay, formatDateInput } from "../../app/lib/dates";

/**
 * Issue 7's "Done when", end to end through the screens, with JavaScript on
 * and off: ada builds a team, a folder, a private project, groups, tasks, a
 * subtask, fourteen kinds of custom column with a value of each, reorders two
 * tasks and finds her task in my-space; bob, a member of the team, neither
 * sees the private project nor reaches it.
 */
const acme = hostOf("acme");

/** Signs bob in to acme once through the API, so acme's workspace knows him and ada can add him to her team. */
async function signedInOnce(username: string) {
  const { data } = await apiCall("auth", "/api/v2/user/login", { username, password: DEMO_PASSWORD, domainName: "acme" });
  expect((await apiCall("acme", "/api/v2/user/getUserDataFromToken", { token: data.redirectToken })).statusCode).toBe(200);
}

/** A calendar day `days` from today, yyyy-mm-dd. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Runs `act` and waits for the post it makes to the project's page to be answered (a reload before that would cancel it). */
async function posting(page: Page, act: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/projects/"));
  await act();
  await answered;
  await page.waitForLoadState();
}

/**
 * Changes an in-place field of the List view and saves it: with JavaScript it
 * posts on change (a text field on leaving it), without it through its Save button.
 */
async function edit(page: Page, label: string, javaScriptEnabled: boolean, change: () => Promise<unknown>, control?: Locator) {
  await posting(page, async () => {
    await change();
    if (!javaScriptEnabled) await page.getByRole("button", { name: `Save ${label}` }).first().click();
    else await control?.blur();
  });
}

/**
 * Opens a page and, with JavaScript, waits for it to be hydrated: a field changed before would not
 * post, and `posting` would wait for an answer that never comes (network idle came first once on CI).
 */
async function openList(page: Page, url: string, javaScriptEnabled: boolean) {
  await page.goto(url);
  if (javaScriptEnabled) await hydrated(page);
}

test("a newcomer builds a private project with tasks and custom columns; bob cannot see it", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }, info) => {
  test.setTimeout(150_000);
  const suffix = `${info.project.name} ${Date.now()}`;
  const teamName = `Flow team ${suffix}`;
  const folderName = `Flow folder ${suffix}`;
  const projectName = `Flow project ${suffix}`;
  const [first, second, subtask] = [`Write brief ${suffix}`, `Review brief ${suffix}`, `Outline ${suffix}`];
  await signedInOnce("bob@acme.test");

  // A team, from /teams/new
  await signIn(page, "ada@acme.test");
  await page.goto(`${acme}/teams/new`);
  await page.getByLabel("Team Name").fill(teamName);
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page).toHaveURL(new RegExp(`${acme}/projects/[0-9a-f-]{36}$`));
  await expect(page.getByText(`Team ${teamName} created.`)).toBeVisible();
  const teamId = new URL(page.url()).pathname.split("/")[2];

  // bob joins the team as a member, so what hides the project from him is its privacy alone
  await page.goto(`${acme}/projects/${teamId}/settings`);
  await page.getByLabel("Add a member of your organisation").selectOption({ label: "Bob Builder (bob@acme.test)" });
  await page.getByRole("button", { name: "Add to team" }).click();
  await expect(page.getByText("Member added.")).toBeVisible();

  // A folder, then a private project in it, from the second panel's forms
  await page.goto(`${acme}/projects`);
  const secondPanel = (on: Page) => on.getByRole("navigation", { name: "Projects" });
  await page.getByRole("button", { name: "New folder" }).click();
  const folderForm = page.locator("#new-folder");
  await folderForm.getByLabel("Team", { exact: true }).selectOption(teamId);
  await folderForm.getByLabel("Folder name").fill(folderName);
  await folderForm.getByRole("button", { name: "Create folder" }).click();
  await expect(page.getByText(`Folder ${folderName} created.`)).toBeVisible();

  await page.getByRole("button", { name: "New project" }).click();
  const projectForm = page.locator("#new-project");
  await projectForm.getByLabel("Project name").fill(projectName);
  await projectForm.getByLabel("Team", { exact: true }).selectOption(teamId);
  await projectForm.getByLabel("Folder", { exact: true }).selectOption({ label: `${teamName} / ${folderName}` });
  await projectForm.getByLabel("Private", { exact: true }).check();
  await projectForm.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`${acme}/projects/${teamId}/[0-9a-f-]{36}$`));
  await expect(page.getByText(`Project ${projectName} created.`)).toBeVisible();
  const projectUrl = page.url();
  await expect(secondPanel(page).getByRole("list", { name: `Folder ${folderName}` }).getByRole("link", { name: new RegExp(projectName) })).toBeVisible();
  await expect(page.getByRole("region", { name: `Project ${projectName}` }).getByText("Private", { exact: true })).toBeVisible();

  // Task groups, two tasks, a subtask (from the task's side panel), all in the List view
  for (const group of ["Sprint 1", "Sprint 2"]) {
    await page.getByLabel("New task group").fill(group);
    await page.getByRole("button", { name: "Add group" }).click();
    await expect(page.getByRole("region", { name: group })).toBeVisible();
  }
  const sprint = page.getByRole("region", { name: "Sprint 1" });
  for (const name of [first, second]) {
    await sprint.getByLabel("New task in Sprint 1").fill(name);
    await sprint.getByRole("button", { name: "Add task" }).click();
    await expect(sprint.getByRole("listitem", { name })).toBeVisible();
  }
  await page.getByRole("link", { name: `Open ${first}` }).click();
  const panel = page.getByRole("complementary", { name: `Task: ${first}` });
  await panel.getByLabel(`New subtask of ${first}`).fill(subtask);
  await panel.getByRole("button", { name: "Add subtask" }).click();
  await expect(page.getByRole("list", { name: `Subtasks of ${first}` }).first().getByRole("listitem", { name: subtask })).toBeVisible();

  // The task's status, assignee and due date, in its row: each cell opens its editor
  await openList(page, projectUrl, javaScriptEnabled);
  // Status and assignee: one click opens the cell's menu, one on an entry posts it (issue 43 §3).
  await posting(page, () => chooseInCell(page, `Status of ${first}`, "In Progress"));
  await expect(cellLink(page, `Assignees of ${first}`)).toHaveAccessibleName(`Assignees of ${first}: none`);
  await posting(page, () => chooseInCell(page, `Assignees of ${first}`, "Ada Lovelace"));
  const due = dayFromToday(3);
  const dueField = await openCell(page, `Due date of ${first}`);
  // Typed in the person's order (decision 82); with JavaScript it posts when left.
  await edit(page, `Due date of ${first}`, javaScriptEnabled, () => dueField.fill(formatDateInput(due, "dd/mm/yy")), dueField);
  await page.reload();
  await expect(cellLink(page, `Status of ${first}`)).toHaveAccessibleName(`Status of ${first}: In Progress`);
  await expect(cellLink(page, `Assignees of ${first}`)).toHaveAccessibleName(`Assignees of ${first}: Ada Lovelace`);
  await expect(cellLink(page, `Due date of ${first}`)).toHaveAccessibleName(`Due date of ${first}: ${formatCalendarDay(due, "dd/mm/yy")}`);

  // Custom columns of every type, on the project's columns page
  await page.getByRole("link", { name: "Manage columns" }).click();
  await expect(page).toHaveURL(`${projectUrl}/columns`);
  const columns = [
    { name: "Notes", type: "Text" },
    { name: "Details", type: "Long text" },
    { name: "Points", type: "Number" },
    { name: "Budget", type: "Currency", currency: "USD" },
    { name: "Done so far", type: "Progress" },
    { name: "Launch day", type: "Date" },
    { name: "Stage", type: "Single select", options: "Draft\nFinal" },
    { name: "Tags", type: "Labels", options: "Red\nGreen\nBlue" },
    { name: "Reviewers", type: "People" },
    { name: "Approved", type: "Checkbox" },
    { name: "Link", type: "Web address" },
    { name: "Contact", type: "Email" },
    { name: "Phone line", type: "Phone" },
    { name: "Score", type: "Rating" },
  ];
  const addForm = page.locator("form", { has: page.getByRole("heading", { name: "Add a column" }) });
  for (const column of columns) {
    await addForm.getByLabel("Column name").fill(column.name);
    await addForm.getByLabel("Column type").selectOption({ label: column.type });
    if (column.currency) await addForm.getByLabel(/^Currency/).selectOption(column.currency);
    if (column.options) await addForm.getByLabel(/^Options, one per line/).fill(column.options);
    await addForm.getByRole("button", { name: "Add column" }).click();
    await expect(page.getByText(`Column ${column.name} added.`)).toBeVisible();
  }
  await expect
    .poll(() => page.getByRole("list", { name: "Columns" }).getByRole("listitem").evaluateAll((items) => items.map((item) => item.getAttribute("aria-label"))))
    .toEqual(columns.map((column) => column.name));

  // A value of each kind, in the List view: each cell opens its editor (with JavaScript in place, a typed
  // value saved on leaving it; without, a page that shows it open, and its Save button)
  await openList(page, projectUrl, javaScriptEnabled);
  const typed: Array<[string, string]> = [
    ["Notes", "Short note"],
    ["Details", "A longer text about the brief"],
    ["Points", "42"],
    ["Budget", "1234.5"],
    ["Done so far", "60"],
    ["Launch day", "15/09/2026"],
    ["Link", "https://example.com/brief"],
    ["Contact", "team@example.com"],
    ["Phone line", "+44 20 7946 0958"],
  ];
  const control = (column: string) => page.getByLabel(`${column} of ${first}`, { exact: true }).and(page.locator("input, textarea"));
  for (const [column, value] of typed) {
    await cellLink(page, `${column} of ${first}`).click();
    await edit(page, `${column} of ${first}`, javaScriptEnabled, () => control(column).fill(value), control(column));
    // With JavaScript the editor closed when left.
    if (javaScriptEnabled) await expect(control(column)).toHaveCount(0);
  }
  await expect(cellLink(page, `Points of ${first}`)).toHaveAccessibleName(`Points of ${first}: 42`);
  await expect(cellLink(page, `Notes of ${first}`)).toHaveAccessibleName(`Notes of ${first}: Short note`);
  await cellLink(page, `Stage of ${first}`).click();
  const stage = page.getByRole("combobox", { name: `Stage of ${first}`, exact: true });
  await edit(page, `Stage of ${first}`, javaScriptEnabled, () => stage.selectOption({ label: "Final" }));
  for (const [column, choices] of [
    ["Tags", ["Red", "Blue"]],
    ["Reviewers", ["Ada Lovelace"]],
  ] as const) {
    const link = cellLink(page, `${column} of ${first}`);
    await link.click();
    const picker = page.getByRole("group", { name: `${column} of ${first}` });
    for (const [index, choice] of choices.entries()) {
      // With JavaScript each tick saves at once, the picker stays open for the next one and the cell shows what is saved so far.
      const tick = () => picker.getByRole("checkbox", { name: choice }).check();
      if (!javaScriptEnabled) await tick();
      else {
        await posting(page, tick);
        await expect(link).toHaveText(choices.slice(0, index + 1).join(", "));
      }
    }
    if (!javaScriptEnabled) await posting(page, () => page.getByRole("button", { name: `Save ${column} of ${first}` }).click());
    await expect(link).toHaveText(choices.join(", "));
  }
  // A check and a star are one click in their opened cell; with JavaScript the cell closes on it.
  await cellLink(page, `Approved of ${first}`).click();
  await posting(page, () => page.getByRole("button", { name: `Approved of ${first}`, exact: true }).click());
  await expect(cellLink(page, `Approved of ${first}`)).toHaveAccessibleName(`Approved of ${first}: Yes`);
  await cellLink(page, `Score of ${first}`).click();
  await posting(page, () => page.getByRole("group", { name: `Score of ${first}` }).getByRole("button", { name: "4 of 5" }).click());
  await expect(cellLink(page, `Score of ${first}`)).toHaveAccessibleName(`Score of ${first}: 4/5`);

  // Every value is kept
  await page.goto(projectUrl);
  if (javaScriptEnabled) await hydrated(page);
  for (const [column, value] of typed) {
    await cellLink(page, `${column} of ${first}`).click();
    await expect(control(column)).toHaveValue(value);
  }
  await expect(cellLink(page, `Stage of ${first}`)).toHaveAccessibleName(`Stage of ${first}: Final`);
  await expect(cellLink(page, `Tags of ${first}`)).toHaveText("Red, Blue");
  await expect(cellLink(page, `Reviewers of ${first}`)).toHaveText("Ada Lovelace");
  await expect(cellLink(page, `Approved of ${first}`)).toHaveAccessibleName(`Approved of ${first}: Yes`);
  await expect(cellLink(page, `Score of ${first}`)).toHaveAccessibleName(`Score of ${first}: 4/5`);
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  // Two tasks change places with the move buttons
  const rows = page.getByRole("list", { name: "Tasks of Sprint 1" }).locator(":scope > li");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute("aria-label", first);
  await page.getByRole("button", { name: `Move ${second} up` }).click();
  await expect(rows.first()).toHaveAttribute("aria-label", second);
  await page.getByRole("button", { name: `Move ${second} down` }).click();
  await expect(rows.first()).toHaveAttribute("aria-label", first);
  await page.getByRole("button", { name: `Move ${first} down` }).click();
  await expect(rows.first()).toHaveAttribute("aria-label", second);
  await page.reload();
  await expect(page.getByRole("list", { name: "Tasks of Sprint 1" }).locator(":scope > li").first()).toHaveAttribute("aria-label", second);

  // ada finds her task in my-space, linked back to it in the List view
  await page.goto(`${acme}/my-space`);
  const mine = page.getByRole("link", { name: first, exact: true });
  await expect(mine).toBeVisible();
  await mine.click();
  await expect(page).toHaveURL(new RegExp(`${projectUrl}\\?taskId=`));
  await expect(page.getByRole("complementary", { name: `Task: ${first}` })).toBeVisible();

  // bob, in the team, sees its folder but not the private project, and its address answers 404
  const bobContext = await browser.newContext({ javaScriptEnabled });
  const bob = await bobContext.newPage();
  await signIn(bob, "bob@acme.test");
  await bob.goto(`${acme}/projects`);
  await expect(secondPanel(bob).getByRole("link", { name: teamName })).toBeVisible();
  await expect(secondPanel(bob).getByText(folderName)).toBeVisible();
  await expect(secondPanel(bob).getByText(projectName)).toHaveCount(0);
  const answer = await bob.goto(projectUrl);
  expect(answer?.status()).toBe(404);
  await expect(bob.getByRole("heading", { name: "Project not found" })).toBeVisible();
  await bobContext.close();
});
