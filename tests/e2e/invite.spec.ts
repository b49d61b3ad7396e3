import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_PASSWORD, freshMemberOf, hostOf, INVITE_LINK, linkInMail, signIn, uniqueEmail } from "./helpers";

const acme = hostOf("acme");

const logInAsAda = (page: Page) => signIn(page, "ada@acme.test");

const acceptLink = (email: string) => linkInMail(email, INVITE_LINK);

/** A second visitor with the project's JavaScript setting, sharing nothing with ada's page. */
async function stranger(browser: Browser, javaScriptEnabled: boolean | undefined) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { page: await context.newPage(), close: () => context.close() };
}

async function inviteFromSettings(page: Page, email: string, role = "Member") {
  await page.goto(`${acme}/settings/invites`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption({ label: role });
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByRole("status")).toHaveText(`Invite sent to ${email}.`);
  await expect(page.getByLabel("Role").locator("option:checked")).toHaveText("Select a role");
  await expect(page.getByRole("list", { name: "Pending invites" }).getByRole("listitem", { name: email })).toContainText(
    `${role} · invited by Ada Lovelace`,
  );
}

test("ada invites a colleague, who signs up from the invite and lands in acme's my-space", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  const email = uniqueEmail("colleague");
  await logInAsAda(page);
  await inviteFromSettings(page, email);
  const link = await acceptLink(email);
  expect(link).toMatch(new RegExp(`^${acme.replace(/\./g, "\\.")}/\\?inviteToken=`));

  const { page: colleague, close } = await stranger(browser, javaScriptEnabled);
  await colleague.goto(link);
  const dialog = colleague.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/organi[sz]ation/i)).toHaveValue("Acme Inc");
  await dialog.getByLabel(/first name/i).fill("Nina");
  await dialog.getByLabel(/last name/i).fill("Newton");
  await dialog.getByLabel(/^password$/i).fill("Invited#2026");
  await dialog.getByRole("button", { name: /sign up|create|continue|join/i }).click();
  await expect(colleague).toHaveURL(`${acme}/my-space`);
  await expect(colleague.getByRole("banner")).toContainText("Acme Inc");

  await colleague.goto(link);
  await expect(colleague).toHaveURL(`${acme}/invite-expired`);
  await close();
});

test("ada resends and cancels an invite; a cancelled link shows the invite-expired modal", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  const email = uniqueEmail("cancelled");
  await logInAsAda(page);
  await inviteFromSettings(page, email);
  const firstLink = await acceptLink(email);

  const row = page.getByRole("list", { name: "Pending invites" }).getByRole("listitem", { name: email });
  await row.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByRole("status")).toHaveText("Invite sent again.");
  const secondLink = await acceptLink(email);
  expect(secondLink).not.toBe(firstLink);

  await row.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Cancel the invite to ${email}?`);
  await page.getByRole("button", { name: "Yes, cancel invite" }).click();
  await expect(page.getByRole("status")).toHaveText("Invite cancelled.");
  await expect(page.getByRole("listitem", { name: email })).toHaveCount(0);

  // Ada is signed in on acme: a dead invite link takes her to my-space (start-up step 4).
  await page.goto(secondLink);
  await expect(page).toHaveURL(`${acme}/my-space`);

  const invitee = await stranger(browser, javaScriptEnabled);
  await invitee.page.goto(secondLink);
  await expect(invitee.page).toHaveURL(`${acme}/invite-expired`);
  const dialog = invitee.page.getByRole("dialog", { name: "Your invite link is no longer active." });
  await expect(dialog).toContainText("Try asking the person who sent it to you to reinvite.");
  await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);
  await invitee.close();
});

test("ada invites someone who already has an account: pending like any invite until they accept, then they log in to acme", { tag: "@no-js" }, async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const email = await freshMemberOf("globex", "gus@globex.test", "Olga", "Other");
  await logInAsAda(page);
  await inviteFromSettings(page, email);
  const link = await acceptLink(email);

  const invitee = await stranger(browser, javaScriptEnabled);
  await invitee.page.goto(link);
  await expect(invitee.page).toHaveURL(new RegExp(`^${hostOf("auth").replace(/\./g, "\\.")}/login\\?domainName=acme`));
  await invitee.page.getByLabel("Email").fill(email);
  await invitee.page.getByLabel("Password").fill(DEMO_PASSWORD);
  await invitee.page.getByRole("button", { name: "Log in" }).click();
  await expect(invitee.page).toHaveURL(`${acme}/my-space`);
  await expect(invitee.page.getByRole("banner")).toContainText("Acme Inc");
  await invitee.close();

  await page.goto(`${acme}/settings/invites`);
  await expect(page.getByRole("listitem", { name: email })).toHaveCount(0);
});
