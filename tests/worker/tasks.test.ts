import { runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { LINK_MESSAGE } from "~/schemas/richText";
import { singleLineMessage } from "~/schemas/fields";
import { DATE_ORDER_MESSAGE, PLACE_MESSAGE } from "~/schemas/task";
import { PERMISSION_DENIED } from "~/lib/permissions";
import {
  ASSIGNEE_MESSAGE,
  MOVE_SUBTASK_MESSAGE,
  MOVE_TEAM_MESSAGE,
  PLACE_SIBLING_MESSAGE,
  STATUS_MESSAGE,
  SUBTASK_DEPTH_MESSAGE,
} from "~/server/workspace/aggregates/tasks/commands";
import { renderDescription } from "~/server/richText/render";
import { tenantStub } from "./helpers";
import { buildWorld, call, inAcme, type Agent, type Reply, type World } from "./work/world";

/** Task groups, tasks and subtasks through /api/v2 (issue 7 §4). */
let world: World;
/** Building a world signs in nine people (password hashing): slower than vitest's default timeouts on a busy machine. */
const WORLD_TIMEOUT = 60_000;
beforeAll(async () => {
  world = await buildWorld();
}, WORLD_TIMEOUT);

const unknownId = () => crypto.randomUUID();
const data = (reply: Reply) => reply.body.data as Record<string, unknown> & { id: string; position: string };
const expectOk = (reply: Reply) => {
  expect(reply.body.error?.message).toBeUndefined();
  expect(reply.status).toBe(200);
  return data(reply);
};
const expectFailure = (reply: Reply, status: number, message: string) => {
  expect({ status: reply.status, message: reply.body.error?.message }).toEqual({ status, message });
};

const post = (agent: Agent, path: string, input: Record<string, unknown>) => call(agent, "POST", path, input);
const addTask = (agent: Agent, input: Record<string, unknown>) => post(agent, "task/add", input);
const addGroup = (agent: Agent, projectId: string, name = "Group") => post(agent, "project/taskGroups/create", { projectId, name });

/** The latest activity entry about an item. */
const activityOf = (itemId: string) =>
  inAcme((sql) =>
    sql
      .exec<{ verb: string; item_type: string; parent_id: string; team_id: string; project_id: string; actor_id: string; detail_json: string }>(
        "SELECT * FROM activity WHERE item_id = ? ORDER BY id DESC LIMIT 1",
        itemId,
      )
      .toArray()[0],
  );

describe("task groups", () => {
  it("creates, gets, renames, reorders and deletes a group, with activity", async () => {
    const { member } = world.people;
    const projectId = world.publicProject.id;
    const first = expectOk(await addGroup(member, projectId, "Backlog  "));
    expect(first).toMatchObject({ name: "Backlog", projectId });
    const second = expectOk(await addGroup(member, projectId, "Doing"));
    expect(second.position > first.position).toBe(true);
    expect(await activityOf(first.id)).toMatchObject({ verb: "created", item_type: "task_group", project_id: projectId, team_id: world.teamId, actor_id: member.userId });

    expect(expectOk(await call(member, "GET", "project/taskGroups/get", { groupId: first.id }))).toMatchObject({ name: "Backlog", taskCount: 0, teamId: world.teamId });

    const renamed = expectOk(await post(member, "project/taskGroups/update", { groupId: first.id, name: "Later" }));
    expect(renamed.name).toBe("Later");
    expect(JSON.parse((await activityOf(first.id)).detail_json)).toMatchObject({ name: "Later", from: "Backlog" });

    const moved = expectOk(await post(member, "project/taskGroups/update", { groupId: second.id, beforeId: world.publicProject.groupId }));
    const fixtureKey = "a0";
    expect(moved.position < fixtureKey).toBe(true);

    await addTask(member, { groupId: first.id, name: "Goes with its group" });
    expect(expectOk(await post(member, "project/taskGroups/delete", { groupId: first.id }))).toMatchObject({ type: "taskGroup" });
    expectFailure(await call(member, "GET", "project/taskGroups/get", { groupId: first.id }), 404, "Task group not found");
    expect((await activityOf(first.id)).verb).toBe("moved_to_bin");
  });

  it("answers the name's messages", async () => {
    const { member } = world.people;
    const projectId = world.publicProject.id;
    expectFailure(await addGroup(member, projectId, ""), 400, "Please fill in Task Group Name");
    expectFailure(await addGroup(member, projectId, " x"), 400, "Leading Spaces not allowed");
    expectFailure(await addGroup(member, projectId, "x".repeat(101)), 400, "Task Group Name should not exceed 100 characters");
    expectFailure(await addGroup(member, projectId, "Later\r\nBcc: x@evil.test"), 400, singleLineMessage("Task Group Name"));
    expectFailure(
      await post(member, "project/taskGroups/update", { groupId: world.publicProject.groupId, beforeId: unknownId() }),
      400,
      PLACE_SIBLING_MESSAGE,
    );
    expectFailure(
      await post(member, "project/taskGroups/update", { groupId: world.publicProject.groupId, beforeId: unknownId(), afterId: unknownId() }),
      400,
      PLACE_MESSAGE,
    );
  });

  it("refuses a team guest (403), outsiders, non-members of the private project and unknown ids (404)", async () => {
    const { guest, outsider, admin } = world.people;
    const { publicProject, privateProject } = world;
    expectFailure(await addGroup(guest, publicProject.id), 403, PERMISSION_DENIED);
    expectFailure(await post(guest, "project/taskGroups/update", { groupId: publicProject.groupId, name: "No" }), 403, PERMISSION_DENIED);
    expectFailure(await post(guest, "project/taskGroups/delete", { groupId: publicProject.groupId }), 403, PERMISSION_DENIED);
    expect((await call(guest, "GET", "project/taskGroups/get", { groupId: publicProject.groupId })).status).toBe(200);

    for (const agent of [outsider, admin]) {
      expectFailure(await addGroup(agent, privateProject.id), 404, "Project not found");
      expectFailure(await call(agent, "GET", "project/taskGroups/get", { groupId: privateProject.groupId }), 404, "Task group not found");
      expectFailure(await post(agent, "project/taskGroups/update", { groupId: privateProject.groupId, name: "Seen" }), 404, "Task group not found");
      expectFailure(await post(agent, "project/taskGroups/delete", { groupId: privateProject.groupId }), 404, "Task group not found");
    }
    expectFailure(await call(outsider, "GET", "project/taskGroups/get", { groupId: publicProject.groupId }), 404, "Task group not found");
    expectFailure(await call(world.people.ada, "GET", "project/taskGroups/get", { groupId: unknownId() }), 404, "Task group not found");
  });
});

describe("tasks and subtasks", () => {
  it("adds a task with the team's default status and a subtask under it, gets both, with activity", async () => {
    const { member, owner } = world.people;
    const { groupId, id: projectId } = world.publicProject;
    const task = expectOk(
      await addTask(member, { groupId, name: "Write the plan", priority: "HIGH", startDate: "2026-12-01", dueDate: "2026-12-03", assigneeIds: [owner.userId] }),
    );
    expect(task).toMatchObject({ statusId: world.statuses[0].id, priority: "HIGH", assigneeIds: [owner.userId], parentId: null, projectId });
    const subtask = expectOk(await addTask(member, { parentId: task.id, name: "First step" }));
    expect(subtask).toMatchObject({ parentId: task.id, groupId });
    expect(await activityOf(task.id)).toMatchObject({ verb: "created", item_type: "task", parent_id: groupId, project_id: projectId });
    expect(await activityOf(subtask.id)).toMatchObject({ verb: "created", item_type: "subtask", parent_id: task.id });

    const detail = expectOk(await call(member, "GET", "task/get", { taskId: task.id }));
    expect(detail).toMatchObject({ subtaskCount: 1, description: null, descriptionHtml: "", teamId: world.teamId });
    expect((detail.subtasks as Array<{ id: string }>).map((sub) => sub.id)).toEqual([subtask.id]);
    expect(expectOk(await call(member, "GET", "task/get", { taskId: subtask.id })).subtasks).toEqual([]);
  });

  it("answers the fields' messages", async () => {
    const { member, outsider } = world.people;
    const { groupId, taskId, subtaskId } = world.publicProject;
    expectFailure(await addTask(member, { groupId, name: "" }), 400, "Please fill in Task Name");
    expectFailure(await addTask(member, { groupId, name: "x".repeat(501) }), 400, "Task Name should not exceed 500 characters");
    expectFailure(await addTask(member, { name: "Nowhere" }), 400, "Choose a task group");
    expectFailure(await addTask(member, { groupId, name: "Dates", startDate: "2026-12-05", dueDate: "2026-12-01" }), 400, DATE_ORDER_MESSAGE);
    expectFailure(await addTask(member, { groupId, name: "Dates", dueDate: "05/12/2026" }), 400, "Dates must be in the form yyyy-mm-dd");
    expectFailure(await addTask(member, { groupId, name: "P", priority: "SOMEDAY" }), 400, "Choose a priority: Urgent, High, Normal or Low");
    expectFailure(await addTask(member, { groupId, name: "S", statusId: unknownId() }), 400, STATUS_MESSAGE);
    expectFailure(await addTask(member, { groupId, name: "A", assigneeIds: [outsider.userId] }), 400, ASSIGNEE_MESSAGE);
    expectFailure(await addTask(member, { parentId: subtaskId, name: "Too deep" }), 400, SUBTASK_DEPTH_MESSAGE);
    // Dates are checked against the stored ones too.
    await post(member, "task/update", { taskId, dueDate: "2026-12-10" });
    expectFailure(await post(member, "task/update", { taskId, startDate: "2026-12-11" }), 400, DATE_ORDER_MESSAGE);
  });

  it("refuses a name with a line break or another control character, on the name field, and changes nothing (issue 41 §3)", async () => {
    const { member } = world.people;
    const { groupId, taskId } = world.publicProject;
    const message = singleLineMessage("Task Name");
    const refusal = { status: 400, error: { statusCode: 400, message, fields: { name: [message] } } };
    const taskCount = () => inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM tasks").one().n);
    const stored = async () => ({ task: data(await call(member, "GET", "task/get", { taskId })), activity: await activityOf(taskId), tasks: await taskCount() });
    const before = await stored();

    const replies = [
      await addTask(member, { groupId, name: "Launch\r\nBcc: x@evil.test" }),
      await addTask(member, { parentId: taskId, name: "Launch\tday" }),
      await post(member, "task/update", { taskId, name: "Launch\r\nBcc: x@evil.test", priority: "URGENT" }),
      await post(member, "task/update", { taskId, name: "Launch\u0000" }),
    ];
    for (const reply of replies) expect({ status: reply.status, error: reply.body.error }).toEqual(refusal);
    expect(await stored()).toEqual(before);
  });

  it("updates every field, and null clears", async () => {
    const { member, owner, guest } = world.people;
    const task = expectOk(await addTask(member, { groupId: world.publicProject.groupId, name: "Edit me", priority: "LOW" }));
    const updated = expectOk(
      await post(member, "task/update", {
        taskId: task.id,
        name: "Edited",
        statusId: world.statuses[2].id,
        assigneeIds: [owner.userId, guest.userId],
        priority: null,
        startDate: "2026-12-01",
        dueDate: "2026-12-01",
        description: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello", marks: [{ type: "bold" }] }] }] },
      }),
    );
    expect(updated).toMatchObject({ name: "Edited", statusId: world.statuses[2].id, priority: null, startDate: "2026-12-01", dueDate: "2026-12-01" });
    expect((updated.assigneeIds as string[]).sort()).toEqual([owner.userId, guest.userId].sort());
    expect(expectOk(await call(member, "GET", "task/get", { taskId: task.id })).descriptionHtml).toBe("<p><strong>Hello</strong></p>");
    const entry = await activityOf(task.id);
    expect(entry.verb).toBe("updated");
    expect(JSON.parse(entry.detail_json).fields).toContain("statusId");
    expect(expectOk(await post(member, "task/update", { taskId: task.id, dueDate: null, assigneeIds: [] }))).toMatchObject({ dueDate: null, assigneeIds: [] });
  });

  it("duplicates a task with its subtasks and assignees right after it", async () => {
    const { member, owner } = world.people;
    const groupId = expectOk(await addGroup(member, world.publicProject.id, "Dup")).id;
    const task = expectOk(await addTask(member, { groupId, name: "Original", assigneeIds: [owner.userId] }));
    const after = expectOk(await addTask(member, { groupId, name: "After" }));
    await addTask(member, { parentId: task.id, name: "Child" });
    const copy = expectOk(await post(member, "task/duplicate", { taskId: task.id }));
    expect(copy).toMatchObject({ name: "Original (copy)", assigneeIds: [owner.userId], subtaskCount: 1 });
    expect(copy.position > task.position && copy.position < after.position).toBe(true);
    expect(JSON.parse((await activityOf(copy.id)).detail_json)).toMatchObject({ from: task.id });
  });

  it("reorders tasks and subtasks before or after a sibling", async () => {
    const { member } = world.people;
    const groupId = expectOk(await addGroup(member, world.publicProject.id, "Order")).id;
    const ids: string[] = [];
    for (const name of ["A", "B", "C"]) ids.push(expectOk(await addTask(member, { groupId, name })).id);
    const order = async () => {
      const list = expectOk(await call(member, "GET", "project/list", { projectId: world.publicProject.id, groupId }));
      return (list.groups as Array<{ id: string; tasks: Array<{ name: string }> }>).find((g) => g.id === groupId)!.tasks.map((t) => t.name);
    };
    expectOk(await post(member, "task/reorder", { taskId: ids[2], beforeId: ids[0] }));
    expect(await order()).toEqual(["C", "A", "B"]);
    expectOk(await post(member, "task/reorder", { taskId: ids[2], afterId: ids[1] }));
    expect(await order()).toEqual(["A", "B", "C"]);
    expectOk(await post(member, "task/reorder", { taskId: ids[0], afterId: ids[1] }));
    expect(await order()).toEqual(["B", "A", "C"]);
    expect((await activityOf(ids[0])).verb).toBe("reordered");

    expectFailure(await post(member, "task/reorder", { taskId: ids[0] }), 400, PLACE_MESSAGE);
    expectFailure(await post(member, "task/reorder", { taskId: ids[0], afterId: ids[0] }), 400, "An item cannot be placed next to itself");
    expectFailure(await post(member, "task/reorder", { taskId: ids[0], afterId: world.publicProject.taskId }), 400, PLACE_SIBLING_MESSAGE);

    const s1 = expectOk(await addTask(member, { parentId: ids[0], name: "s1" }));
    const s2 = expectOk(await addTask(member, { parentId: ids[0], name: "s2" }));
    const moved = expectOk(await post(member, "task/reorder", { taskId: s2.id, beforeId: s1.id }));
    expect(moved.position < s1.position).toBe(true);
  });

  it("moves a task with its subtasks to another group or project of the team, never elsewhere", async () => {
    const { owner, member } = world.people;
    const task = expectOk(await addTask(owner, { groupId: world.publicProject.groupId, name: "Travelling", assigneeIds: [world.people.guest.userId] }));
    const sub = expectOk(await addTask(owner, { parentId: task.id, name: "Luggage" }));
    const moved = expectOk(await post(owner, "task/move", { taskId: task.id, groupId: world.privateProject.groupId }));
    expect(moved).toMatchObject({ groupId: world.privateProject.groupId, projectId: world.privateProject.id });
    // The team guest cannot see the private project, so they are no longer assigned.
    expect(moved.assigneeIds).toEqual([]);
    expect(expectOk(await call(owner, "GET", "task/get", { taskId: sub.id }))).toMatchObject({ projectId: world.privateProject.id });
    expect(JSON.parse((await activityOf(task.id)).detail_json)).toMatchObject({ fromGroupId: world.publicProject.groupId });

    expectFailure(await post(owner, "task/move", { taskId: sub.id, groupId: world.publicProject.groupId }), 400, MOVE_SUBTASK_MESSAGE);
    // Placed before a task of the target group.
    const back = expectOk(await post(owner, "task/move", { taskId: task.id, groupId: world.publicProject.groupId, beforeId: world.publicProject.taskId }));
    expect(back.position < "a0").toBe(true);
    expectFailure(
      await post(owner, "task/move", { taskId: task.id, groupId: world.publicProject.groupId, beforeId: world.publicProject.taskId, afterId: world.publicProject.taskId }),
      400,
      PLACE_MESSAGE,
    );
    const otherTeam = await buildWorld();
    expectFailure(await post(world.people.ada, "task/move", { taskId: task.id, groupId: otherTeam.publicProject.groupId }), 400, MOVE_TEAM_MESSAGE);
    expectFailure(await post(member, "task/move", { taskId: world.publicProject.taskId, groupId: otherTeam.publicProject.groupId }), 404, "Task group not found");
  }, WORLD_TIMEOUT);

  it("deletes a task with its subtasks (into the bin)", async () => {
    const { member } = world.people;
    const task = expectOk(await addTask(member, { groupId: world.publicProject.groupId, name: "Doomed" }));
    const sub = expectOk(await addTask(member, { parentId: task.id, name: "Also doomed" }));
    expect(expectOk(await post(member, "task/delete", { taskId: task.id }))).toMatchObject({ type: "task", items: [{ id: task.id, name: "Doomed" }] });
    expectFailure(await call(member, "GET", "task/get", { taskId: sub.id }), 404, "Task not found");
    expect(await activityOf(task.id)).toMatchObject({ verb: "moved_to_bin", item_type: "task" });
  });

  it("refuses a team guest with 403 and answers 404 to non-members of the private project through every call", async () => {
    const { guest, admin, outsider, member } = world.people;
    const { publicProject, privateProject } = world;
    const edits = (taskId: string, groupId: string, siblingId: string): Array<[string, Record<string, unknown>]> => [
      ["task/add", { groupId, name: "x" }],
      ["task/add", { parentId: taskId, name: "x" }],
      ["task/update", { taskId, name: "x" }],
      ["task/duplicate", { taskId }],
      ["task/move", { taskId, groupId }],
      ["task/reorder", { taskId, afterId: siblingId }],
      ["task/delete", { taskId }],
    ];
    for (const [path, input] of edits(publicProject.taskId, publicProject.groupId, publicProject.taskId)) {
      expectFailure(await post(guest, path, input), 403, PERMISSION_DENIED);
    }
    expect((await call(guest, "GET", "task/get", { taskId: publicProject.taskId })).status).toBe(200);

    for (const agent of [admin, outsider]) {
      for (const id of [privateProject.taskId, privateProject.subtaskId]) {
        for (const [path, input] of edits(id, privateProject.groupId, id)) {
          const reply = await post(agent, path, input);
          expect(reply.status, `${path} ${JSON.stringify(input)}`).toBe(404);
          expect(["Task not found", "Task group not found"]).toContain(reply.body.error.message);
        }
        expectFailure(await call(agent, "GET", "task/get", { taskId: id }), 404, "Task not found");
      }
      expectFailure(await call(agent, "GET", "project/list", { projectId: privateProject.id }), 404, "Project not found");
      // The outsider cannot see the public project either; the team admin can, but not the private task in it.
      const notFound = agent === outsider ? "Project not found" : "Task not found";
      expectFailure(await call(agent, "GET", "project/list", { projectId: publicProject.id, taskId: privateProject.taskId }), 404, notFound);
    }
    // A member of the private project sees it.
    expect((await call(member, "GET", "task/get", { taskId: privateProject.subtaskId })).status).toBe(200);
    expectFailure(await call(member, "GET", "task/get", { taskId: unknownId() }), 404, "Task not found");
  });

  it("answers 404 for another tenant's ids", async () => {
    const globexIds = { groupId: unknownId(), taskId: unknownId(), projectId: unknownId() };
    await runInDurableObject(tenantStub("globex"), async (_instance, state) => {
      const sql = state.storage.sql;
      const now = Date.now();
      sql.exec(
        "INSERT INTO teams (id, name, owner_id, created_by, created_at, updated_at) VALUES (?, 'G', 'u', 'u', ?, ?)",
        "00000000-0000-4000-8000-000000000001", now, now,
      );
      sql.exec(
        "INSERT INTO projects (id, team_id, name, visibility, owner_id, position, created_at, updated_at) VALUES (?, ?, 'P', 'PUBLIC', 'u', 'a0', ?, ?)",
        globexIds.projectId, "00000000-0000-4000-8000-000000000001", now, now,
      );
      sql.exec("INSERT INTO task_groups (id, project_id, name, position, created_at) VALUES (?, ?, 'G', 'a0', ?)", globexIds.groupId, globexIds.projectId, now);
      sql.exec(
        "INSERT INTO tasks (id, project_id, group_id, name, position, created_by, created_at, updated_at) VALUES (?, ?, ?, 'T', 'a0', 'u', ?, ?)",
        globexIds.taskId, globexIds.projectId, globexIds.groupId, now, now,
      );
    });
    const { ada } = world.people;
    expectFailure(await call(ada, "GET", "task/get", { taskId: globexIds.taskId }), 404, "Task not found");
    expectFailure(await call(ada, "GET", "project/taskGroups/get", { groupId: globexIds.groupId }), 404, "Task group not found");
    expectFailure(await call(ada, "GET", "project/list", { projectId: globexIds.projectId }), 404, "Project not found");
    expectFailure(await addTask(ada, { groupId: globexIds.groupId, name: "x" }), 404, "Task group not found");
  });
});

describe("rich text descriptions", () => {
  const update = (description: unknown) => post(world.people.member, "task/update", { taskId: world.publicProject.taskId, description });
  const doc = (...content: unknown[]) => ({ type: "doc", content });
  const paragraph = (...content: unknown[]) => ({ type: "paragraph", content });

  it("refuses nodes and marks outside the schema and links that are not http(s) or mail", async () => {
    expect((await update(doc({ type: "script", content: [] }))).status).toBe(400);
    expect((await update(doc(paragraph({ type: "text", text: "x", marks: [{ type: "onclick" }] })))).status).toBe(400);
    const link = (href: string) => doc(paragraph({ type: "text", text: "click", marks: [{ type: "link", attrs: { href } }] }));
    expectFailure(await update(link("javascript:alert(1)")), 400, LINK_MESSAGE);
    expectFailure(await update(link(" JavaScript:alert(1)")), 400, LINK_MESSAGE);
    expectOk(await update(link("https://example.com/a?b=<c>")));
  });

  it("renders text escaped, drops unknown attributes and never renders a script", async () => {
    const { member } = world.people;
    const description = doc(
      { type: "heading", attrs: { level: 2, onclick: "alert(1)" }, content: [{ type: "text", text: "<script>alert(1)</script>" }] },
      paragraph({ type: "text", text: "a\" onmouseover=\"x", marks: [{ type: "link", attrs: { href: "https://e.com/\"onclick=\"x", onclick: "y" } }] }),
    );
    expectOk(await update(description));
    const html = expectOk(await call(member, "GET", "task/get", { taskId: world.publicProject.taskId })).descriptionHtml as string;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).toBe(
      '<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2><p><a target="_blank" rel="noopener noreferrer nofollow" ' +
        'href="https://e.com/&quot;onclick=&quot;x">a" onmouseover="x</a></p>',
    );
  });

  it("renders nothing for a stored document outside the schema", () => {
    const stored = doc(paragraph({ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }));
    expect(renderDescription(stored)).toBe("");
    expect(renderDescription({ type: "doc", content: [{ type: "image", attrs: { src: "x", onerror: "alert(1)" } }] })).toBe("");
  });
});
