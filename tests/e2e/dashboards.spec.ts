import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectToast, hostOf, hydrated, signIn } from "./helpers";
import { addTasks, memberOfAcme, projectWithGroup } from "./workspaceSeed";

/**
 * Dashboards (issue 18), with JavaScript and without (every form is a plain post): ada makes a
 * dashboard of her team, adds a number card, a bar chart by status and a burn-up, moves one;
 * duplicates it into a private copy and invites bob as a viewer; bob sees the copy with his own
 * numbers (the private "Board planning" project's tasks never counted); gia, a guest, sees no
 * dashboard until she is invited. The team (bob a member, gia a guest), its public project and
 * the private Board planning (ada's only) are made through the API.
 */
// Each test deletes ada's dashboards first (three per organisation on Free): the JavaScript-off run waits for the other.
test.describe.configure({ lock: "acme's dashboards" });

const acme = hostOf("acme");

async function seed() {
  const [ada, bob, gia] = await Promise.all(["ada@acme.test", "bob@acme.test", "gia@acme.test"].map(memberOfAcme));
  // Earlier runs' dashboards go first: the Free plan allows 3 per organisation.
  for (const dashboard of await ada.call<Array<{ dashboardId: string; canManage: boolean }>>("dashboard/list")) {
    if (dashboard.canManage) await ada.call("dashboard/delete", { dashboardId: dashboard.dashboardId });
  }
  const team = `Numbers ${Math.floor(Math.random() * 1e6)}`;
  const { teamId } = await ada.call<{ teamId: string }>("team/create", { name: team });
  await ada.call("team/addUsersToTeam", { teamId, userIds: [bob.userId], role: "MEMBER" });
  await ada.call("team/addUsersToTeam", { teamId, userIds: [gia.userId], role: "GUEST" });
  const website = await projectWithGroup(ada, teamId, { name: "Website", groupName: "Backlog" });
  await addTasks(ada, website.groupId, ["Home page", "Launch"]);
  const board = await projectWithGroup(ada, teamId, { name: "Board planning", groupName: "Board pack", visibility: "PRIVATE" });
  await addTasks(ada, board.groupId, ["Budget", "Minutes", "Agenda"]);
  return { team };
}

async function signedIn(browser: Browser, email: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, email);
  return { page, close: () => context.close() };
}

const widget = (page: Page, name: string) => page.getByRole("list", { name: "Widgets" }).getByRole("listitem", { name });

async function addWidget(page: Page, team: string, fields: { name: string; description: string; kind: string; groupBy?: string }) {
  const form = page.getByRole("form", { name: "New widget" });
  if (!(await form.isVisible())) await page.getByRole("button", { name: "Add widget" }).click();
  await form.getByLabel("Widget name").fill(fields.name);
  await form.getByLabel("Widget description").fill(fields.description);
  await form.getByLabel("Kind").selectOption({ label: fields.kind });
  if (fields.groupBy) await form.getByLabel("Bars group by").selectOption({ label: fields.groupBy });
  await form.getByLabel("Teams (none: all)").selectOption({ label: team });
  await form.getByRole("button", { name: "Add widget" }).click();
  await expectToast(page, `Widget ${fields.name} added.`);
}

