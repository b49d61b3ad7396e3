import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { apiCall, expectToast, hostOf, hydrated, signIn, seriousViolations } from "./helpers";
import { addTasks, memberOfAcme, projectWithGroup } from "./workspaceSeed";

/**
 * Conversations (issue 17) in the List view's side panels, with JavaScript
 * (the Tiptap editor with its @ picker, fetchers) and without (text areas,
 * links and plain posts): ada writes on a task mentioning bob; bob hears of it
 * in the app and by mail, follows the link to the highlighted message and
 * replies; ada edits, reacts and deletes; gia, a guest, comments. The team
 * (ada's, with bob as a member and gia as a guest) and its public project are
 * made through the API.
 */
async function seedTeam() {
  const [ada, bob, gia] = await Promise.all(["ada@acme.test", "bob@acme.test", "gia@acme.test"].map(memberOfAcme));
  const { teamId } = await ada.call<{ teamId: string }>("team/create", { name: `Talk ${Date.now()}` });
  await ada.call("team/addUsersToTeam", { teamId, userIds: [bob.userId], role: "MEMBER" });
  await ada.call("team/addUsersToTeam", { teamId, userIds: [gia.userId], role: "GUEST" });
  const { projectId, groupId } = await projectWithGroup(ada, teamId, { name: "Talk project", groupName: "Backlog" });
  const taskName = `Figures ${Math.floor(Math.random() * 1e6)}`;
  const [taskId] = await addTasks(ada, groupId, [taskName]);
  return { url: `${hostOf("acme")}/projects/${teamId}/${projectId}`, taskId, taskName, groupId, ada };
}

const thread = (page: Page) => page.getByRole("region", { name: /^Conversations \(\d+\)/ });
const conversationOf = (page: Page, text: string) => thread(page).getByRole("listitem").filter({ has: page.getByRole("article").filter({ hasText: text }) }).first();
const messageWith = (page: Page, text: string) => thread(page).getByRole("article").filter({ hasText: text }).first();

/** Writes a message: in the editor (JavaScript, with `mention` picked from the @ picker) or in the text area ("@First Last" typed). */
async function write(page: Page, scope: Locator | Page, label: string, text: string, javaScriptEnabled: boolean, mention?: string) {
  if (!javaScriptEnabled) {
    await scope.getByRole("textbox", { name: label }).fill(mention ? `${text} @${mention} please` : text);
    return;
  }
  const editor = scope.getByRole("textbox", { name: label });
  await editor.click();
  await editor.pressSequentially(text);
  if (mention) {
    await editor.pressSequentially(` @${mention.split(" ")[0].slice(0, 2)}`);
    const option = page.getByRole("listbox", { name: "Mention someone" }).getByRole("option", { name: mention });
    await expect(option).toBeVisible();
    await editor.press("Enter");
    await editor.pressSequentially("please");
  }
}

async function signedIn(browser: Browser, email: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, email);
  return { page, close: () => context.close() };
}

/** The newest conversation mail to `to` about `taskName`, waiting for the queue to send it. */
async function mailAbout(to: string, taskName: string) {
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await apiCall("auth", `/api/v2/dev/outbox?to=${encodeURIComponent(to)}`);
        mail = (data as unknown as Array<{ subject: string; text: string }>).find((entry) => entry.subject.includes(taskName));
        return mail?.subject;
      },
      { timeout: 20_000 },
    )
    .toBe(`Ada Lovelace mentioned you on “${taskName}”`);
  return mail!;
}

