import type { World } from "../work/world";
import { inAcme } from "../work/world";
import type { MatrixRow } from "./row";

/**
 * The attachment calls (issue 17 §3) on a private project's task and group, under task/ and
 * project/taskGroups/: reading needs work:read, uploading and attaching work:comment, deleting
 * someone else's file project:manage. Each changing cell works on rows it inserts.
 */
const committedFile = (world: World, itemId: string, uploadedBy: string, messageId: string | null = null) =>
  inAcme((sql) => {
    const id = crypto.randomUUID();
    sql.exec(
      `INSERT INTO attachments (id, item_type, item_id, message_id, r2_key, name, content_type, size, state, uploaded_by, created_at, committed_at)
       VALUES (?, ?, ?, ?, ?, 'm.txt', 'text/plain', 1, 'committed', ?, ?, ?)`,
      id, itemId === world.privateProject.groupId ? "taskGroup" : "task", itemId, messageId, `attachments/matrix/${id}`, uploadedBy, Date.now(), Date.now(),
    );
    return id;
  });

const messageBy = (itemId: string, itemType: string, authorId: string) =>
  inAcme((sql) => {
    const id = crypto.randomUUID();
    sql.exec(
      `INSERT INTO messages (id, item_type, item_id, conversation_id, author_id, body_json, body_text, created_at, last_activity_at, reply_count)
       VALUES (?, ?, ?, NULL, ?, '{"type":"doc","content":[]}', 'm', ?, ?, 0)`,
      id, itemType, itemId, authorId, Date.now(), Date.now(),
    );
    return id;
  });

function rowsFor(base: "task" | "project/taskGroups"): MatrixRow[] {
  const key = base === "task" ? "taskId" : "groupId";
  const itemOf = (world: World) => (base === "task" ? world.privateProject.taskId : world.privateProject.groupId);
  const target = (world: World) => ({ projectId: world.privateProject.id });
  return [
    { call: `${base}/attachment/list`, method: "GET", action: "work:read", arrange: async (world) => ({ input: { [key]: itemOf(world) }, target: target(world) }) },
    {
      call: `${base}/attachment/createSignedUrl`,
      method: "POST",
      action: "work:comment",
      arrange: async (world) => ({ input: { [key]: itemOf(world), name: "a.txt", size: 3 }, target: target(world) }),
    },
    {
      call: `${base}/attachment/delete`,
      method: "POST",
      action: "project:manage",
      case: "someone else's file",
      arrange: async (world) => ({ input: { attachmentId: await committedFile(world, itemOf(world), "someone-else") }, target: target(world) }),
    },
    {
      call: `${base}/attachment/attach`,
      method: "POST",
      action: "work:comment",
      case: "one's own file on one's own message",
      arrange: async (world, actor) => {
        const itemId = itemOf(world);
        const messageId = await messageBy(itemId, base === "task" ? "task" : "taskGroup", actor.userId);
        return { input: { messageId, attachmentIds: [await committedFile(world, itemId, actor.userId)] }, target: target(world) };
      },
    },
  ];
}

export const attachmentRows: MatrixRow[] = [
  ...rowsFor("task"),
  ...rowsFor("project/taskGroups"),
  { call: "tenant/storageUsage", method: "GET", arrange: async () => ({ input: {} }) },
];
