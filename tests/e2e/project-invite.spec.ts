import { expect, test, type Page } from "@playwright/test";
import { expectToast, hostOf, INVITE_LINK, linkInMail, signIn, uniqueEmail } from "./helpers";
import { onDemoWork } from "./workspaceSeed";

/**
 * Issue 20 §2, with JavaScript on and off: ada invites a new person to the private demo project
 * "Board planning" from its settings; Settings › Invites names the project; the person signs up
 * from the mail's link and finds the project among theirs.
 */
const acme = hostOf("acme");

onDemoWork();

/** The demo's "Board planning", in its Leadership folder: other specs make projects of the same name in their own teams. */
const projectLink = (page: Page) => page.getByRole("list", { name: "Folder Leadership" }).getByRole("link", { name: /Board planning/ });

test("ada invites a new person to Board planning and they join it on accepting", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  // Two people sign in and one signs up: a loaded machine needs more than the default 30 s.
  test.setTimeout(60_000);
  const email = uniqueEmail("boardroom");
  await signIn(page, "ada@acme.test");

  await test.step("ada sends the invite from the project's settings", async () => {
    await page.goto(`${acme}/projects`);
    await projectLink(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Board planning" })).toBeVisible();
    await page.getByRole("button", { name: "Project settings" }).click();
    await page.getByLabel("Emails", { exact: true }).fill(email);
    await page.getByLabel("Project role").selectOption({ label: "Member" });
    await page.getByRole("button", { name: "Send invites" }).click();
    await expectToast(page, `Invite sent to ${email}.`);
  });

  await test.step("Settings › Invites lists it with the project", async () => {
    await page.goto(`${acme}/settings/invites`);
    const row = page.getByRole("list", { name: "Pending invites" }).getByRole("listitem", { name: email });
    await expect(row).toContainText("Member · invited by Ada Lovelace");
    await expect(row).toContainText("Project: Board planning · Member");
  });

  await test.step("the new person signs up from the mail and finds Board planning", async () => {
    const link = await linkInMail(email, INVITE_LINK);
    const context = await browser.newContext({ javaScriptEnabled });
    const invitee = await context.newPage();
    await invitee.goto(link);
    const dialog = invitee.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/first name/i).fill("Bea");
    await dialog.getByLabel(/last name/i).fill("Board");
    await dialog.getByLabel(/^password$/i).fill("Invited#2026");
    await dialog.getByRole("button", { name: /sign up|create|continue|join/i }).click();
    await expect(invitee).toHaveURL(`${acme}/my-space`);
    await invitee.goto(`${acme}/projects`);
    await projectLink(invitee).click();
    await expect(invitee.getByRole("heading", { level: 1, name: "Board planning" })).toBeVisible();
    await context.close();
  });

  await page.goto(`${acme}/settings/invites`);
  await expect(page.getByRole("listitem", { name: email })).toHaveCount(0);
});
