import { expect, test, type Page } from "@playwright/test";
import { hydrated, signIn } from "./helpers";
import { addTasks, memberOfAcme, seedProject } from "./workspaceSeed";

/**
 * Nothing typed is lost by navigating (issue 43 §1), with JavaScript: ada's description, new message
 * and reply on a task are kept as drafts while she opens another task, and are there when she comes
 * back; a file attached to the unposted message stays with it and is listed once when it is posted.
 * A custom text field typed in and not yet saved is not a draft: leaving it by Back asks first.
 */

const TEXT = { name: "minutes.txt", mimeType: "text/plain", buffer: Buffer.from("Minutes of the kick-off\n") };

/** A project of ada's with the tasks Alpha and Beta (their names made unique), a TEXT column "Notes" and a conversation on Alpha. */
async function seed() {
  const suffix = Math.floor(Math.random() * 1e6);
  const [alpha, beta] = [`Alpha ${suffix}`, `Beta ${suffix}`];
  const { url, projectId, groupId } = await seedProject([], `Drafts ${suffix}`);
  const ada = await memberOfAcme("ada@acme.test");
  const [alphaId, betaId] = await addTasks(ada, groupId, [alpha, beta]);
  await ada.call("project/column/create", { projectId, name: "Notes", type: "TEXT" });
  await ada.call("task/conversation/create", { taskId: alphaId, text: "Kick-off on Monday?" });
  return { url, alpha, beta, alphaId, betaId };
}

const panelOf = (page: Page, task: string) => page.getByRole("complementary", { name: `Task: ${task}` });

/** Opens a task's panel the way ada does: its row's Open link (a navigation inside the app). */
async function openTask(page: Page, task: string) {
  await page.getByRole("link", { name: `Open ${task}`, exact: true }).click();
  await expect(panelOf(page, task)).toBeVisible();
}

