import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { GlobalSearchResult } from "~/schemas/search";
import { DESCRIPTION_TOO_DEEP, DESCRIPTION_TOO_LARGE, RICH_TEXT_MAX_BYTES, RICH_TEXT_MAX_DEPTH, RichTextDoc } from "~/schemas/richText";
import { NESTED_TOO_DEEP } from "~/server/api/core/jsonDepthLimit";
import { docOfBytes, nestedDoc } from "../fixtures/richTextDocs";
import { callWorker } from "./callWorker";
import { get, json, origin, signIn } from "./helpers";
import { buildWorld, call, inAcme, type Agent, type World } from "./work/world";

/** Descriptions at and past their caps of depth and size (issue 22): refused with 400, never 500; stored ones shown flattened. */
let world: World;
let cookie: string;
let csrf: string;
let pageUrl: string;

beforeAll(async () => {
  world = await buildWorld();
  ({ cookie, csrf } = await signIn());
  pageUrl = `${origin("acme")}/projects/${world.teamId}/${world.publicProject.id}`;
}, 60_000);

const unique = () => `zq${crypto.randomUUID().replaceAll("-", "").slice(0, 10)}`;

/** A JSON call to /api/v2 as the agent, or with no session at all. */
async function postAs(agent: Agent | null, path: string, input: unknown) {
  const response = await callWorker(env, `${origin("acme")}/api/v2/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(agent ? { accesstoken: agent.token } : {}) },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: await json(response) };
}

/** The HTML of a description `word` at the depth cap: every level but the paragraph and its text a blockquote. */
const htmlAtCap = (word: string) => `${"<blockquote>".repeat(RICH_TEXT_MAX_DEPTH - 2)}<p>${word}</p>${"</blockquote>".repeat(RICH_TEXT_MAX_DEPTH - 2)}`;

/** Where a reader meets a task's description: task/get, the List view's panel (API and page) and search. */
async function expectShown(taskId: string, word: string) {
  const { member } = world.people;
  const got = await call(member, "GET", "task/get", { taskId });
  expect(got.status).toBe(200);
  expect(got.body.data.descriptionHtml).toBe(htmlAtCap(word));
  expect(RichTextDoc.safeParse(got.body.data.description).success).toBe(true);

  const list = await call(member, "GET", "project/list", { projectId: world.publicProject.id, taskId });
  expect(list.status).toBe(200);
  expect((list.body.data.openTask as { descriptionHtml: string }).descriptionHtml).toBe(htmlAtCap(word));

  const page = await get(`${pageUrl}?taskId=${taskId}`, { cookie });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(htmlAtCap(word));

  const found = await call(member, "POST", "tenant/getGlobalSearch", { show: "All", searchText: word });
  expect(found.status).toBe(200);
  expect((found.body.data as GlobalSearchResult).tasks?.response.map((hit) => hit.source.id)).toEqual([taskId]);
}

describe("a description past a cap", () => {
  const calls = (description: unknown): Array<[string, Record<string, unknown>]> => [
    ["task/add", { groupId: world.publicProject.groupId, name: "Past a cap", description }],
    ["task/update", { taskId: world.publicProject.taskId, description }],
  ];

  it.each([
    ["one level too deep", () => nestedDoc(RICH_TEXT_MAX_DEPTH + 1), DESCRIPTION_TOO_DEEP],
    ["a byte too large", () => docOfBytes(RICH_TEXT_MAX_BYTES + 1), DESCRIPTION_TOO_LARGE],
  ])("%s answers 400 with the description's message (401 without a session, before the input is read)", async (_case, doc, message) => {
    for (const [path, input] of calls(doc())) {
      expect((await postAs(world.people.member, path, input)).body).toEqual({ statusCode: 400, error: { statusCode: 400, message, fields: { description: [message] } } });
      expect((await postAs(null, path, input)).status).toBe(401);
    }
  });

  it.each([500, 1_000])("nested %i levels answers 400 before any schema or session check", async (depth) => {
    for (const [path, input] of calls(nestedDoc(depth))) {
      for (const agent of [world.people.member, null]) {
        const reply = await postAs(agent, path, input);
        expect({ path, signedIn: Boolean(agent), ...reply }).toEqual({
          path,
          signedIn: Boolean(agent),
          status: 400,
          body: { statusCode: 400, error: { statusCode: 400, message: NESTED_TOO_DEEP } },
        });
      }
    }
  });
});

describe("a description at the caps", () => {
  it("is stored and shows in task/get, the List view's panel and page, and search", async () => {
    const word = unique();
    const added = await postAs(world.people.member, "task/add", { groupId: world.publicProject.groupId, name: "At the cap", description: nestedDoc(RICH_TEXT_MAX_DEPTH, word) });
    expect(added.status).toBe(200);
    await expectShown(added.body.data.id as string, word);

    const largest = await postAs(world.people.member, "task/update", { taskId: added.body.data.id, description: docOfBytes(RICH_TEXT_MAX_BYTES) });
    expect(largest.status).toBe(200);
  });
});

describe("a description stored deeper than the cap (before there was one)", () => {
  it("shows flattened to the cap everywhere, never as a server error", async () => {
    const word = unique();
    const added = await postAs(world.people.member, "task/add", { groupId: world.publicProject.groupId, name: "Stored deep" });
    const taskId = added.body.data.id as string;
    await inAcme((sql) => sql.exec("UPDATE tasks SET description_json = ? WHERE id = ?", JSON.stringify(nestedDoc(1_000, word)), taskId));
    await expectShown(taskId, word);
  });
});

describe("the List page's description form", () => {
  const postForm = (fields: Record<string, string>) =>
    SELF.fetch(`${pageUrl}?index`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: origin("acme") },
      body: new URLSearchParams({ csrf, intent: "updateTask", taskId: world.publicProject.taskId, viaFetcher: "1", ...fields }),
      redirect: "manual",
    });

  it("answers a description past the depth cap with its message", async () => {
    const response = await postForm({ descriptionJson: JSON.stringify(nestedDoc(RICH_TEXT_MAX_DEPTH + 1)) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(DESCRIPTION_TOO_DEEP);
  });

  it.each([
    ["a document", JSON.stringify(nestedDoc(1_000))],
    ["arrays", `${"[".repeat(300_000)}${"]".repeat(300_000)}`],
  ])("refuses %s nested past what the API reads, not with a server error", async (_case, descriptionJson) => {
    expect((await postForm({ descriptionJson })).status).toBe(400);
  });
});