test("ada mentions bob on a task; bob is notified in the app and by mail, opens the message and replies; ada edits, reacts, deletes; gia comments", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000); // four people sign in and some twenty page loads: about 30 s on an idle machine
  const { url, taskId, taskName } = await seedTeam();
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}?taskId=${taskId}`);
  await page.getByRole("navigation", { name: "Task panel sections" }).getByRole("link", { name: /^Conversations/ }).click();
  await expect(page.getByRole("link", { name: "Conversations (0)" })).toHaveAttribute("aria-current", "page");
  await expect(thread(page).getByText("No conversations yet.")).toBeVisible();

  await test.step("ada writes a conversation mentioning bob", async () => {
    if (!javaScriptEnabled) await expect(page.getByText("type @ and their full name")).toBeVisible();
    await write(page, page, `New conversation on ${taskName}`, "Can you check the figures?", javaScriptEnabled, "Bob Builder");
    await thread(page).getByRole("button", { name: "Post" }).click();
    if (!javaScriptEnabled) await expectToast(page, "Conversation posted.");
    await expect(messageWith(page, "Can you check the figures?")).toContainText("@Bob Builder");
    await expect(page.getByRole("link", { name: "Conversations (1)" })).toBeVisible();
  });

  let link = "";
  await test.step("bob sees the mail in the outbox and the notification", async () => {
    const mail = await mailAbout("bob@acme.test", taskName);
    expect(mail.text).toContain("Can you check the figures?");
    link = mail.text.match(/Open the conversation: (\S+)/)![1];
    expect(link).toContain(`taskId=${taskId}`);
    expect(link).toContain("tab=conversations");
  });

  const bob = await signedIn(browser, "bob@acme.test", javaScriptEnabled);
  await test.step("bob follows the link to the highlighted message and replies", async () => {
    await expect(bob.page.getByRole("link", { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    await bob.page.goto(`${hostOf("acme")}/notifications`);
    const title = `Ada Lovelace mentioned you on “${taskName}”`;
    await expect(bob.page.getByText(title)).toBeVisible();
    if (javaScriptEnabled) await bob.page.getByRole("button", { name: `${title} Unread` }).click();
    else await bob.page.goto(link);
    await expect(bob.page).toHaveURL(/conversationId=/);
    const message = messageWith(bob.page, "Can you check the figures?");
    await expect(message).toHaveAttribute("aria-current", "true");
    if (javaScriptEnabled) await expect(message).toBeFocused();
    const conversation = conversationOf(bob.page, "Can you check the figures?");
    if (javaScriptEnabled) await conversation.getByRole("button", { name: "Reply to this conversation" }).click();
    await write(bob.page, conversation, "Your reply", "Checked, all good.", javaScriptEnabled);
    await conversation.getByRole("button", { name: "Reply", exact: true }).click();
    await expect(conversation.getByRole("list", { name: "Replies (1)" })).toContainText("Checked, all good.");
    await bob.close();
  });

  await test.step("ada edits her message and reacts to it", async () => {
    await page.reload();
    const message = messageWith(page, "Can you check the figures?");
    if (javaScriptEnabled) {
      // The Edit link's address, as when it is followed before the page's scripts run: the editor stays open once they have.
      await page.goto(`${hostOf("acme")}${await message.getByRole("link", { name: "Edit message" }).getAttribute("href")}`);
      await hydrated(page);
      await expect(message.getByRole("textbox", { name: "Edit your message" })).toBeVisible();
      await message.getByRole("link", { name: "Cancel" }).click();
      await expect(message.getByRole("textbox", { name: "Edit your message" })).toHaveCount(0);
    }
    await message.getByRole("link", { name: "Edit message" }).click();
    if (javaScriptEnabled) {
      const editor = message.getByRole("textbox", { name: "Edit your message" });
      await editor.click();
      await editor.press("End");
      await editor.pressSequentially(" Today.");
    } else {
      const box = message.getByRole("textbox", { name: "Edit your message" });
      await box.fill(`${await box.inputValue()} Today.`);
    }
    await message.getByRole("button", { name: "Save" }).click();
    const edited = messageWith(page, "Today.");
    await expect(edited).toContainText("(edited");
    await expect(edited).toContainText("@Bob Builder");
    await edited.getByRole("button", { name: /^👍 0 reactions/ }).click();
    await expect(edited.getByRole("button", { name: "👍 1 reaction from Ada Lovelace" })).toHaveAttribute("aria-pressed", "true");
    await expect(edited.getByRole("button", { name: /^👍/ })).toHaveAttribute("title", "Reacted 👍: Ada Lovelace");
  });

  await test.step("ada deletes it after confirming: the thread keeps a placeholder for bob's reply", async () => {
    const message = messageWith(page, "Today.");
    await message.getByRole("link", { name: "Delete message" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    const conversation = thread(page).getByRole("listitem").filter({ hasText: "Checked, all good." }).first();
    await expect(conversation.getByText("Message deleted")).toBeVisible();
    await expect(thread(page).getByText("Today.")).toHaveCount(0);
  });

  await test.step("gia, a guest of the team, comments", async () => {
    const gia = await signedIn(browser, "gia@acme.test", javaScriptEnabled);
    await gia.page.goto(`${url}?taskId=${taskId}&tab=conversations`);
    await write(gia.page, gia.page, `New conversation on ${taskName}`, "A guest's question.", javaScriptEnabled);
    await thread(gia.page).getByRole("button", { name: "Post" }).click();
    await expect(messageWith(gia.page, "A guest's question.")).toContainText("Gia Guest");
    await gia.close();
  });
});

test("an empty message is refused beside its form", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const { url, taskId, taskName } = await seedTeam();
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}?taskId=${taskId}&tab=conversations`);
  if (javaScriptEnabled) await page.getByRole("textbox", { name: `New conversation on ${taskName}` }).click();
  await thread(page).getByRole("button", { name: "Post" }).click();
  const box = page.getByRole("textbox", { name: `New conversation on ${taskName}` });
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${(await box.getAttribute("aria-describedby"))!.split(" ")[0]}`)).toHaveText("Please write a message");
});

test("a task group's panel holds its conversations, opened from the group's header", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
  const { url } = await seedTeam();
  await signIn(page, "ada@acme.test");
  await page.goto(url);
  await page.getByRole("link", { name: "Conversations of Backlog" }).click();
  const panel = page.getByRole("complementary", { name: "Task group: Backlog" });
  await expect(panel).toBeVisible();
  await write(page, panel, "New conversation on Backlog", "Plan for the group.", javaScriptEnabled);
  await panel.getByRole("button", { name: "Post" }).click();
  await expect(panel.getByRole("article").filter({ hasText: "Plan for the group." })).toBeVisible();
  await expect(panel.getByRole("heading", { name: /^Conversations \(1\)/ })).toBeVisible();
});

test("the order toggle and watching are remembered", { tag: "@no-js" }, async ({ page }) => {
  const { url, taskId, ada } = await seedTeam();
  await ada.call("task/conversation/create", { taskId, text: "First one" });
  await ada.call("task/conversation/create", { taskId, text: "Second one" });
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}?taskId=${taskId}&tab=conversations`);
  const first = () => thread(page).getByRole("list", { name: "Conversations" }).getByRole("article").first();
  await expect(first()).toContainText("Second one");
  await page.getByRole("button", { name: "Oldest first" }).click();
  await expect(page.getByRole("button", { name: "Oldest first" })).toHaveAttribute("aria-pressed", "true");
  await expect(first()).toContainText("First one");
  await page.getByRole("button", { name: "Stop watching" }).click();
  await expect(page.getByRole("button", { name: "Watch", exact: true })).toBeVisible();
  await page.reload();
  await expect(first()).toContainText("First one");
  await expect(page.getByRole("button", { name: "Watch", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Newest activity first" }).click();
  await expect(first()).toContainText("Second one");
});

test("the conversations tab has no serious accessibility violation", async ({ page }) => {
  const { url, taskId, ada } = await seedTeam();
  const { messageId } = await ada.call<{ messageId: string }>("task/conversation/create", { taskId, text: "Hello @Bob Builder" });
  await ada.call("task/reply/create", { conversationId: messageId, text: "A reply" });
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}?taskId=${taskId}&tab=conversations&conversationId=${messageId}`);
  await expect(messageWith(page, "Hello")).toBeFocused();
  await page.getByRole("textbox", { name: /^New conversation on/ }).click();
  await page.getByRole("textbox", { name: /^New conversation on/ }).pressSequentially("@B");
  await expect(page.getByRole("listbox", { name: "Mention someone" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a link to a conversation past the first page opens the page holding it, highlighted", { tag: "@no-js" }, async ({ page }) => {
  const { url, taskId, ada } = await seedTeam();
  await ada.call("task/conversation/order", { order: "newest" });
  const { messageId } = await ada.call<{ messageId: string }>("task/conversation/create", { taskId, text: "The linked question" });
  // Twenty newer conversations push it onto the second page.
  await Promise.all(Array.from({ length: 20 }, (_, index) => ada.call("task/conversation/create", { taskId, text: `Later note ${index + 1}` })));
  await signIn(page, "ada@acme.test");
  await page.goto(`${url}?taskId=${taskId}&tab=conversations&conversationId=${messageId}`);
  await expect(messageWith(page, "The linked question")).toHaveAttribute("aria-current", "true");
  await expect(thread(page).getByRole("link", { name: "Back to the first conversations" })).toBeVisible();
  await thread(page).getByRole("link", { name: "Back to the first conversations" }).click();
  await expect(messageWith(page, "Later note 20")).toBeVisible();
  await expect(thread(page).getByRole("article").filter({ hasText: "The linked question" })).toHaveCount(0);
});