test.describe("drafts and unsaved text", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the description ada typed is kept while she opens another task, restored, discarded or saved", async ({ page }) => {
    const { url, alpha, beta, alphaId } = await seed();
    await signIn(page, "ada@acme.test");
    await page.goto(`${url}?taskId=${alphaId}`);
    await hydrated(page);
    const panel = panelOf(page, alpha);
    await panel.getByRole("button", { name: "Edit description" }).click();
    const editor = panel.getByRole("textbox", { name: `Description of ${alpha}` });
    await editor.click();
    await editor.pressSequentially("The launch plan, first paragraph.");

    await openTask(page, beta);
    await openTask(page, alpha);
    await expect(panel.getByRole("status").filter({ hasText: "Draft restored" })).toBeVisible();
    await expect(editor).toHaveText("The launch plan, first paragraph.");

    await test.step("Discard draft goes back to the saved description, and the draft is gone", async () => {
      await panel.getByRole("button", { name: "Discard draft" }).click();
      await expect(editor).toHaveText("");
      await expect(panel.getByRole("status").filter({ hasText: "Draft restored" })).toHaveCount(0);
      await openTask(page, beta);
      await openTask(page, alpha);
      await expect(panel.getByRole("button", { name: "Edit description" })).toBeVisible();
    });

    await test.step("typed again, kept over a reload, then saved: the draft is gone", async () => {
      await panel.getByRole("button", { name: "Edit description" }).click();
      await editor.click();
      await editor.pressSequentially("The launch plan, kept.");
      await page.reload();
      await expect(editor).toHaveText("The launch plan, kept.");
      await panel.getByRole("button", { name: "Save description" }).click();
      await expect(panel.getByTestId("description-html")).toHaveText("The launch plan, kept.");
      await openTask(page, beta);
      await openTask(page, alpha);
      await expect(panel.getByTestId("description-html")).toHaveText("The launch plan, kept.");
      await expect(panel.getByRole("button", { name: "Edit description" })).toBeVisible();
    });
  });

  test("a new message with a file and a reply are kept while ada opens another task; posted, the file is listed once", async ({ page }) => {
    const { url, alpha, beta, alphaId } = await seed();
    await signIn(page, "ada@acme.test");
    await page.goto(`${url}?taskId=${alphaId}&tab=conversations`);
    await hydrated(page);
    const panel = panelOf(page, alpha);
    const composer = panel.getByTestId("new-conversation");
    const message = composer.getByRole("textbox", { name: `New conversation on ${alpha}` });
    await message.click();
    await message.pressSequentially("Minutes attached");
    await composer.getByLabel("Attach files").setInputFiles([TEXT]);
    await expect(composer.getByText("Ready: it is attached when the message is posted.")).toBeVisible();
    const conversation = panel.getByRole("list", { name: "Conversations" }).getByRole("listitem").filter({ hasText: "Kick-off on Monday?" });
    await conversation.getByRole("button", { name: "Reply to this conversation" }).click();
    const reply = conversation.getByRole("textbox", { name: "Your reply" });
    await reply.click();
    await reply.pressSequentially("Monday works");

    await openTask(page, beta);
    await openTask(page, alpha);
    await expect(message).toHaveText("Minutes attached");
    await expect(reply).toHaveText("Monday works");
    await expect(composer.getByRole("status").filter({ hasText: "Draft restored" })).toBeVisible();
    // The file is the draft's: in its composer, not among the task's files.
    await expect(composer.getByRole("list", { name: "Uploads" })).toContainText(TEXT.name);
    await expect(panel.getByRole("region", { name: /^Attachments \(/ })).toContainText("No files yet.");

    await test.step("posted, the message carries the file, listed once; the drafts are gone", async () => {
      await composer.getByRole("button", { name: "Post" }).click();
      const posted = panel.getByRole("article").filter({ hasText: "Minutes attached" });
      await expect(posted.getByRole("list", { name: "Files of this message" }).getByRole("listitem", { name: TEXT.name })).toBeVisible();
      await expect(composer.getByRole("list", { name: "Uploads" })).toHaveCount(0);
      await conversation.getByRole("button", { name: "Reply", exact: true }).click();
      await expect(conversation.getByRole("article").filter({ hasText: "Monday works" })).toBeVisible();
      await page.reload();
      await expect(panel.getByRole("listitem", { name: TEXT.name })).toHaveCount(1);
      await expect(message).toHaveText("");
      await expect(conversation.getByRole("textbox", { name: "Your reply" })).toHaveCount(0);
    });
  });

  test("a custom text field typed in and not saved is saved when Back leaves it; nothing asks", async ({ page }) => {
    const { url, alpha, beta, betaId } = await seed();
    await signIn(page, "ada@acme.test");
    await page.goto(`${url}?taskId=${betaId}`);
    await hydrated(page);
    await openTask(page, alpha);
    const notes = panelOf(page, alpha).getByRole("textbox", { name: `Notes of ${alpha}` });
    await notes.click();
    await notes.pressSequentially("Call the venue");
    await page.evaluate(() => history.back());
    await expect(panelOf(page, beta)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await openTask(page, alpha);
    await expect(notes).toHaveValue("Call the venue");
    await page.reload();
    await expect(notes).toHaveValue("Call the venue");
  });

  test("an edit of a message is not a draft: Back asks first, Stay or Escape keep the text, Leave without saving goes", async ({ page }) => {
    const { url, alpha, beta, betaId } = await seed();
    await signIn(page, "ada@acme.test");
    await page.goto(`${url}?taskId=${betaId}&tab=conversations`);
    await hydrated(page);
    await openTask(page, alpha);
    const message = panelOf(page, alpha).getByRole("article").filter({ hasText: "Kick-off on Monday?" });
    await message.getByRole("link", { name: "Edit message" }).click();
    const editor = message.getByRole("textbox", { name: "Edit your message" });
    await editor.click();
    await page.keyboard.press("End");
    await editor.pressSequentially(" Or Tuesday.");

    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await page.evaluate(() => history.back());
    await expect(dialog).toContainText("What you typed in Edit your message has not been saved.");
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(editor).toHaveText("Kick-off on Monday? Or Tuesday.");

    await page.evaluate(() => history.back());
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(editor).toHaveText("Kick-off on Monday? Or Tuesday.");

    await page.evaluate(() => history.back());
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(panelOf(page, beta)).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
