import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ARCHIVED } from "~/server/workspace/access";
import { ATTACHMENT_CONTENT_MISMATCH, ATTACHMENT_NOT_FOUND, ATTACHMENT_TOO_LARGE, ATTACHMENT_TYPE_NOT_ALLOWED, MAX_ATTACHMENT_BYTES, NOT_YOUR_ATTACHMENT, storageFullMessage } from "~/lib/attachments";
import { STORAGE_QUOTA_BYTES } from "~/lib/plans";
import { BIN_MS } from "~/schemas/archive";
import { callWorker } from "./callWorker";
import { GUS, json, origin, tenantStub } from "./helpers";
import { agentFor, buildWorld, inAcme, plantTeam, type Agent, type Reply, type World } from "./work/world";
import { failure, get, ok, post, type Loose } from "./work/answers";

/** Attachments on tasks, subtasks, task groups and messages through /api/v2 (issue 17 §3). */
let world: World;

beforeAll(async () => {
  world = await buildWorld();
}, 60_000);


const bytes = (text: string) => new TextEncoder().encode(text);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const PDF = bytes("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n");
const HTML = bytes("<html><body><script>alert(document.cookie)</script></body></html>");
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, 1, 2, 3, 4, 5, 6]);

const sign = (agent: Agent, input: Record<string, unknown>, base = "task") => post(agent, `${base}/attachment/createSignedUrl`, input);

async function put(agent: Agent, url: string, body: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await callWorker(env, url, {
    method: "PUT",
    headers: { accesstoken: agent.token, "content-type": "application/octet-stream", "content-length": String(body.byteLength), ...headers },
    body,
  });
  return { status: response.status, body: await json(response) };
}

/** Reserves and uploads a file to a task (or, with `base`, a group); answers the attachment. */
async function upload(agent: Agent, itemId: string, name: string, body: Uint8Array<ArrayBuffer>, extra: Record<string, unknown> = {}, base = "task") {
  const itemKey = base === "task" ? "taskId" : "groupId";
  const signed = ok(await sign(agent, { [itemKey]: itemId, name, size: body.byteLength, ...extra }, base));
  return ok(await put(agent, signed.uploadUrl, body));
}

const download = (agent: Agent, attachmentId: string, headers: Record<string, string> = {}) =>
  callWorker(env, `${origin("acme")}/api/v2/task/attachment/download?attachmentId=${attachmentId}`, { headers: { accesstoken: agent.token, ...headers } });

const rowsOf = (itemId: string) =>
  inAcme((sql) => sql.exec<{ id: string; r2_key: string; state: string }>("SELECT id, r2_key, state FROM attachments WHERE item_id = ?", itemId).toArray());
const keyOf = async (attachmentId: string) =>
  inAcme((sql) => sql.exec<{ r2_key: string }>("SELECT r2_key FROM attachments WHERE id = ?", attachmentId).one().r2_key);
async function bucketKeys() {
  const listed = await env.FILES.list({ prefix: "attachments/" });
  return listed.objects.map((object) => object.key);
}
const runAlarm = () => runInDurableObject(tenantStub("acme"), (instance) => (instance as unknown as { alarm(): Promise<void> }).alarm());

async function newTask(agent: Agent, name: string, groupId: string = world.publicProject.groupId) {
  return ok(await post(agent, "task/add", { groupId, name })) as { id: string };
}

