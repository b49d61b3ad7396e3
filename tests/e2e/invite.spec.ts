import { expect, test, type Browser, type Page } from "@playwright/test";
import { baseDomain, E2E_PORT } from "../../playwright.config";

const acme = `http://acme.${baseDomain}`;
const PASSWORD = "Demo#2026";

async function logInAsAda(page: Page) {
  await page.goto(`${acme}/login`);
  await page.getByLabel("Email").fill("ada@acme.test");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${acme}/my-space`);
}

/** The newest mail to `to` in the dev outbox (any host answers the dev API). */
async function lastMailText(page: Page, to: string) {
  const response = await page.request.get(`http://127.0.0.1:${E2E_PORT}/api/v2/dev/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: Array<{ text: string }> };
  return data[0]?.text ?? "";
}

const acceptLinkIn = (text: string) => text.match(/http\S+\?inviteToken=\S+/)?.[0];

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@newco.test`;

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
  await expect(page.getByRole("list", { name: "Pending invites" }).getByRole("listitem", { name: email })).toContainText(
    `${role} · invited by Ada Lovelace`,
  );
}

test("ada invites a colleague, who signs up from the invite and lands in acme's my-space", async ({ page, browser, javaScriptEnabled }) => {
  const email = uniqueEmail("colleague");
  await logInAsAda(page);
  await inviteFromSettings(page, email);
  const link = acceptLinkIn(await lastMailText(page, email));
  expect(link).toMatch(new RegExp(`^${acme.replace(/\./g, "\\.")}/\\?inviteToken=`));

  const { page: colleague, close } = await stranger(browser, javaScriptEnabled);
  await colleague.goto(link!);
  const dialog = colleague.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/organi[sz]ation/i)).toHaveValue("Acme Inc");
  await dialog.getByLabel(/first name/i).fill("Nina");
  await dialog.getByLabel(/last name/i).fill("Newton");
  await dialog.getByLabel(/^password$/i).fill("Invited#2026");
  await dialog.getByRole("button", { name: /sign up|create|continue|join/i }).click();
  await expect(colleague).toHaveURL(`${acme}/my-space`);
  await expect(colleague.getByRole("banner")).toContainText("Acme Inc");

  await colleague.goto(link!);
  await expect(colleague).toHaveURL(`${acme}/invite-expired`);
  await close();
});

test("ada resends and cancels an invite; a cancelled link shows the invite-expired modal", async ({ page, browser, javaScriptEnabled }) => {
  const email = uniqueEmail("cancelled");
  await logInAsAda(page);
  await inviteFromSettings(page, email);
  const firstLink = acceptLinkIn(await lastMailText(page, email));

  const row = page.getByRole("list", { name: "Pending invites" }).getByRole("listitem", { name: email });
  await row.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByRole("status")).toHaveText("Invite sent again.");
  const secondLink = acceptLinkIn(await lastMailText(page, email));
  expect(secondLink).not.toBe(firstLink);

  await row.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Cancel the invite to ${email}?`);
  await page.getByRole("button", { name: "Yes, cancel invite" }).click();
  await expect(page.getByRole("status")).toHaveText("Invite cancelled.");
  await expect(page.getByRole("listitem", { name: email })).toHaveCount(0);

  // Ada is signed in on acme: a dead invite link takes her to my-space (start-up step 4).
  await page.goto(secondLink!);
  await expect(page).toHaveURL(`${acme}/my-space`);

  const invitee = await stranger(browser, javaScriptEnabled);
  await invitee.page.goto(secondLink!);
  await expect(invitee.page).toHaveURL(`${acme}/invite-expired`);
  const dialog = invitee.page.getByRole("dialog", { name: "Your invite link is no longer active." });
  await expect(dialog).toContainText("Try asking the person who sent it to you to reinvite.");
  await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);
  await invitee.close();
});
