import { describe, expect, it } from "vitest";
import { conversationIntents } from "~/intents/conversations.server";
import { kanbanIntents } from "~/intents/kanban.server";
import { taskIntents, oneRowIntent } from "~/intents/tasks.server";
import { BOARD_COLUMN_MESSAGE, BOARD_TYPE_MESSAGE } from "~/schemas/kanban";
import { DATE_MESSAGE, DATE_ORDER_MESSAGE, PRIORITY_MESSAGE } from "~/schemas/task";
import { MESSAGE_REQUIRED, REACTION_MESSAGE } from "~/schemas/conversation";
import type { ApiClient } from "~/server/api/client";

const formOf = (entries: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, values] of Object.entries(entries)) for (const value of [values].flat()) form.append(name, value);
  return form;
};

/** An API client that records each call (its path and json) and answers `data`. */
function recordingApi(data: unknown = {}) {
  const calls: Array<{ path: string; json: unknown }> = [];
  const at = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) =>
        key === "$post"
          ? async ({ json }: { json: unknown }) => {
              calls.push({ path: path.join("."), json });
              return Response.json({ data });
            }
          : at([...path, String(key)]),
    });
  return { api: at([]) as ApiClient, calls };
}

const params = { teamId: "team-1", projectId: "project-1" };

async function sent(table: { run: (form: FormData, api: ApiClient, params: Record<string, string>) => Promise<unknown> }, entries: Record<string, string | string[]>, data?: unknown) {
  const { api, calls } = recordingApi(data);
  const outcome = (await table.run(formOf(entries), api, params)) as { ok: boolean; message: string };
  return { outcome, calls };
}

describe("a task's form read into the API's update (tasks.server.ts)", () => {
  it("sends the fields the form sent: dates, a cleared priority, the assignees it says it sent, the description's text", async () => {
    const { outcome, calls } = await sent(taskIntents, {
      intent: "updateTask",
      taskId: "t1",
      startDate: "2026-03-01",
      dueDate: "",
      priority: "",
      assigneesSent: "1",
      assigneeIds: ["u1", "", "u2"],
      descriptionText: "One\nTwo",
    });
    expect(outcome).toMatchObject({ ok: true, message: "Task updated." });
    expect(calls).toEqual([
      {
        path: "task.update",
        json: {
          taskId: "t1",
          startDate: "2026-03-01",
          dueDate: null,
          priority: null,
          assigneeIds: ["u1", "u2"],
          description: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "One" }] }, { type: "paragraph", content: [{ type: "text", text: "Two" }] }] },
        },
      },
    ]);
  });

  it("leaves out what was not sent: no assignees without assigneesSent, none at all when it says so, the name when absent", async () => {
    expect((await sent(taskIntents, { intent: "updateTask", taskId: "t1", assigneeIds: "u1" })).calls[0].json).toEqual({ taskId: "t1" });
    expect((await sent(taskIntents, { intent: "updateTask", taskId: "t1", assigneesSent: "1" })).calls[0].json).toEqual({ taskId: "t1", assigneeIds: [] });
    expect((await sent(taskIntents, { intent: "updateTask", taskId: "t1", descriptionText: "  " })).calls[0].json).toEqual({ taskId: "t1", description: null });
  });

  it("refuses bad input with the API's messages and calls nothing", async () => {
    const refused = async (entries: Record<string, string>, message: string) => {
      const { outcome, calls } = await sent(taskIntents, { intent: "updateTask", taskId: "t1", ...entries });
      expect(outcome).toMatchObject({ ok: false, message });
      expect(calls).toEqual([]);
    };
    await refused({ name: "" }, "Please fill in Task Name");
    await refused({ dueDate: "2026-02-30x" }, DATE_MESSAGE);
    await refused({ startDate: "2026-03-02", dueDate: "2026-03-01" }, DATE_ORDER_MESSAGE);
    await refused({ priority: "SOMEDAY" }, PRIORITY_MESSAGE);
    await refused({ descriptionJson: "{not json" }, "Invalid input: expected object, received string");
    await refused({ taskId: "" }, "Please choose a task");
  });

  it("reads a row's menu choice as that field alone", async () => {
    const row = formOf({ intent: "taskRow", taskId: "t1", name: "Kept", priority: "HIGH", save: "priority:" });
    const { api, calls } = recordingApi();
    await taskIntents.run(oneRowIntent(row), api, params);
    expect(calls).toEqual([{ path: "task.update", json: { taskId: "t1", priority: null } }]);
  });

  it("adds a task to its group, or a subtask under its parent, with the project of the page's address for a new group", async () => {
    expect((await sent(taskIntents, { intent: "addTask", groupId: "g1", name: "Write" })).calls[0]).toEqual({ path: "task.add", json: { groupId: "g1", name: "Write" } });
    const subtask = await sent(taskIntents, { intent: "addTask", parentId: "t1", groupId: "", name: "Part" });
    expect(subtask).toMatchObject({ outcome: { message: "Subtask added." }, calls: [{ json: { parentId: "t1", name: "Part" } }] });
    expect((await sent(taskIntents, { intent: "createGroup", name: "Later" })).calls[0]).toEqual({ path: "project.taskGroups.create", json: { projectId: "project-1", name: "Later" } });
    expect((await sent(taskIntents, { intent: "renameGroup", groupId: "g1", name: "" })).outcome).toMatchObject({ ok: false, message: "Please fill in Task Group Name" });
  });
});