describe("uploading, listing and downloading", () => {
  it("stores a PUT to the signed URL, lists it, and serves it with the item's permission and safe headers", async () => {
    const { member, guest } = world.people;
    const task = await newTask(member, "Files");
    const signed = ok(await sign(member, { taskId: task.id, name: "../../Q3 report<final>.pdf", size: PDF.byteLength, type: "application/pdf" }));
    expect(signed).toMatchObject({ method: "PUT", name: "Q3 report_final_.pdf", contentType: "application/pdf", maxBytes: PDF.byteLength });
    // The key is random: neither the name nor the attachment's id.
    const [pending] = await rowsOf(task.id);
    expect(pending.state).toBe("pending");
    expect(pending.r2_key).toMatch(/^attachments\/[^/]+\/[0-9a-f-]{36}$/);
    expect(pending.r2_key).not.toContain(signed.attachmentId);
    expect(pending.r2_key).not.toContain("report");
    // Not listed until its bytes are in.
    expect(ok(await get(member, "task/attachment/list", { taskId: task.id })).attachments).toEqual([]);

    const stored = ok(await put(member, signed.uploadUrl, PDF));
    expect(stored).toMatchObject({ attachmentId: signed.attachmentId, name: "Q3 report_final_.pdf", contentType: "application/pdf", size: PDF.byteLength, inline: true, isImage: false, canDelete: true });
    expect(stored.downloadUrl).toBe(`/api/v2/task/attachment/download?attachmentId=${signed.attachmentId}`);
    expect((await rowsOf(task.id))[0].state).toBe("committed");

    const listed = ok(await get(guest, "task/attachment/list", { taskId: task.id }));
    expect(listed).toMatchObject({ itemType: "task", itemId: task.id, canWrite: true, nextCursor: null });
    expect(listed.attachments.map((file: { attachmentId: string; canDelete: boolean }) => [file.attachmentId, file.canDelete])).toEqual([[signed.attachmentId, false]]);

    const served = await download(guest, signed.attachmentId);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="Q3 report_final_.pdf"; filename*=UTF-8''Q3%20report_final_.pdf`);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers.get("cache-control")).toBe("private, no-cache");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
    const again = await download(guest, signed.attachmentId, { "if-none-match": served.headers.get("etag")! });
    expect(again.status).toBe(304);
  });

  it("serves images inline and everything else as a download; office files are zip files named so", async () => {
    const { member } = world.people;
    const task = await newTask(member, "Kinds");
    const image = await upload(member, task.id, "chart.png", PNG, { type: "image/png" });
    const text = await upload(member, task.id, "notes.txt", bytes("Plain notes, naïve café\n"));
    const sheet = await upload(member, task.id, "budget.xlsx", ZIP);
    const csv = await upload(member, task.id, "rows.csv", bytes("a,b\n1,2\n"), { type: "application/vnd.ms-excel" });
    expect([image.contentType, text.contentType, sheet.contentType, csv.contentType]).toEqual([
      "image/png",
      "text/plain",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "text/csv",
    ]);
    expect((await download(member, image.attachmentId)).headers.get("content-disposition")).toMatch(/^inline; /);
    for (const file of [text, sheet, csv]) {
      const served = await download(member, file.attachmentId);
      expect(served.headers.get("content-disposition")).toMatch(/^attachment; /);
      expect(served.headers.get("content-type")).toBe(file.contentType);
    }
  });

  it("takes a file without JavaScript: a multipart form streamed to R2, back to the page when it names one", async () => {
    const { member } = world.people;
    const task = await newTask(member, "Form");
    const form = new FormData();
    form.set("taskId", task.id);
    form.set("redirectTo", `/projects/${world.teamId}/${world.publicProject.id}?taskId=${task.id}`);
    form.set("file", new File([PNG], "photo.png", { type: "image/png" }));
    const response = await callWorker(env, `${origin("acme")}/api/v2/task/attachment/upload`, { method: "POST", headers: { accesstoken: member.token }, body: form });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/projects/${world.teamId}/${world.publicProject.id}?taskId=${task.id}`);
    const [file] = ok(await get(member, "task/attachment/list", { taskId: task.id })).attachments;
    expect(file).toMatchObject({ name: "photo.png", contentType: "image/png", size: PNG.byteLength });
    expect(new Uint8Array(await (await download(member, file.attachmentId)).arrayBuffer())).toEqual(PNG);

    // Two files in one form, answered as JSON without redirectTo; a forged one refused with a message on the way back.
    const two = new FormData();
    two.set("taskId", task.id);
    two.append("file", new File([PDF], "a.pdf", { type: "application/pdf" }));
    two.append("file", new File([bytes("x,y\n")], "b.csv", { type: "text/csv" }));
    const both = await callWorker(env, `${origin("acme")}/api/v2/task/attachment/upload`, { method: "POST", headers: { accesstoken: member.token }, body: two });
    expect(((await json(both)).data as Loose).attachments.map((f: { name: string }) => f.name)).toEqual(["a.pdf", "b.csv"]);
    const forged = new FormData();
    forged.set("taskId", task.id);
    forged.set("redirectTo", "/back");
    forged.set("file", new File([HTML], "cat.png", { type: "image/png" }));
    const refused = await callWorker(env, `${origin("acme")}/api/v2/task/attachment/upload`, { method: "POST", headers: { accesstoken: member.token }, body: forged });
    expect(refused.status).toBe(303);
    expect(new URL(refused.headers.get("location")!, "http://x").searchParams.get("attachmentError")).toBe(ATTACHMENT_CONTENT_MISMATCH);
    expect((await rowsOf(task.id)).length).toBe(3);
  });

  it("streams a file of several R2 parts through the form and through the PUT", async () => {
    const { member } = world.people;
    const task = await newTask(member, "Big");
    const big = new Uint8Array(11 * 1024 * 1024 + 123).fill(0x61);
    big.set(ZIP);
    const form = new FormData();
    form.set("taskId", task.id);
    form.set("file", new File([big], "archive.zip", { type: "application/zip" }));
    const response = await callWorker(env, `${origin("acme")}/api/v2/task/attachment/upload`, { method: "POST", headers: { accesstoken: member.token }, body: form });
    const [viaForm] = ((await json(response)).data as Loose).attachments;
    expect(viaForm.size).toBe(big.byteLength);
    const viaPut = await upload(member, task.id, "archive2.zip", big);
    for (const file of [viaForm, viaPut]) {
      const served = new Uint8Array(await (await download(member, file.attachmentId)).arrayBuffer());
      expect(served.byteLength).toBe(big.byteLength);
      expect(served.subarray(0, 4)).toEqual(ZIP.subarray(0, 4));
    }
  });

  it("puts files on a message: uploaded to it, or uploaded first and attached once the message is posted", async () => {
    const { member, guest } = world.people;
    const task = await newTask(member, "Thread files");
    const message = ok(await post(member, "task/conversation/create", { taskId: task.id, text: "See attached" }));
    const direct = await upload(member, task.id, "direct.txt", bytes("one"), { messageId: message.messageId });
    const first = await upload(member, task.id, "later.txt", bytes("two"));
    expect(direct.messageId).toBe(message.messageId);
    const attached = ok(await post(member, "task/attachment/attach", { messageId: message.messageId, attachmentIds: [first.attachmentId] }));
    expect(attached.attachments.map((file: { messageId: string }) => file.messageId)).toEqual([message.messageId]);
    const onMessage = ok(await get(guest, "task/attachment/list", { taskId: task.id, messageId: message.messageId }));
    expect(onMessage.attachments.map((file: { name: string }) => file.name)).toEqual(["direct.txt", "later.txt"]);
    // Only the message's author puts files on it.
    expect(failure(await sign(guest, { taskId: task.id, name: "mine.txt", size: 3, messageId: message.messageId }))).toMatchObject({ status: 403 });

    // Deleting the message takes its files, and the alarm their objects.
    const keys = await Promise.all([direct, first].map((file) => keyOf(file.attachmentId)));
    ok(await post(member, "task/conversation/delete", { messageId: message.messageId }));
    expect(await rowsOf(task.id)).toEqual([]);
    await runAlarm();
    const remaining = await bucketKeys();
    for (const key of keys) expect(remaining).not.toContain(key);
  });

  it("lists an item's files a page at a time, oldest first or newest first, and up to 1000 in one call", async () => {
    const { member, guest } = world.people;
    const task = ok(await post(member, "task/add", { groupId: world.publicProject.groupId, name: "Many files" }));
    for (const name of ["a.txt", "b.txt", "c.txt"]) await upload(member, task.id, name, bytes(`file ${name}\n`));
    const ids = (order: string, query: Record<string, unknown> = {}) =>
      get(guest, "task/attachment/list", { taskId: task.id, order, limit: 2, ...query }).then(ok);
    const oldest = ok(await get(guest, "task/attachment/list", { taskId: task.id })).attachments.map((f: { attachmentId: string }) => f.attachmentId);
    expect(oldest).toHaveLength(3);
    const newest = await ids("newest");
    expect(newest.attachments.map((f: { attachmentId: string }) => f.attachmentId)).toEqual([oldest[2], oldest[1]]);
    const rest = await ids("newest", { cursor: newest.nextCursor });
    expect(rest.attachments.map((f: { attachmentId: string }) => f.attachmentId)).toEqual([oldest[0]]);
    expect(rest.nextCursor).toBeNull();
    expect((await ids("oldest")).attachments.map((f: { attachmentId: string }) => f.attachmentId)).toEqual(oldest.slice(0, 2));
    expect(ok(await get(guest, "task/attachment/list", { taskId: task.id, limit: 1000 })).attachments).toHaveLength(3);
    expect(failure(await get(guest, "task/attachment/list", { taskId: task.id, limit: 1001 })).status).toBe(400);
  });

  it("works the same on a task group's path", async () => {
    const { member } = world.people;
    const file = await upload(member, world.publicProject.groupId, "plan.pdf", PDF, {}, "project/taskGroups");
    expect(file).toMatchObject({ itemType: "taskGroup", itemId: world.publicProject.groupId });
    expect(file.downloadUrl).toBe(`/api/v2/project/taskGroups/attachment/download?attachmentId=${file.attachmentId}`);
    const listed = ok(await get(member, "project/taskGroups/attachment/list", { groupId: world.publicProject.groupId }));
    expect(listed.attachments.map((f: { attachmentId: string }) => f.attachmentId)).toContain(file.attachmentId);
    ok(await post(member, "project/taskGroups/attachment/delete", { attachmentId: file.attachmentId }));
  });
});

