import { expect, test, type Page } from "@playwright/test";
import { cellLink, hydrated, menuEntry, searchBox, seriousViolations, signIn } from "./helpers";
import { seedProject } from "./workspaceSeed";

/**
 * Keyboard-first (issue 21 §2): the command palette (Ctrl/⌘+K) finds a task
 * through the global search and opens it; every shortcut the help overlay
 * lists does what it says, on a project of its own (seedProject); without
 * JavaScript none of it is in the page.
 */
const announcer = (page: Page) => page.locator("#keyboard-announcer");
const row = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

test("without JavaScript the pages carry no palette, overlay or announcer", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "what a browser without JavaScript gets");
  await signIn(page, "ada@acme.test");
  const { url } = await seedProject(["Keyboardless row"], "Keyless");
  await page.goto(url);
  await expect(row(page, "Keyboardless row")).toBeVisible();
  await page.keyboard.press("Control+k");
  await page.keyboard.press("?");
  await expect(page.locator("#keyboard-announcer, [cmdk-root], [role='dialog']")).toHaveCount(0);
  expect(await page.content()).not.toContain("keyboard-announcer");
});

test("the palette finds a task through the search and opens it; it is first among the recent items then", async ({ page }) => {
  const name = `Narwhalkey ${Date.now()}`;
  const { url, taskIds } = await seedProject([name], "Palette work");
  await signIn(page, "ada@acme.test");
  await hydrated(page);

  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  const box = palette.getByRole("combobox", { name: "Search or jump to" });
  await expect(box).toBeFocused();
  // Screens and actions while the box is empty.
  await expect(palette.getByRole("option", { name: /Go to Projects/ })).toBeVisible();
  await expect(palette.getByRole("option", { name: /Log out/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await box.fill(name.split(" ")[0]);
  const hit = palette.getByRole("option", { name: new RegExp(name) });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${url.replace(/^https?:\/\/[^/]+/, "")}\\?.*taskId=${taskIds[0]}`));
  await expect(page.getByRole("heading", { name: `Task: ${name}` })).toBeVisible();

  // On a project's page: create a task in it (the List's own add-task box).
  await page.keyboard.press("Control+k");
  await box.fill("create");
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
  await expect(page.getByLabel("New task in Backlog")).toBeFocused();

  // Opened again: the task leads the recent items, and Enter opens a screen.
  await page.keyboard.press("Control+k");
  await expect(palette.getByRole("group", { name: "Recent" }).getByRole("option").first()).toContainText(name);
  await box.fill("notifications");
  await expect(palette.getByRole("option", { name: /Go to Notifications/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/notifications$/);
  // Escape closes it.
  await page.keyboard.press("Control+k");
  await expect(palette).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
});

test("the palette finds a project's views and teams by their words, and offers the actions", async ({ page }) => {
  // A project of the test's own: acme's demo work is made only for the specs that ask for it (onDemoWork).
  const word = `palette${Date.now().toString(36)}`;
  await seedProject([], `Roadmap ${word}`);
  await signIn(page, "ada@acme.test");
  await hydrated(page);
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  const box = palette.getByRole("combobox", { name: "Search or jump to" });
  const places = palette.getByRole("group", { name: "Teams and views" });

  // Issue 43 §5: "gantt" is no word of any task, yet it finds every project's Gantt.
  await box.fill("gantt");
  await expect(places.getByRole("option", { name: /› Gantt/ }).first()).toBeVisible();
  await box.fill(`gantt ${word}`);
  await expect(places.getByRole("option")).toHaveCount(1);
  await expect(places.getByRole("option")).toContainText(`Roadmap ${word} › Gantt`);
  await box.fill("e2e team");
  await expect(places.getByRole("option", { name: /^E2E team\s*Team$/ }).first()).toBeVisible();
  await box.fill("create");
  await expect(palette.getByRole("option", { name: /Create a project/ })).toBeVisible();
  await expect(palette.getByRole("option", { name: /Create a team/ })).toBeVisible();

  await box.fill(`${word} gantt`);
  await page.keyboard.press("Enter");
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/[^/]+\/gantt$/);

  // On a project's page: its other views are actions.
  await page.keyboard.press("Control+k");
  await box.fill("go to kanban");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/projects\/[^/]+\/[^/]+\/kanban$/);
});


test("every shortcut in the help overlay does what it says", async ({ page }) => {
  test.setTimeout(90_000);
  const first = `Wombat first ${Date.now()}`;
  const second = `Wombat second ${Date.now()}`;
  const { url } = await seedProject([first, second], "Shortcut work");
  await signIn(page, "ada@acme.test");
  await page.goto(url);
  await hydrated(page);
  await expect(row(page, first)).toBeVisible();

  // ? lists them all (and nothing else), Escape closes it.
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  const listed = await help.getByRole("row").locator("td:nth-child(2)").allTextContents();
  expect(listed).toEqual([
    "Open the command palette",
    "Show the keyboard shortcuts",
    "Search",
    "Next task",
    "Previous task",
    "Back from a task's field to the task",
    "Open the task",
    "Edit the task's name",
    "Assign the task to me",
    "Change the status",
    "Set the due date",
    "Move the card to the next column",
    "Move the card to the previous column",
    "Archive the task",
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  // j / k and the arrows move the focus over the rows.
  await page.keyboard.press("j");
  await expect(row(page, first)).toBeFocused();
  await page.keyboard.press("j");
  await expect(row(page, second)).toBeFocused();
  await page.keyboard.press("k");
  await expect(row(page, first)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(row(page, second)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(row(page, first)).toBeFocused();

  // e: the name's field; keys type there (no shortcut fires), Escape goes back to the row unchanged.
  await page.keyboard.press("e");
  const nameField = page.getByLabel(`Name of ${first}`).first();
  await expect(nameField).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(" jk");
  await expect(nameField).toHaveValue(`${first} jk`);
  await expect(nameField).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(row(page, first)).toBeFocused();
  await expect(nameField).toHaveValue(first);

  // s: the status cell opens its menu on the status that holds; a letter finds an entry, Enter chooses it, and the choice is said.
  await page.keyboard.press("s");
  const status = page.getByRole("menu", { name: `Status of ${first}` });
  await expect(menuEntry(status, "To Do")).toBeFocused();
  await page.keyboard.press("i");
  await expect(menuEntry(status, "In Progress")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(announcer(page)).toHaveText("Status set to In Progress");
  // A choice made, the focus is back on the row.
  await expect(row(page, first)).toBeFocused();
  await expect(status).toBeHidden();

  // d: the due date.
  await page.keyboard.press("d");
  const due = page.getByLabel(`Due date of ${first}`, { exact: true }).first();
  await expect(due).toBeFocused();
  await due.fill("15/01/2030");
  await due.press("Enter");
  await expect(announcer(page)).toHaveText("Due date set to 15 Jan, 2030");
  await page.keyboard.press("Escape");
  await expect(row(page, first)).toBeFocused();
  await expect(due).toBeHidden();

  // i: assigned to me (ada); the focus stays on the row.
  await page.keyboard.press("i");
  await expect(announcer(page)).toHaveText("Assigned to you.");
  await expect(cellLink(row(page, first), `Assignees of ${first}`)).toHaveAccessibleName(/Assignees of .*: .*Ada/);
  await expect(row(page, first)).toBeFocused();

  // The changes were saved: read again from the server.
  await page.reload();
  await hydrated(page);
  await expect(cellLink(page, `Status of ${first}`)).toHaveAccessibleName(`Status of ${first}: In Progress`);
  await expect(cellLink(page, `Due date of ${first}`)).toHaveAccessibleName(`Due date of ${first}: 15 Jan, 2030`);
  await expect(cellLink(row(page, first), `Assignees of ${first}`)).toHaveAccessibleName(/Ada/);

  // Enter opens the task's panel.
  await page.keyboard.press("j");
  await expect(row(page, first)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Task: ${first}` })).toBeVisible();

  // # archives the second task (the Archive screen restores it).
  await page.keyboard.press("j");
  await expect(row(page, second)).toBeFocused();
  await page.keyboard.press("#");
  await expect(announcer(page)).toContainText(`Archived ${second}`);
  await expect(row(page, second)).toHaveCount(0);

  // /: the search box.
  await page.keyboard.press("/");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press("Escape");

  // On the board: m and Shift+M move a card to the next column and back.
  await page.goto(`${url}/kanban`);
  await hydrated(page);
  const card = page.locator(`main li[data-task-id]`, { hasText: first });
  await page.keyboard.press("j");
  await expect(card).toBeFocused();
  const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(\\d+\\)`) });
  await expect(column("In Progress").getByRole("listitem", { name: first })).toBeVisible();
  await page.keyboard.press("m");
  await expect(announcer(page)).toHaveText(`Moved ${first} to Done.`);
  await expect(column("Done").getByRole("listitem", { name: first })).toBeVisible();
  await expect(card).toBeFocused();
  await page.keyboard.press("Shift+M");
  await expect(announcer(page)).toHaveText(`Moved ${first} to In Progress.`);
  await expect(column("In Progress").getByRole("listitem", { name: first })).toBeVisible();
  await expect(card).toBeFocused();
  await page.keyboard.press("i");
  await expect(announcer(page)).toHaveText("Already assigned to you.");
  await page.reload();
  await expect(column("In Progress").getByRole("listitem", { name: first })).toBeVisible();

  // On the Gantt: j, d opens the row's dates at the due date, Escape goes back, Enter opens the task.
  await page.goto(`${url}/gantt`);
  await hydrated(page);
  const ganttRow = page.locator("main li[data-task-id]").first();
  await page.keyboard.press("j");
  await expect(ganttRow).toBeFocused();
  await page.keyboard.press("d");
  await expect(ganttRow.locator('input[data-date-field="dueDate"]')).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(ganttRow).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/taskId=/);
});

/** The value of a select's option, by its label. */
