import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DATE_ORDER_MESSAGE } from "~/schemas/task";
import { get, origin, signIn } from "./helpers";
import { storageCostOf } from "./storageCost";
import { buildWorld, call, inAcme, type World } from "./work/world";

/** The List page (routes/_app.projects.$teamId.$projectId._index.tsx) through the real Worker, as a browser without JavaScript sees it. */
let world: World;
let cookie: string;
let csrf: string;
let pageUrl: string;

beforeAll(async () => {
  world = await buildWorld();
  ({ cookie, csrf } = await signIn());
  pageUrl = `${origin("acme")}/projects/${world.teamId}/${world.publicProject.id}`;
}, 60_000); // nine sign-ins with password hashing: slower than a hook's default on a busy machine

const post = (fields: Record<string, string>, search = "") =>
  SELF.fetch(`${pageUrl}?index${search ? `&${search}` : ""}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: origin("acme") },
    body: new URLSearchParams({ csrf, ...fields }),
    redirect: "manual",
  });

const taskOf = async (taskId: string) => (await call(world.people.ada, "GET", "task/get", { taskId })).body.data;

describe("the List page", () => {
  it("costs one workspace query of its own, no D1, even with the side panel open", async () => {
    const { response, durableObject, d1 } = await storageCostOf(() => get(`${pageUrl}?taskId=${world.publicProject.taskId}`, { cookie }));
    expect(response.status).toBe(200);
    // One call for the page: the List's query goes with those of the project layout's loaders above
    // it (decision record 62), and the shell's session check rides on them (decision 0035).
    expect(durableObject).toHaveLength(1);
    expect(durableObject[0]).toMatch(/^queries .*\btasks\.list\b/);
    expect(durableObject[0]).not.toContain("sessions.viewer");
    expect(d1).toEqual([]);
  });

  it("renders rows, their forms with Save buttons, and the panel, without JavaScript", async () => {
    const html = await (await get(`${pageUrl}?taskId=${world.publicProject.taskId}`, { cookie })).text();
    expect(html).toContain('aria-label="Task"');
    expect(html).toMatch(/<button type="submit" form="[^"]+" name="save" value="statusId" class="cell-save">Save<span class="sr-only"> (<!-- -->)?Status of Task<\/span>/);
    expect(html).toContain('aria-labelledby="task-panel-title"');
    expect(html).toContain('name="descriptionText"');
  });

  it("gives each row one form, which its name, its cells once opened and its move buttons name (decisions 0067, 0071)", async () => {
    const taskId = world.publicProject.taskId;
    const rowIn = (html: string) => {
      const row = html.slice(html.indexOf(`<li id="task-${taskId}"`));
      // The row itself, up to its end or its subtasks' rows (nested in it, each with its own form).
      const end = [row.indexOf("</li>"), row.indexOf("<li", 1)].filter((at) => at > 0);
      return row.slice(0, Math.min(...end));
    };
    const formOf = (rowHtml: string) => /<form[^>]* id="([^"]+)"/.exec(rowHtml)?.[1];
    const closed = rowIn(await (await get(pageUrl, { cookie })).text());
    // One form of its own; a custom column's cell (the columns feature's editor, named by its aria-label) keeps its form.
    expect(closed.match(/<form(?![^>]*aria-label)\b/g)).toHaveLength(1);
    const formId = formOf(closed);
    expect(formId).toBeTruthy();
    expect(closed).toContain(`name="name" form="${formId}"`);
    expect(closed).toMatch(new RegExp(`form="${formId}" name="afterId"|form="${formId}" name="beforeId"`));
    for (const field of ["statusId", "assigneeIds", "priority", "startDate", "dueDate"]) {
      // Closed, a cell is a link that opens it; opened (without JavaScript, by that link), its control names the row's form.
      expect(closed).not.toContain(`name="${field}"`);
      expect(closed).toContain(`?open=${field}-${taskId}"`);
      const opened = rowIn(await (await get(`${pageUrl}?open=${field}-${taskId}`, { cookie })).text());
      // A menu's entries are the form's Save buttons saying their field's new value (issue 43 §3); a date is a field.
      if (["statusId", "assigneeIds", "priority"].includes(field)) expect(opened).toContain(`form="${formOf(opened)}" name="save" value="${field}:`);
      else expect(opened).toMatch(new RegExp(`<input [^>]*name="${field}"[^>]* form="${formOf(opened)}"`));
    }
  });

  it("sets the field a menu's entry names to what it says, from one click without JavaScript (issue 43 §3)", async () => {
    const taskId = world.publicProject.taskId;
    const before = await taskOf(taskId);
    const row = { intent: "taskRow", taskId, name: "Renamed by accident", statusId: world.statuses[0].id };
    expect((await post({ ...row, save: `statusId:${world.statuses[3].id}` })).status).toBe(302);
    expect((await post({ ...row, save: "priority:HIGH" })).status).toBe(302);
    expect((await post({ ...row, save: `assigneeIds:${world.people.member.userId}` })).status).toBe(302);
    expect(await taskOf(taskId)).toMatchObject({ name: before.name, statusId: world.statuses[3].id, priority: "HIGH", assigneeIds: [world.people.member.userId] });
    // An empty choice clears: no priority, nobody assigned.
    await post({ ...row, save: "priority:" });
    await post({ ...row, save: "assigneeIds:" });
    expect(await taskOf(taskId)).toMatchObject({ priority: null, assigneeIds: [] });
  });

  it("saves only the field a row's Save button names, though the row's form sends them all", async () => {
    const before = await taskOf(world.publicProject.taskId);
    const response = await post({
      intent: "taskRow",
      taskId: world.publicProject.taskId,
      name: "Renamed by accident",
      statusId: world.statuses[2].id,
      priority: "URGENT",
      dueDate: "2027-01-01",
      save: "statusId",
    });
    expect(response.status).toBe(302);
    const after = await taskOf(world.publicProject.taskId);
    expect(after.statusId).toBe(world.statuses[2].id);
    expect(after).toMatchObject({ name: before.name, priority: before.priority, dueDate: before.dueDate });
    // A row post naming nothing it knows is refused.
    expect((await post({ intent: "taskRow", taskId: world.publicProject.taskId, name: "x", save: "description", viaFetcher: "1" })).status).toBe(400);
  });

  it("saves a row's changed fields, assignees aside, when Enter sends its form by the unseen first button; logs only what changed", async () => {
    const taskId = world.publicProject.taskId;
    const before = (await taskOf(taskId)) as Record<string, string | null>;
    const response = await post({ intent: "taskRow", taskId, name: before.name!, statusId: before.statusId!, priority: before.priority ?? "", startDate: before.startDate ?? "", dueDate: "2027-03-04", save: "row" });
    expect(response.status).toBe(302);
    const after = await taskOf(taskId);
    expect(after).toMatchObject({ name: before.name, statusId: before.statusId, priority: before.priority, dueDate: "2027-03-04", assigneeIds: before.assigneeIds });
    const logged = await inAcme((sql) => sql.exec<{ detail_json: string }>("SELECT detail_json FROM activity WHERE item_id = ? ORDER BY id DESC LIMIT 1", taskId).toArray()[0]);
    expect(JSON.parse(logged.detail_json).fields).toBe("dueDate");
  });

  it("answers a plain post with a redirect back to the list and a toast", async () => {
    const response = await post({ intent: "updateTask", taskId: world.publicProject.taskId, statusId: world.statuses[1].id }, "sort=name");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/projects/${world.teamId}/${world.publicProject.id}?sort=name`);
    expect(response.headers.getSetCookie().some((value) => value.includes("meridian-toast") && value.includes("Task%20updated"))).toBe(true);
    expect((await taskOf(world.publicProject.taskId)).statusId).toBe(world.statuses[1].id);
  });

  it("answers a fetcher's post with its outcome, a failure with the API's message", async () => {
    const ok = await post({ intent: "updateTask", taskId: world.publicProject.taskId, dueDate: "2026-12-10", viaFetcher: "1" });
    expect(ok.status).toBe(200);
    const failed = await post({ intent: "updateTask", taskId: world.publicProject.taskId, startDate: "2026-12-11", viaFetcher: "1" });
    expect(failed.status).toBe(400);
    expect(await failed.text()).toContain(DATE_ORDER_MESSAGE);
  });

  it("stores a description typed in the text area as paragraphs and shows it escaped", async () => {
    await post({ intent: "updateTask", taskId: world.publicProject.taskId, descriptionText: "First <b>line</b>\r\nSecond line" });
    expect((await taskOf(world.publicProject.taskId)).descriptionHtml).toBe("<p>First &lt;b&gt;line&lt;/b&gt;</p><p>Second line</p>");
    const html = await (await get(`${pageUrl}?taskId=${world.publicProject.taskId}`, { cookie })).text();
    expect(html).toContain("<p>First &lt;b&gt;line&lt;/b&gt;</p>");
  });

  it("closes the panel of a deleted task", async () => {
    const added = await call(world.people.ada, "POST", "task/add", { groupId: world.publicProject.groupId, name: "Short-lived" });
    const taskId = (added.body.data as { id: string }).id;
    const response = await post({ intent: "deleteTask", taskId }, `taskId=${taskId}&confirmDelete=1`);
    expect(response.headers.get("location")).toBe(`/projects/${world.teamId}/${world.publicProject.id}`);
  });
});

describe("the List page's address", () => {
  it("closes the panel of a task that is no longer there", async () => {
    const response = await get(`${pageUrl}?sort=due&taskId=${crypto.randomUUID()}`, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/projects/${world.teamId}/${world.publicProject.id}?sort=due`);
  });
});
