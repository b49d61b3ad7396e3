import { expect, test } from "@playwright/test";
import { apiCall, DEMO_PASSWORD, hostOf, signIn, seriousViolations } from "./helpers";

const acme = hostOf("acme");

/** Signs a demo user in to acme once through the API, so acme's workspace knows them as a member. */
async function signedInOnce(username: string) {
  const { data } = await apiCall("auth", "/api/v2/user/login", { username, password: DEMO_PASSWORD, domainName: "acme" });
  expect((await apiCall("acme", "/api/v2/user/getUserDataFromToken", { token: data.redirectToken })).statusCode).toBe(200);
}

test("ada creates a team, adds a status, renames, reorders and deletes it", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const name = `Team ${Date.now().toString(36)}`;
  await signIn(page, "ada@acme.test");
  await page.goto(`${acme}/teams/new`);
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByText("Please fill in Team Name")).toBeVisible();
  await page.getByLabel("Team Name").fill(name);
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page).toHaveURL(new RegExp(`${acme}/projects/[0-9a-f-]{36}$`));
  await expect(page.getByRole("status")).toHaveText(`Team ${name} created.`);

  await page.goto(`${page.url()}/settings`);
  await expect(page.getByRole("heading", { name: `${name} settings` })).toBeVisible();
  const statuses = page.getByRole("list", { name: "Statuses" });
  const names = () => statuses.getByRole("listitem").evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));
  await expect.poll(names).toEqual(["To Do", "In Progress", "Done", "Closed"]);
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Status Name", { exact: true }).fill("R");
  await page.getByRole("button", { name: "Add status" }).click();
  await expect(page.getByText("Status Name should be at least 2 characters")).toBeVisible();
  await page.getByLabel("Status Name", { exact: true }).fill("Review");
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "In progress" });
  await page.getByRole("button", { name: "Add status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status added.");
  await expect.poll(names).toEqual(["To Do", "In Progress", "Done", "Closed", "Review"]);

  const review = statuses.getByRole("listitem", { name: "Review" });
  await review.getByLabel("Name of Review").fill("In review");
  await review.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect.poll(names).toEqual(["To Do", "In Progress", "Done", "Closed", "In review"]);

  // A slow answer: the list shows the move before the server has answered, which must not lose the answer.
  await page.route(/\/settings\.data/, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await statuses.getByRole("button", { name: "Move up: In review" }).click();
  await expect.poll(names).toEqual(["To Do", "In Progress", "Done", "In review", "Closed"]);
  await expect(page.getByRole("status")).toHaveText("Statuses reordered.");
  await expect.poll(names).toEqual(["To Do", "In Progress", "Done", "In review", "Closed"]);
  await page.unrouteAll();

  await statuses.getByRole("link", { name: "Delete In review" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Delete the status In review?");
  await dialog.getByLabel("Move tasks to").selectOption({ label: "In Progress" });
  await dialog.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status")).toHaveText("Status deleted.");
  await expect.poll(names).toEqual(["To Do", "In Progress", "Done", "Closed"]);
});

test("ada renames a team, adds a colleague whose role she changes, and is told why a status edit failed", { tag: "@no-js" }, async ({ page }) => {
  const name = `Crew ${Date.now().toString(36)}`;
  await signedInOnce("bob@acme.test");
  await signIn(page, "ada@acme.test");
  await page.goto(`${acme}/teams/new`);
  await page.getByLabel("Team Name").fill(name);
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page).toHaveURL(new RegExp(`${acme}/projects/[0-9a-f-]{36}$`));
  await page.goto(`${page.url()}/settings`);

  await page.getByLabel("Team Name").fill(`${name} renamed`);
  await page.getByRole("button", { name: "Rename team" }).click();
  await expect(page.getByRole("status")).toHaveText("Team renamed.");
  await expect(page.getByRole("heading", { name: `${name} renamed settings` })).toBeVisible();

  await page.getByLabel("Add a member of your organisation").selectOption({ label: "Bob Builder (bob@acme.test)" });
  await page.getByRole("button", { name: "Add to team" }).click();
  await expect(page.getByRole("status")).toHaveText("Member added.");
  const bob = page.getByRole("list", { name: "Team members" }).getByRole("listitem", { name: "Bob Builder" });
  await bob.getByLabel("Role of Bob Builder").selectOption("ADMIN");
  await bob.getByRole("button", { name: "Save role" }).click();
  await expect(page.getByRole("status")).toHaveText("Role changed.");
  await expect(bob.getByLabel("Role of Bob Builder")).toHaveValue("ADMIN");

  await bob.getByRole("link", { name: "Transfer ownership" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Transfer ownership to Bob Builder?");
  await dialog.getByLabel("The team", { exact: true }).check();
  await dialog.getByRole("button", { name: "Yes, transfer" }).click();
  await expect(page.getByRole("status")).toHaveText("Ownership transferred.");
  await expect(bob).toContainText("Owner");
  const ada = page.getByRole("list", { name: "Team members" }).getByRole("listitem", { name: "Ada Lovelace" });
  await expect(ada.getByLabel("Role of Ada Lovelace")).toHaveValue("ADMIN");

  const done = page.getByRole("list", { name: "Statuses" }).getByRole("listitem", { name: "Done" });
  await done.getByLabel("Name of Done").fill("To Do");
  await done.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toHaveText("This team already has a status with this name");
  await expect(done.getByLabel("Name of Done")).toHaveValue("Done");
});