describe("a card's move read into the API's move (kanban.server.ts)", () => {
  it("reads the board's choice as its type and column", async () => {
    const { calls } = await sent(kanbanIntents, { intent: "moveCard", board: "COLUMN:c1", taskId: "t1", from: "o1", to: "o2", afterId: "t2", beforeId: "" });
    expect(calls).toEqual([{ path: "kanban.moveCard", json: { type: "COLUMN", columnId: "c1", taskId: "t1", from: "o1", to: "o2", afterId: "t2" } }]);
  });

  it("refuses a board by column without its column, both neighbours, an unknown board, and calls nothing", async () => {
    for (const [entries, message] of [
      [{ board: "COLUMN" }, BOARD_COLUMN_MESSAGE],
      [{ board: "STATUS", afterId: "t2", beforeId: "t3" }, "Give either beforeId or afterId"],
      [{ board: "SIZE" }, BOARD_TYPE_MESSAGE],
      [{ board: "STATUS", to: "" }, "Choose a column of the board"],
    ] as const) {
      const { outcome, calls } = await sent(kanbanIntents, { intent: "moveCard", taskId: "t1", to: "s2", ...entries });
      expect(outcome).toMatchObject({ ok: false, message });
      expect(calls).toEqual([]);
    }
  });

  it("adds a card and sets the board with the project of the page's address", async () => {
    expect((await sent(kanbanIntents, { intent: "addCard", board: "PRIORITY", to: "HIGH", name: "Call" })).calls[0].json).toEqual({ projectId: "project-1", type: "PRIORITY", to: "HIGH", name: "Call" });
    expect((await sent(kanbanIntents, { intent: "boardType", board: "ASSIGNEE" })).calls[0].json).toEqual({ projectId: "project-1", type: "ASSIGNEE" });
    expect((await sent(kanbanIntents, { intent: "cardColumns", columnIds: "c1" })).calls[0].json).toEqual({ projectId: "project-1", columnIds: ["c1"] });
  });
});

describe("a message's form read into the API's conversation inputs (conversations.server.ts)", () => {
  const doc = (text: string) => JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

  it("sends a task's message under task/ and a group's under project/taskGroups/, as the editor's JSON or as text", async () => {
    const onTask = await sent(conversationIntents, { intent: "startConversation", itemType: "task", itemId: "t1", bodyJson: doc("Hello") }, { messageId: "m1", conversationId: null });
    expect(onTask.calls).toEqual([{ path: "task.conversation.create", json: { taskId: "t1", body: JSON.parse(doc("Hello")) } }]);
    const onGroup = await sent(conversationIntents, { intent: "startConversation", itemType: "taskGroup", itemId: "g1", text: "Hi @Ada Lovelace" });
    expect(onGroup.calls).toEqual([{ path: "project.taskGroups.conversation.create", json: { groupId: "g1", text: "Hi @Ada Lovelace" } }]);
  });

  it("edits and deletes a reply or a conversation by its kind", async () => {
    expect((await sent(conversationIntents, { intent: "editMessage", itemType: "task", kind: "reply", messageId: "m1", text: "Better" })).calls).toEqual([
      { path: "task.reply.update", json: { messageId: "m1", text: "Better" } },
    ]);
    expect((await sent(conversationIntents, { intent: "deleteMessage", itemType: "taskGroup", kind: "conversation", messageId: "m1" })).calls).toEqual([
      { path: "project.taskGroups.conversation.delete", json: { messageId: "m1" } },
    ]);
  });

  it("reads watching as a boolean and the order as the API's", async () => {
    const watch = await sent(conversationIntents, { intent: "watchItem", itemType: "task", itemId: "t1", watching: "false" }, { watching: false });
    expect(watch).toMatchObject({ outcome: { message: "You stopped watching these conversations." }, calls: [{ path: "task.conversation.watch", json: { taskId: "t1", watching: false } }] });
    expect((await sent(conversationIntents, { intent: "orderConversations", order: "oldest" }, { order: "oldest" })).calls[0].json).toEqual({ order: "oldest" });
  });

  it("refuses an empty message, an unknown reaction, a message without its conversation, and calls nothing", async () => {
    for (const [entries, message] of [
      [{ intent: "startConversation", itemType: "task", itemId: "t1", bodyJson: doc(" ") }, MESSAGE_REQUIRED],
      [{ intent: "replyToConversation", itemType: "taskGroup", conversationId: "c1", text: "" }, MESSAGE_REQUIRED],
      [{ intent: "reactToMessage", itemType: "task", messageId: "m1", emoji: "🙃" }, REACTION_MESSAGE],
      [{ intent: "replyToConversation", itemType: "task", text: "Hi" }, "Please choose a conversation"],
      [{ intent: "startConversation", itemType: "taskGroup", itemId: "", text: "Hi" }, "Please choose a task group"],
      [{ intent: "orderConversations", order: "random" }, "Choose newest or oldest first"],
    ] as const) {
      const { outcome, calls } = await sent(conversationIntents, entries);
      expect(outcome).toMatchObject({ ok: false, message });
      expect(calls).toEqual([]);
    }
  });
});
