import type { World } from "../work/world";
import { inAcme } from "../work/world";
import type { MatrixRow } from "./row";

/**
 * The conversation calls (issue 17) on a private project's task and group, under task/ and
 * project/taskGroups/: reading and watching need work:read, writing work:comment; editing and
 * deleting are tried on one's own message (anyone else's is the author's or the admins', which
 * tests/worker/conversations.test.ts covers). Each changing cell works on rows it inserts.
 */
const insertMessage = (itemType: "task" | "taskGroup", itemId: string, authorId: string, conversationId: string | null = null) =>
  inAcme((sql) => {
    const id = crypto.randomUUID();
    const now = Date.now();
    sql.exec(
      `INSERT INTO messages (id, item_type, item_id, conversation_id, author_id, body_json, body_text, created_at, last_activity_at, reply_count)
       VALUES (?, ?, ?, ?, ?, '{"type":"doc","content":[]}', 'm', ?, ?, 0)`,
      id, itemType, itemId, conversationId, authorId, now, now,
    );
    return id;
  });

function rowsFor(base: "task" | "project/taskGroups"): MatrixRow[] {
  const key = base === "task" ? "taskId" : "groupId";
  const itemType = base === "task" ? "task" : "taskGroup";
  const itemOf = (world: World) => (base === "task" ? world.privateProject.taskId : world.privateProject.groupId);
  const target = (world: World) => ({ projectId: world.privateProject.id });
  const conversation = (world: World, authorId = world.people.owner.userId) => insertMessage(itemType, itemOf(world), authorId);
  const reply = async (world: World, authorId: string) => insertMessage(itemType, itemOf(world), authorId, await conversation(world));
  const item = (world: World) => ({ [key]: itemOf(world) });
  return [
    { call: `${base}/conversation/list`, method: "GET", action: "work:read", arrange: async (world) => ({ input: item(world), target: target(world) }) },
    { call: `${base}/conversation/mentionable`, method: "GET", action: "work:read", arrange: async (world) => ({ input: item(world), target: target(world) }) },
    {
      call: `${base}/conversation/watch`,
      method: "POST",
      action: "work:read",
      arrange: async (world) => ({ input: { ...item(world), watching: true }, target: target(world) }),
    },
    {
      call: `${base}/conversation/create`,
      method: "POST",
      action: "work:comment",
      arrange: async (world) => ({ input: { ...item(world), text: "Hello" }, target: target(world) }),
    },
    {
      call: `${base}/conversation/update`,
      method: "POST",
      action: "work:comment",
      case: "one's own message",
      arrange: async (world, actor) => ({ input: { messageId: await conversation(world, actor.userId), text: "Edited" }, target: target(world) }),
    },
    {
      call: `${base}/conversation/delete`,
      method: "POST",
      action: "work:comment",
      case: "one's own message",
      arrange: async (world, actor) => ({ input: { messageId: await conversation(world, actor.userId) }, target: target(world) }),
    },
    {
      call: `${base}/conversation/react`,
      method: "POST",
      action: "work:comment",
      arrange: async (world) => ({ input: { messageId: await conversation(world), emoji: "👍" }, target: target(world) }),
    },
    {
      call: `${base}/reply/list`,
      method: "GET",
      action: "work:read",
      arrange: async (world) => ({ input: { conversationId: await conversation(world) }, target: target(world) }),
    },
    {
      call: `${base}/reply/create`,
      method: "POST",
      action: "work:comment",
      arrange: async (world) => ({ input: { conversationId: await conversation(world), text: "Reply" }, target: target(world) }),
    },
    {
      call: `${base}/reply/update`,
      method: "POST",
      action: "work:comment",
      case: "one's own reply",
      arrange: async (world, actor) => ({ input: { messageId: await reply(world, actor.userId), text: "Edited" }, target: target(world) }),
    },
    {
      call: `${base}/reply/delete`,
      method: "POST",
      action: "work:comment",
      case: "one's own reply",
      arrange: async (world, actor) => ({ input: { messageId: await reply(world, actor.userId) }, target: target(world) }),
    },
    // The reader's order of conversations is their own: any signed-in member.
    { call: `${base}/conversation/order`, method: "POST", arrange: async () => ({ input: { order: "newest" } }) },
  ];
}

export const conversationRows: MatrixRow[] = [...rowsFor("task"), ...rowsFor("project/taskGroups")];
