import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectToast, signIn } from "./helpers";
import { memberOfAcme, seedProject } from "./workspaceSeed";

/**
 * Live updates (issue 21 §1) with two people in two browsers: ada's changes reach bob's open pages
 * without a reload, keeping where bob was; who looks at the project shows on its header and who
 * has a task open on its panel. Without JavaScript, pages are as served.
 */
const column = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(\\d+\\)`) });
const cardsOf = (page: Page, name: string) => column(page, name).getByRole("list").first().getByRole("listitem");

/** A project of ada's team that bob is a member of, with tasks enough to scroll. */
async function sharedProject(tasks: number) {
  const names = Array.from({ length: tasks }, (_, index) => `Live task ${index + 1}`);
  const seeded = await seedProject(names, "Live board");
  const [ada, bob] = await Promise.all([memberOfAcme("ada@acme.test"), memberOfAcme("bob@acme.test")]);
  const teamId = seeded.url.split("/").at(-2)!;
  await ada.call("team/addUsersToTeam", { teamId, userIds: [bob.userId], role: "MEMBER" });
  return { ...seeded, names, ada, bob };
}

async function signedIn(browser: Browser, email: string, viewport = { width: 1280, height: 720 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

/** Marks the page's document: the mark survives anything but a full reload. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { keptDocument: true }));
const documentKept = (page: Page) => page.evaluate(() => (window as unknown as { keptDocument?: boolean }).keptDocument === true);
const mainScroll = (page: Page) => page.locator("#main").evaluate((main) => main.scrollTop);

test("ada's card move reaches bob's board without a reload, his scroll kept; presence comes and goes", async ({ browser }) => {
  test.setTimeout(90_000);
  const project = await sharedProject(12);
  const ada = await signedIn(browser, "ada@acme.test");
  const bob = await signedIn(browser, "bob@acme.test", { width: 1100, height: 520 });
  await bob.page.goto(`${project.url}/kanban`);
  await expect(cardsOf(bob.page, "To Do")).toHaveCount(12);
  await expect(bob.page.getByTestId("presence")).toHaveCount(0);

  await ada.page.goto(`${project.url}/kanban`);
  await expect(bob.page.getByRole("group", { name: "Also viewing: Ada Lovelace" })).toBeVisible();
  await expect(ada.page.getByRole("group", { name: "Also viewing: Bob Builder" })).toBeVisible();

  await bob.page.locator("#main").evaluate((main) => main.scrollTo(0, 240));
  const scrolled = await mainScroll(bob.page);
  expect(scrolled).toBeGreaterThan(0);
  await markDocument(bob.page);

  // Ada moves the first card to In Progress (her board's own moves are the Kanban spec's).
  const name = project.names[0];
  const onlyName = new RegExp(`${name}(?!\\d)`);
  const board = await project.ada.call<{ columns: { key: string; label: string }[] }>(`kanban/getColumns?projectId=${project.projectId}`);
  const inProgress = board.columns.find((candidate) => candidate.label === "In Progress")!.key;
  await project.ada.call("kanban/moveCard", { type: "STATUS", taskId: project.taskIds[0], to: inProgress });
  await expect(cardsOf(ada.page, "In Progress").filter({ hasText: onlyName })).toHaveCount(1);

  await expect(cardsOf(bob.page, "In Progress").filter({ hasText: onlyName })).toHaveCount(1);
  await expect(cardsOf(bob.page, "To Do")).toHaveCount(11);
  expect(await documentKept(bob.page)).toBe(true);
  expect(await mainScroll(bob.page)).toBe(scrolled);

  await ada.context.close();
  await expect(bob.page.getByTestId("presence")).toHaveCount(0);
  await bob.context.close();
});

test("ada renames a task while bob has its panel open; each sees who else has it open; bob's overwritten name is told", async ({ browser }) => {
  test.setTimeout(90_000);
  const project = await sharedProject(2);
  const [taskId] = project.taskIds;
  const ada = await signedIn(browser, "ada@acme.test");
  const bob = await signedIn(browser, "bob@acme.test");
  await bob.page.goto(`${project.url}?taskId=${taskId}`);
  const bobPanel = bob.page.getByRole("complementary", { name: /Task: / });
  await expect(bobPanel.getByRole("heading", { name: "Task: Live task 1" })).toBeVisible();
  await markDocument(bob.page);

  await ada.page.goto(`${project.url}?taskId=${taskId}`);
  await expect(bobPanel.getByRole("status").filter({ hasText: "Ada Lovelace is editing this task" })).toBeVisible();
  await expect(ada.page.getByRole("status").filter({ hasText: "Bob Builder is editing this task" })).toBeVisible();

  // Bob names it; then ada renames it (last write wins): bob's panel follows and he is told.
  const nameField = bobPanel.getByRole("textbox", { name: "Name" });
  await nameField.fill("Bob's name");
  await nameField.press("Enter");
  await expect(bobPanel.getByRole("heading", { name: "Task: Bob's name" })).toBeVisible();
  await project.ada.call("task/update", { taskId, name: "Ada's name" });
  // The toast comes with the change; the panel follows once the page's data has reloaded.
  await expectToast(bob.page, "Ada Lovelace changed the name you had set.");
  await expect(bobPanel.getByRole("heading", { name: "Task: Ada's name" })).toBeVisible();
  expect(await documentKept(bob.page)).toBe(true);

  // Ada closes the task: bob no longer sees her on it.
  await ada.page.getByRole("link", { name: "Close task panel" }).click();
  await expect(bobPanel.getByText("Ada Lovelace is editing this task")).toHaveCount(0);
  await ada.context.close();
  await bob.context.close();
});

test("bob's unsaved name stays while ada's rename reaches the rest of his page, his focus kept; his save then wins", async ({ browser }) => {
  test.setTimeout(90_000);
  const project = await sharedProject(1);
  const [taskId] = project.taskIds;
  const bob = await signedIn(browser, "bob@acme.test");
  const hello = bob.page.waitForEvent("websocket").then((socket) => socket.waitForEvent("framereceived"));
  await bob.page.goto(`${project.url}?taskId=${taskId}`);
  const bobPanel = bob.page.getByRole("complementary", { name: /Task: / });
  // The panel focuses its heading once hydrated: bob types after that, and after his page's socket said hello.
  await expect(bobPanel.getByRole("heading", { name: "Task: Live task 1" })).toBeFocused();
  await hello;
  const nameField = bobPanel.getByRole("textbox", { name: /^Name of / });
  await nameField.fill("Bob's draft");

  await project.ada.call("task/update", { taskId, name: "Ada's name" });
  await expect(bobPanel.getByRole("heading", { name: "Task: Ada's name" })).toBeVisible();
  await expect(bob.page.locator(`#task-${taskId}`).getByRole("textbox", { name: /^Name of / })).toHaveValue("Ada's name");
  await expect(nameField).toHaveValue("Bob's draft");
  await expect(nameField).toBeFocused();

  await nameField.press("Enter");
  await expect(bobPanel.getByRole("heading", { name: "Task: Bob's draft" })).toBeVisible();
  await bob.context.close();
});

test("without JavaScript a project page is as served: no presence, no socket", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "what a browser without JavaScript gets");
  const project = await sharedProject(1);
  const ada = await signedIn(browser, "ada@acme.test");
  await ada.page.goto(`${project.url}/kanban`);
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));
  await signIn(page, "bob@acme.test");
  await page.goto(`${project.url}/kanban`);
  await expect(cardsOf(page, "To Do")).toHaveCount(1);
  await expect(page.getByTestId("presence")).toHaveCount(0);
  expect(sockets).toEqual([]);
  await ada.context.close();
});

