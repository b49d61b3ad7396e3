// A typed client of Meridian's API (issue 44 §2): openapi-fetch with the types openapi-typescript
// generates from docs/api/openapi.json (scripts/examples/meridian-api.d.ts, `npm run api:types`).
//   MERIDIAN_URL=https://acme.meridian.app MERIDIAN_TOKEN=mrd_rw_… node scripts/examples/meridian.mjs list
//   MERIDIAN_URL=… MERIDIAN_TOKEN=… node scripts/examples/meridian.mjs create <groupId> "Task name"
import createClient from "openapi-fetch";

/** @typedef {import("./meridian-api").paths} paths */

/**
 * A client for one organisation's host, signed in with a personal API token.
 * @param {{ baseUrl: string; token: string; fetch?: typeof fetch }} options
 */
export function meridianClient({ baseUrl, token, fetch: fetchImpl }) {
  return createClient(/** @type {import("openapi-fetch").ClientOptions} */ ({ baseUrl, headers: { authorization: `Bearer ${token}` }, ...(fetchImpl ? { fetch: fetchImpl } : {}) }));
}

/** @param {{ status: number; statusText: string }} response @param {unknown} error */
const failed = (response, error) => new Error(`${response.status} ${/** @type {{ error?: { message?: string } }} */ (error)?.error?.message ?? response.statusText}`);

/**
 * My open tasks, every bucket of My Space (overdue, today, this week, later, no date).
 * @param {import("openapi-fetch").Client<paths>} client
 */
export async function listMyTasks(client) {
  const { data, error, response } = await client.GET("/api/v2/myspace/overview");
  if (!data) throw failed(response, error);
  return data.data.tasks.buckets.flatMap((bucket) => bucket.items.map((task) => ({ bucket: bucket.bucket, taskId: task.taskId, name: task.name, project: task.projectName, dueDate: task.dueDate })));
}

/**
 * A new task at the end of a task group.
 * @param {import("openapi-fetch").Client<paths>} client
 * @param {{ groupId: string; name: string }} task
 */
export async function createTask(client, { groupId, name }) {
  const { data, error, response } = await client.POST("/api/v2/task/add", { body: { groupId, name } });
  if (!data) throw failed(response, error);
  return data.data;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...rest] = process.argv.slice(2);
  const client = meridianClient({ baseUrl: process.env.MERIDIAN_URL ?? "", token: process.env.MERIDIAN_TOKEN ?? "" });
  if (command === "list") for (const task of await listMyTasks(client)) console.log(`${task.bucket}\t${task.dueDate ?? "-"}\t${task.project}\t${task.name}`);
  else if (command === "create" && rest.length === 2) console.log(JSON.stringify(await createTask(client, { groupId: rest[0], name: rest[1] }), null, 2));
  else {
    console.error('usage: node scripts/examples/meridian.mjs list | create <groupId> "<name>"');
    process.exitCode = 2;
  }
}
