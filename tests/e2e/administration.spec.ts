import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expectToast, hostOf, logIn, signIn } from "./helpers";
import { memberOfAcme } from "./workspaceSeed";

/**
 * Settings › Users (issue 20 §1, decision record 46), with JavaScript on and off: ada makes cy an
 * admin, hands bob's team and project over to herself and deactivates him (his open session is
 * thrown out and acme refuses his login), then reactivates him, so the demo people end as they began;
 * the audit log shows and exports those acts.
 */
// Bob deactivated and cy no admin for a while: every other test signs in as them, so this runs alone.
test.describe.configure({ lock: "-exclusive-" });

const USERS = `${hostOf("acme")}/settings/users`;

async function openPerson(page: Page, search: string, name: string) {
  await page.goto(USERS);
  await page.getByLabel("Name or e-mail").fill(search);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${search}`));
  // The form sends its empty filters (role=, teamId=, status=) and the page drops them from its request (spec §5).
  const table = page.getByRole("table", { name: "Users" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
}

async function submit(page: Page, panel: string, button: string, toast: string) {
  await page.getByRole("heading", { name: panel }).locator("..").getByRole("button", { name: button }).click();
  await expectToast(page, toast);
}

test("ada makes cy an admin, deactivates bob after handing his work over, and reactivates him", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const bob = await memberOfAcme("bob@acme.test");
  const { teamId } = await bob.call<{ teamId: string }>("team/create", { name: `Bob's corner ${javaScriptEnabled ? "on" : "off"}` });
  const { projectId } = await bob.call<{ projectId: string }>("project/createPublicProject", { teamId, name: "Bob's plans" });
  const { groups } = await bob.call<{ groups: { id: string }[] }>(`project/list?projectId=${projectId}`);
  await bob.call("task/add", { groupId: groups[0].id, name: "Bob's own task", assigneeIds: [bob.userId] });

  const bobContext = await browser.newContext({ javaScriptEnabled });
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, "bob@acme.test");

  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/settings/profile/details`);
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("table", { name: "Users" })).toBeVisible();

  await test.step("ada takes cy's admin rights and gives them back", async () => {
    await openPerson(page, "cy", "Cy Young");
    await page.getByLabel("Tenant role").selectOption("MEMBER");
    await submit(page, "Role", "Change role", "Role changed.");
    await expect(page.getByText("cy@acme.test · Member")).toBeVisible();
    await page.getByLabel("Tenant role").selectOption("ADMIN");
    await submit(page, "Role", "Change role", "Role changed.");
    await expect(page.getByText("cy@acme.test · Admin")).toBeVisible();
  });

  await test.step("ada transfers bob's teams and projects to herself, then deactivates him", async () => {
    await openPerson(page, "bob", "Bob Builder");
    await expect(page.getByRole("list", { name: "Projects owned" })).toContainText("Bob's plans");
    await page.getByLabel("New owner").selectOption({ label: "Ada Lovelace (ada@acme.test)" });
    await submit(page, "Transfer ownership", "Transfer", "Ownership transferred.");
    await expect(page.getByRole("list", { name: "Projects part of" })).toContainText("Bob's plans");
    // Without JavaScript the transfer's toast stays over the page's foot: follow the link as a keyboard user would.
    await page.getByRole("link", { name: "Deactivate Bob Builder…" }).press("Enter");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Deactivate Bob Builder?");
    await dialog.getByRole("button", { name: "Yes, deactivate" }).click();
    await expectToast(page, "User deactivated.");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("(deactivated)");
  });

  await test.step("bob's past work still names him, marked deactivated", async () => {
    await page.goto(`${hostOf("acme")}/projects/${teamId}/${projectId}`);
    await expect(page.getByTitle("Bob Builder (deactivated)")).toBeVisible();
    await openPerson(page, "bob", "Bob Builder");
  });

  await test.step("bob's open session is thrown out and acme refuses his login", async () => {
    await bobPage.goto(`${hostOf("acme")}/my-space`);
    await expect(bobPage).not.toHaveURL(`${hostOf("acme")}/my-space`);
    await bobPage.goto(`${hostOf("acme")}/login`);
    await bobPage.getByLabel("Email").fill("bob@acme.test");
    await bobPage.getByLabel("Password").fill("Demo#2026");
    await bobPage.getByRole("button", { name: "Log in" }).click();
    await expect(bobPage.getByText("You are not a member of this organization")).toBeVisible();
  });

  await test.step("ada reactivates bob, who signs in again", async () => {
    await submit(page, "Reactivate", "Reactivate", "User reactivated.");
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText("(deactivated)");
    await logIn(bobPage, "bob@acme.test");
  });
  await test.step("the audit log shows the role changes, the transfer, the deactivation and the reactivation, and exports them", async () => {
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Audit log" }).click();
    await page.getByLabel("Kind").selectOption("member");
    await page.getByRole("button", { name: "Filter" }).click();
    const log = page.getByRole("table", { name: "Audit log" });
    // Each entry in words (issue 43 §5), e.g. "reactivated member Bob Builder".
    for (const action of ["reactivated", "deactivated", "ownership transferred", "role changed"]) {
      await expect(log.getByRole("cell", { name: new RegExp(`^${action} member `) }).first()).toBeVisible();
    }
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("audit-log.csv");
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toMatch(/^time,person,action,kind,item,project,detail\r?\n/);
    expect(csv).toContain("Ada Lovelace,reactivated,member,");
    expect(csv).toContain("Ada Lovelace,deactivated,member,");
  });
  await bobContext.close();
});