describe("refusals", () => {
  it("refuses a file over 25 MB, a type off the allow-list and an upload longer than signed; a failed upload leaves no row and no object", async () => {
    const { member } = world.people;
    const task = await newTask(member, "Refusals");
    expect(failure(await sign(member, { taskId: task.id, name: "huge.zip", size: MAX_ATTACHMENT_BYTES + 1 }))).toEqual({ status: 400, message: ATTACHMENT_TOO_LARGE });
    expect(failure(await sign(member, { taskId: task.id, name: "page.html", size: 10 }))).toEqual({ status: 415, message: ATTACHMENT_TYPE_NOT_ALLOWED });
    expect(failure(await sign(member, { taskId: task.id, name: "image.svg", size: 10, type: "image/svg+xml" }))).toEqual({ status: 415, message: ATTACHMENT_TYPE_NOT_ALLOWED });
    expect(failure(await sign(member, { taskId: task.id, name: "photo.png", size: 10, type: "text/html" }))).toEqual({ status: 415, message: ATTACHMENT_TYPE_NOT_ALLOWED });
    const before = await bucketKeys();
    const signed = ok(await sign(member, { taskId: task.id, name: "short.pdf", size: 10 }));
    expect(failure(await put(member, signed.uploadUrl, PDF))).toEqual({ status: 413, message: ATTACHMENT_TOO_LARGE });
    expect(await rowsOf(task.id)).toEqual([]);
    expect(await bucketKeys()).toEqual(before);
    // A tampered grant is refused before anything is read.
    const again = ok(await sign(member, { taskId: task.id, name: "short.pdf", size: PDF.byteLength }));
    const tampered = new URL(again.uploadUrl);
    tampered.searchParams.set("max", String(MAX_ATTACHMENT_BYTES));
    expect((await put(member, tampered.toString(), PDF)).status).toBe(403);
  });

  it("refuses forged content: a .png that is a PDF or HTML, a .txt that is a program; nothing is kept", async () => {
    const { member } = world.people;
    const task = await newTask(member, "Forged");
    const before = await bucketKeys();
    for (const [name, body] of [["cat.png", PDF], ["cat.png", HTML], ["notes.txt", HTML], ["notes.txt", new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])], ["doc.docx", PDF]] as const) {
      const signed = ok(await sign(member, { taskId: task.id, name, size: body.byteLength }));
      expect(failure(await put(member, signed.uploadUrl, body))).toEqual({ status: 415, message: ATTACHMENT_CONTENT_MISMATCH });
    }
    expect(await rowsOf(task.id)).toEqual([]);
    expect(await bucketKeys()).toEqual(before);
  });

  it("refuses an upload past the plan's storage with the amounts, and counts uploads under way", async () => {
    const { member } = world.people;
    const task = await newTask(member, "Quota");
    const quota = STORAGE_QUOTA_BYTES.business;
    const used = await inAcme((sql) => sql.exec<{ bytes: number }>("SELECT bytes FROM storage_usage").one().bytes);
    await inAcme((sql) => sql.exec("UPDATE storage_usage SET bytes = ?", quota - 100));
    try {
      ok(await sign(member, { taskId: task.id, name: "fits.txt", size: 60 }));
      // The pending 60 bytes count: 60 more do not fit.
      expect(failure(await sign(member, { taskId: task.id, name: "more.txt", size: 60 }))).toEqual({ status: 402, message: storageFullMessage(quota - 40, quota) });
      expect(storageFullMessage(quota - 40, quota)).toBe("Your organisation's storage is full (100.0 GB of 100 GB used). Delete files or upgrade the plan.");
      const usage = ok(await get(member, "tenant/storageUsage", {}));
      expect(usage).toMatchObject({ usedBytes: quota - 40, quotaBytes: quota, planId: "business", quota: "100 GB" });
    } finally {
      await inAcme((sql) => {
        sql.exec("DELETE FROM attachments WHERE item_id = ?", task.id);
        sql.exec("UPDATE storage_usage SET bytes = ?", used);
      });
    }
  });

  it("answers 404 for an unknown id and another tenant's id, and for someone outside a private project", async () => {
    const { member, admin } = world.people;
    const file = await upload(member, world.privateProject.taskId, "secret.pdf", PDF);
    const unknown = crypto.randomUUID();
    expect((await download(member, unknown)).status).toBe(404);
    expect(failure(await post(member, "task/attachment/delete", { attachmentId: unknown }))).toEqual({ status: 404, message: ATTACHMENT_NOT_FOUND });
    // The team's admin is not in the private project: no list, no upload, no download, no delete.
    expect(failure(await get(admin, "task/attachment/list", { taskId: world.privateProject.taskId }))).toEqual({ status: 404, message: "Item not found" });
    expect(failure(await sign(admin, { taskId: world.privateProject.taskId, name: "in.txt", size: 2 }))).toEqual({ status: 404, message: "Item not found" });
    const download404 = await download(admin, file.attachmentId);
    expect(download404.status).toBe(404);
    expect((await json(download404)).error?.message).toBe(ATTACHMENT_NOT_FOUND);
    expect(failure(await post(admin, "task/attachment/delete", { attachmentId: file.attachmentId }))).toEqual({ status: 404, message: ATTACHMENT_NOT_FOUND });
    // Another tenant's member, on their own host.
    const gus = await agentFor(GUS, "globex");
    const onGlobex = await callWorker(env, `${origin("globex")}/api/v2/task/attachment/download?attachmentId=${file.attachmentId}`, { headers: { accesstoken: gus.token } });
    expect(onGlobex.status).toBe(404);
    const listGlobex = await callWorker(env, `${origin("globex")}/api/v2/task/attachment/list?taskId=${world.privateProject.taskId}`, { headers: { accesstoken: gus.token } });
    expect(listGlobex.status).toBe(404);
    // No session: nothing.
    expect((await callWorker(env, `${origin("acme")}/api/v2/task/attachment/download?attachmentId=${file.attachmentId}`)).status).toBe(401);
  });

  it("keeps an archived item's files readable and refuses new ones (409)", async () => {
    const { member } = world.people;
    const task = await newTask(member, "Shelved files");
    const file = await upload(member, task.id, "kept.txt", bytes("kept"));
    ok(await post(member, "task/archive", { taskId: task.id }));
    expect(failure(await sign(member, { taskId: task.id, name: "new.txt", size: 3 }))).toEqual({ status: 409, message: ARCHIVED });
    expect(failure(await post(member, "task/attachment/delete", { attachmentId: file.attachmentId }))).toEqual({ status: 409, message: ARCHIVED });
    const listed = ok(await get(member, "task/attachment/list", { taskId: task.id }));
    expect(listed).toMatchObject({ canWrite: false });
    expect(listed.attachments[0].canDelete).toBe(false);
    expect((await download(member, file.attachmentId)).status).toBe(200);
  });
});

