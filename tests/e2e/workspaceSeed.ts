import { test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { E2E_PORT } from "../../playwright.config";
import { apiCall, apiSession, hostOf } from "./helpers";

/**
 * Work made in acme through /api/v2, the calls a member's pages make, for
 * end-to-end tests whose subject is not how the team and project came to be:
 * what they find is what the product makes, whatever its tables look like.
 */

type Data = Record<string, unknown>;
export type Member = { userId: string; call: <T = Data>(path: string, input?: Data) => Promise<T> };

const sessions = new Map<string, ReturnType<typeof apiSession>>();

/**
 * A demo member of acme at the API (signed in once per test worker, and again
 * once its session has been closed: administration.spec deactivates bob while
 * the other worker holds his session): `call` posts `input` to
 * /api/v2/`path` (a GET without it) and answers the data, failing the test on
 * any other status than 200.
 */
export async function memberOfAcme(email: string): Promise<Member> {
  if (!sessions.has(email)) sessions.set(email, apiSession("acme", email));
  const { userId } = await sessions.get(email)!;
  const send = async (path: string, input?: Data) =>
    apiCall("acme", `/api/v2/${path}`, input, { accesstoken: (await sessions.get(email)!).accessToken });
  return {
    userId,
    call: async <T = Data>(path: string, input?: Data) => {
      let answer = await send(path, input);
      if (answer.statusCode === 401) {
        sessions.set(email, apiSession("acme", email));
        answer = await send(path, input);
      }
      if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}: ${JSON.stringify(answer)}`);
      return answer.data as T;
    },
  };
}

/** A project of `teamId` (public unless said), its one task group renamed `groupName`. */
export async function projectWithGroup(
  { call }: Member,
  teamId: string,
  { name, groupName, description, visibility = "PUBLIC" }: { name: string; groupName: string; description?: string; visibility?: "PUBLIC" | "PRIVATE" },
) {
  const create = visibility === "PRIVATE" ? "project/createPrivateProject" : "project/createPublicProject";
  const { projectId } = await call<{ projectId: string }>(create, { teamId, name, ...(description ? { description } : {}) });
  const { groups } = await call<{ groups: { id: string }[] }>(`project/list?projectId=${projectId}`);
  const groupId = groups[0].id;
  await call("project/taskGroups/update", { groupId, name: groupName });
  return { projectId, groupId };
}

/** Tasks added one after another at the end of a group (in this order, with the team's default status, To Do); answers their ids. */
export async function addTasks({ call }: Member, groupId: string, names: string[]) {
  const ids: string[] = [];
  for (const name of names) ids.push((await call<{ id: string }>("task/add", { groupId, name })).id);
  return ids;
}

/**
 * A new team of ada's (the default statuses, To Do first) with a public
 * project `name` whose one task group, Backlog, holds `tasks` in order;
 * answers the project's page and ids.
 */
export async function seedProject(tasks: string[] = [], name = "Launch") {
  const ada = await memberOfAcme("ada@acme.test");
  const { teamId } = await ada.call<{ teamId: string }>("team/create", { name: "E2E team" });
  const { projectId, groupId } = await projectWithGroup(ada, teamId, { name, groupName: "Backlog" });
  const taskIds = await addTasks(ada, groupId, tasks);
  return { url: `${hostOf("acme")}/projects/${teamId}/${projectId}`, projectId, taskIds, groupId };
}

/**
 * For a spec on acme's demo work (npm start's: Website relaunch, Board planning, Operations): makes
 * it before the file's tests, through the API (a second run changes nothing), and takes the lock
 * that keeps such specs, in either project, from running at the same time as another: they change
 * and count the same projects (the Kanban's columns, the exports' rows, Operations' room for three).
 */
export function onDemoWork() {
  test.describe.configure({ lock: "acme's demo work" });
  test.beforeAll(() => {
    test.setTimeout(180_000);
    // wrangler dev at times restarts the Worker between the projects ("restarted mid-request", 503): once more then.
    const demo = () => execFileSync("node", ["scripts/demo/work.mjs", String(E2E_PORT)], { stdio: ["ignore", "ignore", "pipe"], timeout: 80_000 });
    try {
      demo();
    } catch {
      demo();
    }
  });
}
