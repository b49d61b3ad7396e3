import { describe, expect, it } from "vitest";
import { callWorker } from "./callWorker";
import { json, origin, postJson, productionEnv, seed, BOB } from "./helpers";
import { agentFor, call, inAcme } from "./work/world";

await seed();

const SEED = {
  teamName: "Generated team",
  ownerEmail: "ada@acme.test",
  members: [{ email: BOB, role: "MEMBER" }],
  today: "2026-06-15",
  projects: [{ name: "Generated", tasks: 30, groups: 3, taskName: "Seeded", assignees: [{ email: BOB, count: 12 }] }],
};

describe("dev/seedWork (development only)", () => {
  it("generates a team, a project of tasks in groups and assignments", async () => {
    const response = await postJson(`${origin("acme")}/api/v2/dev/seedWork`, SEED);
    expect(response.status).toBe(200);
    const { data } = await json(response);
    const [project] = data.projects as Array<{ projectId: string; groupIds: string[]; taskIds: string[] }>;
    expect(project.groupIds).toHaveLength(3);
    const bob = await agentFor(BOB);
    const buckets = (await call(bob, "GET", "myspace/myAllTasks", { today: "2026-06-15", limit: 100 })).body.data.buckets as Array<{
      items: Array<{ name: string; projectId: string }>;
    }>;
    const mine = buckets.flatMap((b) => b.items).filter((task) => task.projectId === project.projectId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((task) => task.name.startsWith("Seeded "))).toBe(true);
  });

  it("links a chain of dated tasks and random later tasks, without a loop", async () => {
    const projects = [{ name: "Linked", tasks: 40, groups: 2, dependencies: { chain: 10, random: 30 } }];
    const response = await postJson(`${origin("acme")}/api/v2/dev/seedWork`, { ...SEED, teamName: "Linked team", projects });
    expect(response.status).toBe(200);
    const [project] = (await json(response)).data.projects as Array<{ projectId: string; taskIds: string[]; chainHeadId: string }>;
    expect(project.chainHeadId).toBe(project.taskIds[0]);
    const ada = await agentFor("ada@acme.test");
    const links = (await call(ada, "GET", "project/dependency/list", { projectId: project.projectId })).body.data as unknown as Array<{
      predecessorId: string;
    }>;
    expect(links.length).toBeGreaterThan(30);
    const path = (await call(ada, "GET", "project/criticalPath", { projectId: project.projectId })).body.data;
    // The chain's one-day tasks follow each other from the seed's today, Monday 15 June.
    expect((path.tasks as Array<{ taskId: string; earlyStart: string }>).find((task) => task.taskId === project.chainHeadId)?.earlyStart).toBe("2026-06-15");
  });

  it("writes conversations with replies spread over them on the first task, counts kept right", async () => {
    const projects = [{ name: "Talked about", tasks: 3, conversations: { conversations: 30, replies: 100 } }];
    const response = await postJson(`${origin("acme")}/api/v2/dev/seedWork`, { ...SEED, teamName: "Talking team", projects });
    expect(response.status).toBe(200);
    const [project] = (await json(response)).data.projects as Array<{ taskIds: string[] }>;
    const [taskId, otherTaskId] = project.taskIds;
    const stored = await inAcme((sql) =>
      sql
        .exec<{ item_id: string; conversations: number; replies: number; kept: number; wrong: number }>(
          `SELECT c.item_id, COUNT(*) AS conversations, SUM(c.reply_count) AS replies,
             SUM((SELECT COUNT(*) FROM messages r WHERE r.conversation_id = c.id)) AS kept,
             SUM(c.last_activity_at <> COALESCE((SELECT MAX(r.created_at) FROM messages r WHERE r.conversation_id = c.id), c.created_at)) AS wrong
           FROM messages c WHERE c.item_id IN (?, ?) AND c.conversation_id IS NULL GROUP BY c.item_id`,
          taskId, otherTaskId,
        )
        .toArray(),
    );
    // Only the first task talks; each conversation's reply_count and last activity are its replies'.
    expect(stored).toEqual([{ item_id: taskId, conversations: 30, replies: 100, kept: 100, wrong: 0 }]);

    const bob = await agentFor(BOB);
    const newest = (await call(bob, "GET", "task/conversation/list", { taskId })).body.data;
    expect(newest).toMatchObject({ conversationCount: 30, replyCount: 100, canWrite: true });
    const conversations = newest.conversations as Array<{ text: string; replyCount: number; author: { firstName: string }; replies: Array<{ text: string }>; moreReplies: string | null }>;
    expect(conversations).toHaveLength(20);
    // Reply 100 went to conversation 10, the last one active; the first ten have four replies, the rest three.
    expect(conversations[0]).toMatchObject({ text: "Conversation 10 about this task", replyCount: 4, author: { firstName: "Ada" } });
    expect(conversations[0].replies.map((reply) => reply.text)).toEqual(["Reply 1 to conversation 10", "Reply 2 to conversation 10", "Reply 3 to conversation 10"]);
    expect(conversations[0].moreReplies).not.toBeNull();
    expect(conversations[10]).toMatchObject({ text: "Conversation 30 about this task", replyCount: 3, moreReplies: null });
    expect(newest.nextCursor).not.toBeNull();
    const oldest = (await call(bob, "GET", "task/conversation/list", { taskId, order: "oldest", limit: 5 })).body.data;
    expect((oldest.conversations as Array<{ text: string }>).map((c) => c.text)).toEqual([1, 2, 3, 4, 5].map((n) => `Conversation ${n} about this task`));
    const untouched = (await call(bob, "GET", "task/conversation/list", { taskId: otherTaskId })).body.data;
    expect(untouched).toMatchObject({ conversationCount: 0, replyCount: 0, conversations: [] });
  });

  it("refuses replies without a conversation, and more than the bench needs", async () => {
    for (const conversations of [{ conversations: 0, replies: 5 }, { conversations: 5_001, replies: 0 }, { conversations: 10, replies: 50_001 }]) {
      const projects = [{ name: "Too chatty", tasks: 1, conversations }];
      const response = await postJson(`${origin("acme")}/api/v2/dev/seedWork`, { ...SEED, teamName: "Chatty team", projects });
      expect(response.status).toBe(400);
    }
  });

  it("refuses an unknown person", async () => {
    const response = await postJson(`${origin("acme")}/api/v2/dev/seedWork`, { ...SEED, ownerEmail: "nobody@acme.test" });
    expect(response.status).toBe(404);
  });

  it("answers 404 in production", async () => {
    const response = await callWorker(productionEnv(), `${origin("acme")}/api/v2/dev/seedWork`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(SEED),
    });
    expect(response.status).toBe(404);
  });
});
