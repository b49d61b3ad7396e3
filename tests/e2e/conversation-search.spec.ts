import { expect, test } from "@playwright/test";
import { hostOf, signIn } from "./helpers";
import { addTasks, memberOfAcme, projectWithGroup } from "./workspaceSeed";

/**
 * A conversation's message found through the global search opens its task at the message, and a
 * task with conversations shows their count on its row (issue 17 §1). The work is made through the
 * API; the message's word is new to every run.
 */
test("a message is found by its words, counted on its task's row, and opens at the message, with and without JavaScript", async ({ page }) => {
  const ada = await memberOfAcme("ada@acme.test");
  const { teamId } = await ada.call<{ teamId: string }>("team/create", { name: `Found ${Date.now()}` });
  const { projectId, groupId } = await projectWithGroup(ada, teamId, { name: "Found project", groupName: "Backlog" });
  const [taskId] = await addTasks(ada, groupId, ["Budget review"]);
  const word = `xylophone${Math.floor(Math.random() * 1e6)}`;
  const posted = await ada.call<{ messageId: string }>("task/conversation/create", { taskId, text: `The ${word} figures are in` });
  await ada.call("task/reply/create", { conversationId: posted.messageId, text: "Thanks" });

  await signIn(page, "ada@acme.test");
  await page.goto(`${hostOf("acme")}/projects/${teamId}/${projectId}`);
  const row = page.getByRole("listitem", { name: "Budget review" });
  await expect(row.getByRole("link", { name: "1 conversation, 1 reply" })).toBeVisible();

  // The results page works the same with JavaScript and without; the header's panel shares its rows.
  await page.goto(`${hostOf("acme")}/search?q=${word}&show=tasks`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Tasks (1)" })).toBeVisible();
  const hit = main.getByRole("link", { name: /In a conversation on Budget review/ });
  await expect(hit).toContainText(word);
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`taskId=${taskId}&tab=conversations&conversationId=${posted.messageId}`));
  const message = page.getByRole("article").filter({ hasText: `The ${word} figures are in` }).first();
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute("aria-current", "true");
});