test("ada builds a dashboard and shares a private copy; bob sees his own numbers; gia sees it only once invited", { tag: "@no-js" }, async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const { team } = await seed();
  const ada = await signedIn(browser, "ada@acme.test", javaScriptEnabled);
  const { page } = ada;
  const name = `Team numbers ${javaScriptEnabled ? "js" : "html"}`;

  await test.step("ada creates a dashboard from the left panel's Dashboard item", async () => {
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.getByLabel("Dashboard name").fill(name);
    await page.getByRole("button", { name: "Create dashboard" }).click();
    await expectToast(page, `Dashboard ${name} created.`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  await test.step("a number card, a bar chart by status and a burn-up over her team", async () => {
    await addWidget(page, team, { name: "Open tasks", description: "Every task of the team", kind: "Number card" });
    await addWidget(page, team, { name: "By status", description: "Tasks per status", kind: "Bar chart", groupBy: "Status" });
    await addWidget(page, team, { name: "Burn-up", description: "Created against completed", kind: "Burn-up (created vs completed)" });
    await expect(widget(page, "Open tasks").getByLabel("5 tasks", { exact: true })).toBeVisible();
    await expect(widget(page, "By status").getByRole("img", { name: /By status/ })).toBeVisible();
    await widget(page, "By status").getByRole("button", { name: "Show as table" }).click();
    await expect(widget(page, "By status").getByRole("row", { name: "To Do 5" })).toBeVisible();
    await expect(widget(page, "Burn-up").getByRole("img", { name: /Burn-up.*5 tasks created, 0 completed/ })).toBeVisible();
  });

  await test.step("moves the burn-up up", async () => {
    await widget(page, "Burn-up").getByRole("button", { name: "Move Burn-up up" }).click();
    await expectToast(page, "Burn-up moved up.");
    await expect(page.getByRole("list", { name: "Widgets" }).getByRole("heading", { level: 2 })).toHaveText(["Open tasks", "Burn-up", "By status"]);
  });

  await test.step("duplicates it into a private copy and invites bob as a viewer", async () => {
    await page.getByRole("button", { name: "Duplicate dashboard" }).click();
    await expectToast(page, `Dashboard ${name} (copy) created.`);
    await expect(page.getByRole("heading", { level: 1, name: `${name} (copy)` })).toBeVisible();
    await expect(page.getByText(/^Private · by/)).toBeVisible();
    await page.getByRole("button", { name: /^People \(/ }).click();
    await page.getByLabel("Invite members (name or e-mail, comma separated)").fill("bob@acme.test");
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    await expectToast(page, "bob@acme.test invited.");
  });
  const copyUrl = page.url();

  await test.step("bob sees the copy with his numbers: no Board planning task", async () => {
    const bob = await signedIn(browser, "bob@acme.test", javaScriptEnabled);
    await bob.page.goto(`${acme}/dashboard`);
    await bob.page.getByRole("link", { name: `${name} (copy)` }).click();
    await expect(widget(bob.page, "Open tasks").getByLabel("2 tasks", { exact: true })).toBeVisible();
    await expect(bob.page.getByText("Add widget")).toHaveCount(0);
    await expect(bob.page.getByRole("main")).not.toContainText("Board planning");
    await bob.close();
  });

  await test.step("gia, a guest, sees no dashboard until invited, then her own numbers", async () => {
    const gia = await signedIn(browser, "gia@acme.test", javaScriptEnabled);
    await gia.page.goto(`${acme}/dashboard`);
    await expect(gia.page.getByText("No dashboard has been shared with you yet.")).toBeVisible();
    await gia.page.goto(copyUrl);
    await expect(gia.page.getByRole("heading", { level: 1, name: `${name} (copy)` })).toHaveCount(0);
    const invite = page.getByLabel("Invite members (name or e-mail, comma separated)");
    // Without JavaScript the page came back from the last invite with its People section closed.
    if (!(await invite.isVisible())) await page.getByRole("button", { name: /^People \(/ }).click();
    await invite.fill("gia@acme.test");
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    await expectToast(page, "gia@acme.test invited.");
    await gia.page.goto(copyUrl);
    await expect(gia.page.getByRole("heading", { level: 1, name: `${name} (copy)` })).toBeVisible();
    await expect(widget(gia.page, "Open tasks").getByLabel("2 tasks", { exact: true })).toBeVisible();
    await gia.close();
  });
  await ada.close();
});

test("ada rearranges widgets with the keyboard (dnd-kit) and the order stays after a reload", async ({ browser, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "dragging needs JavaScript; the move forms are covered above");
  test.setTimeout(90_000);
  const ada = await memberOfAcme("ada@acme.test");
  for (const dashboard of await ada.call<Array<{ dashboardId: string; canManage: boolean }>>("dashboard/list")) {
    if (dashboard.canManage) await ada.call("dashboard/delete", { dashboardId: dashboard.dashboardId });
  }
  const { dashboardId } = await ada.call<{ dashboardId: string }>("dashboard/create", { name: "Arranged by keys", visibility: "PRIVATE" });
  for (const name of ["First", "Second", "Third"]) await ada.call("dashboard/widgets/create", { dashboardId, name, description: "A number", kind: "number" });
  const { page, close } = await signedIn(browser, "ada@acme.test", true);
  await page.goto(`${acme}/dashboard/${dashboardId}`);
  const headings = page.getByRole("list", { name: "Widgets" }).getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(["First", "Second", "Third"]);

  // Lift Third with space, move it up (to First's place in the grid's first column), drop it with space.
  const handle = page.getByRole("button", { name: "Move widget Third" });
  await handle.focus();
  const said = (text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeAttached();
  await page.keyboard.press("Space");
  await said("Widget Third would go to place 3 of 3.");
  await page.keyboard.press("ArrowUp");
  await said("Widget Third would go to place 1 of 3.");
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes(`/dashboard/${dashboardId}`));
  await page.keyboard.press("Space");
  await expect(headings).toHaveText(["Third", "First", "Second"]);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(headings).toHaveText(["Third", "First", "Second"]);
  await close();
});

test("drag and drop arrives beside the grid: each widget and its chart stay the same elements, and get their handles", async ({ browser, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "drag and drop needs JavaScript");
  const ada = await memberOfAcme("ada@acme.test");
  for (const dashboard of await ada.call<Array<{ dashboardId: string; canManage: boolean }>>("dashboard/list")) {
    if (dashboard.canManage) await ada.call("dashboard/delete", { dashboardId: dashboard.dashboardId });
  }
  const { dashboardId } = await ada.call<{ dashboardId: string }>("dashboard/create", { name: "Kept widgets", visibility: "PRIVATE" });
  for (const [name, kind] of [["Counted", "number"], ["Shared", "donut"]]) await ada.call("dashboard/widgets/create", { dashboardId, name, description: "Kept", kind });
  const { page, close } = await signedIn(browser, "ada@acme.test", true);
  // Drag and drop (components/dashboards/dnd.tsx, fetched on demand) held back until the page has hydrated and is marked.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/build\/_shared\/dnd-[A-Z0-9]+\.js$/, async (route) => {
    asked += 1;
    await gate;
    await route.continue();
  });
  await page.goto(`${acme}/dashboard/${dashboardId}`);
  await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeVisible(); // hydrated
  const shared = widget(page, "Shared");
  await shared.hover(); // reaching for the grid asks for drag and drop
  await expect.poll(() => asked).toBeGreaterThan(0);
  const kept = [shared, shared.locator("figure"), widget(page, "Counted")];
  for (const element of kept) await element.evaluate((node) => ((node as Element & { __kept?: boolean }).__kept = true));
  release();
  await expect(shared.getByRole("button", { name: "Move widget Shared" })).toBeVisible();
  await expect(widget(page, "Counted").getByRole("button", { name: "Move widget Counted" })).toBeVisible();
  for (const element of kept) expect(await element.evaluate((node) => (node as Element & { __kept?: boolean }).__kept === true), "the same element").toBe(true);
  await close();
});

/** A private dashboard of ada's over one new project of hers, whose tasks are `tasks` (all To Do but `doing`, In Progress). */
async function dashboardOverProject(tasks: string[], doing: string[], widgets: Array<Record<string, unknown>>) {
  const ada = await memberOfAcme("ada@acme.test");
  for (const dashboard of await ada.call<Array<{ dashboardId: string; canManage: boolean }>>("dashboard/list")) {
    if (dashboard.canManage) await ada.call("dashboard/delete", { dashboardId: dashboard.dashboardId });
  }
  const { teamId } = await ada.call<{ teamId: string }>("team/create", { name: `Charts ${Math.floor(Math.random() * 1e6)}` });
  const { projectId, groupId } = await projectWithGroup(ada, teamId, { name: "Charted", groupName: "Backlog" });
  const taskIds = await addTasks(ada, groupId, tasks);
  const { statuses } = await ada.call<{ statuses: Array<{ id: string; name: string }> }>(`project/list?projectId=${projectId}`);
  const inProgress = statuses.find((status) => status.name === "In Progress")!.id;
  for (const name of doing) await ada.call("task/update", { taskId: taskIds[tasks.indexOf(name)], statusId: inProgress });
  const { dashboardId } = await ada.call<{ dashboardId: string }>("dashboard/create", { name: "Charted work", visibility: "PRIVATE" });
  for (const widget of widgets) await ada.call("dashboard/widgets/create", { dashboardId, projectIds: [projectId], ...widget });
  return { url: `${acme}/dashboard/${dashboardId}`, teamId, projectId, inProgress };
}

test("hovering a bar shows its value; a click opens the project's List filtered to those tasks", async ({ browser, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the tooltip needs JavaScript; without it each bar is a plain link with its value as its name");
  const { url, teamId, projectId, inProgress } = await dashboardOverProject(["Draft copy", "Pick fonts", "Ship it"], ["Pick fonts"], [
    { name: "By status", description: "Tasks per status", kind: "bars", groupBy: "status" },
  ]);
  const { page, close } = await signedIn(browser, "ada@acme.test", true);
  await page.goto(url);
  await hydrated(page);
  const bar = widget(page, "By status").getByRole("link", { name: "In Progress: 1" });
  await bar.hover();
  await expect(widget(page, "By status").getByRole("tooltip")).toHaveText("In Progress: 1");
  await page.mouse.move(0, 0);
  await expect(widget(page, "By status").getByRole("tooltip")).toHaveCount(0);

  await bar.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${teamId}/${projectId}\\?status=${inProgress}$`));
  const rows = page.getByRole("list", { name: "Tasks of Backlog" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("aria-label", "Pick fonts");
  await close();
});

test("a task list widget sorts by the reader's choice, each link turning the order round", { tag: "@no-js" }, async ({ browser, javaScriptEnabled }) => {
  const { url } = await dashboardOverProject(["Beta", "Alpha", "Gamma"], ["Gamma"], [{ name: "Open work", description: "Every task", kind: "taskList" }]);
  const { page, close } = await signedIn(browser, "ada@acme.test", javaScriptEnabled);
  await page.goto(url);
  const names = widget(page, "Open work").getByRole("list", { name: "Open work tasks" }).getByRole("link");
  const sorting = widget(page, "Open work").getByRole("navigation", { name: "Sort Open work" });

  await sorting.getByRole("link", { name: "Sort by Name" }).click();
  await expect(names).toHaveText(["Alpha", "Beta", "Gamma"]);
  await expect(page).toHaveURL(/sort\.[^=]+=name-asc/);
  await sorting.getByRole("link", { name: "Name, sorted ascending; sort descending" }).click();
  await expect(names).toHaveText(["Gamma", "Beta", "Alpha"]);
  await sorting.getByRole("link", { name: "Sort by Status" }).click();
  await expect(sorting.getByRole("link", { name: "Status, sorted ascending; sort descending" })).toBeVisible();
  // Statuses sort in the team's order: To Do before In Progress; the To Do tasks then by creation.
  await expect(names).toHaveText(["Beta", "Alpha", "Gamma"]);
  await close();
});
