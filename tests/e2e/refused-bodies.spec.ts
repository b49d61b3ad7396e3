import { expect, test } from "@playwright/test";
import { apiSession, exchange } from "./helpers";
import { addTasks, memberOfAcme, projectWithGroup } from "./workspaceSeed";

/**
 * Issue 41 §4, decision record 73: a request the Worker refused after reading part of its body, or
 * after cancelling it, left workerd closing that connection to wrangler's dev proxy, which sent the
 * next request down it, anyone's, and answered 503 "Your worker restarted mid-request". Each refusal
 * below is sent a few times, each time followed by another member's ordinary call, which must be
 * answered by the Worker. (A 503 here is wrangler's proxy: the Worker's answers are never 503.)
 */
const ROUNDS = 4;
const MIB = 1024 * 1024;
const filler = (bytes: number) => Buffer.alloc(bytes, "a");

type Caller = { accessToken: string; taskId: string };
type Refusal = { name: string; status: number; send: (caller: Caller) => ReturnType<typeof exchange> };

const withToken = (accessToken: string, headers: Record<string, string> = {}) => ({ accesstoken: accessToken, ...headers });

/** An attachment's upload URL for a file reserved on the task: its path on acme. */
async function uploadPath({ accessToken, taskId }: Caller, file: { name: string; size: number; type: string }) {
  const signed = await exchange("acme", "/api/v2/task/attachment/createSignedUrl", {
    method: "POST",
    headers: withToken(accessToken, { "content-type": "application/json" }),
    body: JSON.stringify({ taskId, ...file }),
  });
  expect(signed.status, signed.text).toBe(200);
  const url = new URL((JSON.parse(signed.text) as { data: { uploadUrl: string } }).data.uploadUrl);
  return `${url.pathname}${url.search}`;
}

const put = (caller: Caller, path: string, type: string, body: Buffer) =>
  exchange("acme", path, { method: "PUT", headers: withToken(caller.accessToken, { "content-type": type, "content-length": String(body.length) }), body });

const REFUSALS: Refusal[] = [
  {
    name: "a form whose field is too long (read in part)",
    status: 400,
    send: ({ accessToken }) => {
      const body = Buffer.concat([Buffer.from('--edge\r\ncontent-disposition: form-data; name="taskId"\r\n\r\n'), filler(MIB), Buffer.from("\r\n--edge--\r\n")]);
      return exchange("acme", "/api/v2/task/attachment/upload", { method: "POST", headers: withToken(accessToken, { "content-type": "multipart/form-data; boundary=edge" }), body });
    },
  },
  {
    name: "an attachment's bytes past its reservation (refused unread)",
    status: 413,
    send: async (caller) => put(caller, await uploadPath(caller, { name: "notes.txt", size: 1000, type: "text/plain" }), "text/plain", filler(MIB)),
  },
  {
    name: "an attachment whose first bytes are not its type (read in part)",
    status: 415,
    send: async (caller) => put(caller, await uploadPath(caller, { name: "pixel.png", size: MIB, type: "image/png" }), "image/png", filler(MIB)),
  },
  {
    name: "a JSON body past the limit without a declared length (read in part)",
    status: 413,
    send: ({ accessToken }) =>
      exchange("acme", "/api/v2/task/add", { method: "POST", headers: withToken(accessToken, { "content-type": "application/json", "transfer-encoding": "chunked" }), body: filler(2 * MIB) }),
  },
  {
    name: "a body declared past the Worker's limit (refused unread)",
    status: 413,
    send: ({ accessToken }) => exchange("acme", "/api/v2/task/add", { method: "POST", headers: withToken(accessToken, { "content-type": "application/json" }), body: filler(5 * MIB) }),
  },
];

test("after each refused upload, another member's next call is answered by the Worker, never the proxy's 503", async () => {
  test.setTimeout(120_000);
  const [ada, bob] = await Promise.all(["ada@acme.test", "bob@acme.test"].map(memberOfAcme));
  const { teamId } = await ada.call<{ teamId: string }>("team/create", { name: `Refusals ${Date.now()}` });
  await ada.call("team/addUsersToTeam", { teamId, userIds: [bob.userId], role: "MEMBER" });
  const { groupId } = await projectWithGroup(ada, teamId, { name: "Uploads", groupName: "Files" });
  const [taskId] = await addTasks(ada, groupId, ["Deck"]);
  const caller = { accessToken: (await apiSession("acme", "ada@acme.test")).accessToken, taskId };
  const bobsToken = (await apiSession("acme", "bob@acme.test")).accessToken;

  for (const refusal of REFUSALS) {
    await test.step(refusal.name, async () => {
      for (let round = 1; round <= ROUNDS; round++) {
        const refused = await refusal.send(caller);
        expect(refused.status, `round ${round}: ${refused.text}`).toBe(refusal.status);
        const next = await exchange("acme", "/api/v2/task/add", {
          method: "POST",
          headers: withToken(bobsToken, { "content-type": "application/json" }),
          body: JSON.stringify({ groupId, name: `After a refusal ${round}` }),
        });
        expect(next.status, `round ${round}, bob's next call: ${next.text}`).toBe(200);
      }
    });
  }
});