describe("deleting", () => {
  it("lets the uploader or the project's admins delete a file; its object leaves the bucket once the alarm runs", async () => {
    const { member, guest, admin } = world.people;
    const task = await newTask(member, "Deleting");
    const mine = await upload(guest, task.id, "guest.txt", bytes("guest's"));
    const other = await upload(guest, task.id, "guest2.txt", bytes("guest's too"));
    const theirs = await upload(member, task.id, "member.txt", bytes("member's"));
    expect(failure(await post(guest, "task/attachment/delete", { attachmentId: theirs.attachmentId }))).toEqual({ status: 403, message: NOT_YOUR_ATTACHMENT });
    const keys = await Promise.all([mine, other].map((file) => keyOf(file.attachmentId)));
    expect(await bucketKeys()).toEqual(expect.arrayContaining(keys));
    ok(await post(guest, "task/attachment/delete", { attachmentId: mine.attachmentId }));
    ok(await post(admin, "task/attachment/delete", { attachmentId: other.attachmentId }));
    expect((await download(member, mine.attachmentId)).status).toBe(404);
    await runAlarm();
    const remaining = await bucketKeys();
    for (const key of keys) expect(remaining).not.toContain(key);
    expect(await inAcme((sql) => sql.exec("SELECT id FROM effect_queue WHERE kind = 'r2Delete'").toArray())).toEqual([]);
  });

  it("removes a task's files from R2 when the task is deleted for good, its subtasks' too", async () => {
    const { member } = world.people;
    const task = await newTask(member, "Doomed files");
    const subtask = ok(await post(member, "task/add", { parentId: task.id, name: "Doomed subtask" })) as { id: string };
    const files = [await upload(member, task.id, "a.pdf", PDF), await upload(member, subtask.id, "b.png", PNG)];
    const keys = await Promise.all(files.map((file) => keyOf(file.attachmentId)));
    ok(await post(member, "task/delete", { taskId: task.id }));
    // In the bin, the files are still there (a restore brings them back).
    expect(await bucketKeys()).toEqual(expect.arrayContaining(keys));
    ok(await post(member, "task/permanentDelete", { taskId: task.id }));
    expect(await inAcme((sql) => sql.exec("SELECT id FROM attachments WHERE item_id IN (?, ?)", task.id, subtask.id).toArray())).toEqual([]);
    await runAlarm();
    const remaining = await bucketKeys();
    for (const key of keys) expect(remaining).not.toContain(key);
  });

  it("removes a task group's files and its tasks' when it is deleted for good, and a team's when the bin's purge takes it", async () => {
    const { member, owner } = world.people;
    const group = ok(await post(member, "project/taskGroups/create", { projectId: world.publicProject.id, name: "Doomed group" })) as { id: string };
    const task = await newTask(member, "In doomed group", group.id);
    const files = [await upload(member, group.id, "g.pdf", PDF, {}, "project/taskGroups"), await upload(member, task.id, "t.pdf", PDF)];
    const groupKeys = await Promise.all(files.map((file) => keyOf(file.attachmentId)));
    ok(await post(member, "project/taskGroups/delete", { groupId: group.id }));
    ok(await post(member, "team/permanentDelete", { type: "taskGroup", ids: [group.id] }));
    await runAlarm();
    const afterGroup = await bucketKeys();
    for (const key of groupKeys) expect(afterGroup).not.toContain(key);

    // A whole team, purged by the alarm 30 days after it went to the bin: its projects' files go too.
    const team = await plantTeam(world.people);
    const teamFiles = [await upload(owner, team.publicProject.taskId, "team.pdf", PDF), await upload(owner, team.privateProject.groupId, "p.png", PNG, {}, "project/taskGroups")];
    const keys = await Promise.all(teamFiles.map((file) => keyOf(file.attachmentId)));
    ok(await post(owner, "team/delete", { teamId: team.teamId }));
    await inAcme((sql) => sql.exec("UPDATE teams SET hidden_at = ? WHERE id = ?", Date.now() - BIN_MS - 1000, team.teamId));
    await runAlarm();
    expect(await inAcme((sql) => sql.exec("SELECT id FROM teams WHERE id = ?", team.teamId).toArray())).toEqual([]);
    await runAlarm();
    const remaining = await bucketKeys();
    for (const key of keys) expect(remaining).not.toContain(key);
  });
});

