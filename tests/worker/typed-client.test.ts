import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createTask, listMyTasks, meridianClient } from "../../scripts/examples/meridian.mjs";
import { callWorker } from "./callWorker";
import { origin } from "./helpers";
import { ok, post } from "./work/answers";
import { buildWorld } from "./work/world";

/**
 * Issue 44 §2: the typed client generated from the document (scripts/examples/) against the real
 * Worker with a personal API token: its answers fit the types, and the call helper checks them
 * against the documented schemas on the way (answerCheck.ts).
 */
const world = await buildWorld();

describe("the examples' typed client", () => {
  it("creates a task and finds it among my tasks, with a token", async () => {
    const { member } = world.people;
    const { secret } = ok(await post(member, "apiTokens/create", { name: "Example", access: "read-write", days: 7 })) as { secret: string };
    // openapi-fetch hands fetch a Request; the Worker's own handler answers it (callWorker).
    const viaWorker = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const body = request.method === "GET" ? undefined : await request.text();
      return callWorker(env, request.url, { method: request.method, headers: request.headers, body });
    };
    const client = meridianClient({ baseUrl: origin("acme"), token: secret, fetch: viaWorker });
    const task = await createTask(client, { groupId: world.publicProject.groupId, name: "Made by the typed client" });
    expect(task).toMatchObject({ name: "Made by the typed client" });
    await post(member, "task/update", { taskId: (task as { id: string }).id, assigneeIds: [member.userId], dueDate: "2099-01-01" });
    const mine = await listMyTasks(client);
    expect(mine.map((listed) => listed.name)).toContain("Made by the typed client");
  });
});
