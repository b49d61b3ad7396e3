import { expect, test } from "@playwright/test";
import { header, hostOf, searchFor, signIn } from "./helpers";
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
  await page.goto(`${hostOf("acme")}/search?q=${word}&show=messages`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Messages (1)" })).toBeVisible();
  const hit = main.getByRole("link", { name: /In a conversation on Budget review/ });
  await expect(hit).toContainText(word);
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`taskId=${taskId}&tab=conversations&conversationId=${posted.messageId}`));
  const message = page.getByRole("article").filter({ hasText: `The ${word} figures are in` }).first();
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute("aria-current", "true");
});

/** Issue 43 §5: each hit under its own kind, and the header's panel only as high as its results. */
test("the header's panel lists a task and a message on it under Tasks and Messages, sized to its two hits", async ({ page }) => {
  const ada = await memberOfAcme("ada@acme.test");
  const word = `marimba${Math.floor(Math.random() * 1e6)}`;
  const { teamId } = await ada.call<{ teamId: string }>("team/create", { name: `Kinds ${Date.now()}` });
  const { groupId } = await projectWithGroup(ada, teamId, { name: "Kinds project", groupName: "Backlog" });
  const [taskId] = await addTasks(ada, groupId, [`Tune the ${word}`]);
  await ada.call("task/conversation/create", { taskId, text: `Where is the ${word} kept?` });

  await signIn(page, "ada@acme.test");
  await searchFor(page, word);
  const toolbar = header(page).getByRole("toolbar", { name: "Result types" });
  const tasks = header(page).getByRole("listbox", { name: "Tasks (1)" });
  const messages = header(page).getByRole("listbox", { name: "Messages (1)" });
  await expect(tasks.getByRole("option")).toHaveCount(1);
  await expect(tasks.getByRole("option")).toContainText(`Tune the ${word}`);
  await expect(messages.getByRole("option")).toHaveCount(1);
  await expect(messages.getByRole("option")).toContainText(`Where is the ${word} kept?`);
  await expect(toolbar.getByRole("button", { name: "Messages", exact: true })).toBeVisible();
  const panel = await toolbar.locator("..").boundingBox();
  // Two rows, two headings and the filters: far from the 548 px the panel may grow to.
  expect(panel?.height).toBeLessThan(320);
});