describe("files of messages not yet posted (issue 43 §1)", () => {
  const ids = (files: { attachmentId: string }[]) => files.map((file) => file.attachmentId);
  const DAY = 24 * 60 * 60 * 1000;

  it("keeps a composer's file with its draft: not among the task's files, its uploader's alone, listed once with the message once posted", async () => {
    const { member, admin, guest } = world.people;
    const task = await newTask(member, "Draft files");
    const draft = await upload(member, task.id, "draft.txt", bytes("for the message"), { draftFor: "new-conversation" });
    expect(draft).toMatchObject({ draftFor: "new-conversation", messageId: null });

    const mine = ok(await get(member, "task/attachment/list", { taskId: task.id }));
    expect(mine.attachments).toEqual([]);
    expect(ids(mine.drafts)).toEqual([draft.attachmentId]);
    expect((await download(member, draft.attachmentId)).status).toBe(200);

    // Nobody else sees it, not even the project's admins: no list, no download, no delete, no attach.
    for (const other of [admin, guest]) {
      expect(ok(await get(other, "task/attachment/list", { taskId: task.id }))).toMatchObject({ attachments: [], drafts: [] });
      expect((await download(other, draft.attachmentId)).status).toBe(404);
      expect(failure(await post(other, "task/attachment/delete", { attachmentId: draft.attachmentId }))).toEqual({ status: 404, message: ATTACHMENT_NOT_FOUND });
    }
    const theirs = ok(await post(admin, "task/conversation/create", { taskId: task.id, text: "Mine" }));
    expect(failure(await post(admin, "task/attachment/attach", { messageId: theirs.messageId, attachmentIds: [draft.attachmentId] }))).toEqual({ status: 404, message: ATTACHMENT_NOT_FOUND });
    const gus = await agentFor(GUS, "globex");
    const onGlobex = await callWorker(env, `${origin("globex")}/api/v2/task/attachment/download?attachmentId=${draft.attachmentId}`, { headers: { accesstoken: gus.token } });
    expect(onGlobex.status).toBe(404);

    // Posted: the file is the message's, listed once among the task's files, and no draft's any more.
    const message = ok(await post(member, "task/conversation/create", { taskId: task.id, text: "Here it is" }));
    const attached = ok(await post(member, "task/attachment/attach", { messageId: message.messageId, attachmentIds: [draft.attachmentId] }));
    expect(attached.attachments).toMatchObject([{ attachmentId: draft.attachmentId, messageId: message.messageId, draftFor: null }]);
    for (const reader of [member, guest]) {
      const listed = ok(await get(reader, "task/attachment/list", { taskId: task.id }));
      expect(ids(listed.attachments)).toEqual([draft.attachmentId]);
      expect(listed.drafts).toEqual([]);
    }
    expect((await download(guest, draft.attachmentId)).status).toBe(200);
  });

  it("names the draft's composer or refuses (400), and keeps a reply's files apart from a new conversation's", async () => {
    const { member } = world.people;
    const task = await newTask(member, "Draft composers");
    expect(failure(await sign(member, { taskId: task.id, name: "x.txt", size: 3, draftFor: "someone else's" })).status).toBe(400);
    const reply = await upload(member, task.id, "reply.txt", bytes("reply"), { draftFor: "reply-abc123" });
    const fresh = await upload(member, task.id, "new.txt", bytes("new"), { draftFor: "new-conversation" });
    const listed = ok(await get(member, "task/attachment/list", { taskId: task.id }));
    expect(listed.drafts.map((file: { attachmentId: string; draftFor: string }) => [file.attachmentId, file.draftFor])).toEqual([
      [reply.attachmentId, "reply-abc123"],
      [fresh.attachmentId, "new-conversation"],
    ]);
  });

  it("purges a draft's file after a week from the alarm, its object too; posted and task files stay", async () => {
    const { member } = world.people;
    const task = await newTask(member, "Forgotten drafts");
    const old = await upload(member, task.id, "old.txt", bytes("never posted"), { draftFor: "new-conversation" });
    const recent = await upload(member, task.id, "recent.txt", bytes("still writing"), { draftFor: "new-conversation" });
    const kept = await upload(member, task.id, "kept.txt", bytes("on the task"));
    await inAcme((sql) => sql.exec("UPDATE attachments SET created_at = created_at - ? WHERE id IN (?, ?)", 8 * DAY, old.attachmentId, kept.attachmentId));
    const key = await keyOf(old.attachmentId);
    await runAlarm();
    expect((await rowsOf(task.id)).map((row) => row.id).sort()).toEqual([recent.attachmentId, kept.attachmentId].sort());
    expect(await bucketKeys()).not.toContain(key);
  });
});
