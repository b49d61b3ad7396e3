import { beforeAll, describe, expect, it } from "vitest";
import type { ColumnConfig, ColumnConfigInput, ColumnType } from "~/lib/columns";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { get, GUS, json, origin, postJson } from "./helpers";
import { agentFor, buildWorld, call, inAcme, type Agent, type World } from "./work/world";

/** Issue 7 §6: custom columns, their values by type, and who may touch them. */
let world: World;
let gus: Agent;
beforeAll(async () => {
  world = await buildWorld();
  gus = await agentFor(GUS, "globex");
});

type ColumnData = { columnId: string; name: string; type: ColumnType; config: ColumnConfig; position: string };

let counter = 0;
async function createColumn(type: ColumnType, config: ColumnConfigInput = {}, { project = world.publicProject, as = world.people.admin } = {}) {
  const reply = await call(as, "POST", "project/column/create", { projectId: project.id, name: `${type} ${++counter}`, type, config });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.column as ColumnData;
}

const setValue = (columnId: string, value: unknown, { as = world.people.member, taskId = world.publicProject.taskId as string } = {}) =>
  call(as, "POST", "task/setColumnValue", { taskId, columnId, value });

const storedValue = (taskId: string, columnId: string) =>
  inAcme((sql) => {
    const row = sql.exec<{ value_json: string }>("SELECT value_json FROM task_values WHERE task_id = ? AND column_id = ?", taskId, columnId).toArray()[0];
    return row ? JSON.parse(row.value_json) : null;
  });

const activityOf = (itemId: string) =>
  inAcme((sql) =>
    sql
      .exec<{ verb: string; item_type: string; actor_id: string; project_id: string; team_id: string; detail_json: string }>(
        "SELECT verb, item_type, actor_id, project_id, team_id, detail_json FROM activity WHERE item_id = ? ORDER BY id",
        itemId,
      )
      .toArray(),
  );

const OPTIONS = [{ label: "Low" }, { label: "High" }];

describe("values of every column type through task/setColumnValue", () => {
  const cases: Array<[ColumnType, ColumnConfigInput, unknown, unknown, unknown, string]> = [
    // type, config, valid value, stored as, invalid value, its message
    ["TEXT", {}, "Ship it", "Ship it", " Ship", "Leading Spaces not allowed"],
    ["LONG_TEXT", {}, "Line one\nLine two", "Line one\nLine two", "x".repeat(5001), "Long text should not exceed 5000 characters"],
    ["NUMBER", {}, 12.5, 12.5, "12", "Please enter a number"],
    ["CURRENCY", {}, 1999.99, 1999.99, 10.001, "An amount has at most 2 decimals"],
    ["PROGRESS", {}, 75, 75, 120, "Progress is a whole number from 0 to 100"],
    ["DATE", {}, "2027-01-15", "2027-01-15", "15/01/2027", "Please enter a valid date (yyyy-mm-dd)"],
    ["CHECKBOX", {}, true, true, "yes", "Please tick or clear the box"],
    ["URL", {}, "docs.meridian.app", "https://docs.meridian.app", "http://10.0.0.1", "Please enter valid web address"],
    ["EMAIL", {}, "Ops@Acme.test", "ops@acme.test", "ops@acme", "Please enter valid email id"],
    ["PHONE", {}, "+91 98765 43210", "+91 98765 43210", "call me", "Please enter valid phone number"],
    ["RATING", { max: 5 }, 4, 4, 6, "Rating is a whole number from 1 to 5"],
  ];

  it.each(cases)("%s takes a valid value and refuses an invalid one", async (type, config, valid, stored, invalid, message) => {
    const column = await createColumn(type, config);
    const accepted = await setValue(column.columnId, valid);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ taskId: world.publicProject.taskId, columnId: column.columnId, value: stored });
    expect(await storedValue(world.publicProject.taskId, column.columnId)).toEqual(stored);

    const refused = await setValue(column.columnId, invalid);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ message, fields: { value: [message] } });
    expect(await storedValue(world.publicProject.taskId, column.columnId)).toEqual(stored);

    const cleared = await setValue(column.columnId, null);
    expect(cleared.body.data.value).toBeNull();
    expect(await storedValue(world.publicProject.taskId, column.columnId)).toBeNull();
  });

  it("SINGLE_SELECT and MULTI_SELECT take the column's options only", async () => {
    const single = await createColumn("SINGLE_SELECT", { options: OPTIONS });
    const [low, high] = single.config.options!;
    expect((await setValue(single.columnId, high.id)).body.data.value).toBe(high.id);
    expect((await setValue(single.columnId, "nope")).body.error.message).toBe("Please choose one of the column's options");

    const multi = await createColumn("MULTI_SELECT", { options: OPTIONS });
    const ids = multi.config.options!.map((option) => option.id);
    expect((await setValue(multi.columnId, [ids[1], ids[0]])).body.data.value).toEqual(ids);
    expect((await setValue(multi.columnId, [ids[0], low.id])).body.error.message).toBe("Please choose labels of the column");
    expect((await setValue(multi.columnId, [])).body.data.value).toBeNull();
  });

  it("PEOPLE takes members who can see the project, nobody else", async () => {
    const { people } = world;
    const column = await createColumn("PEOPLE");
    const accepted = await setValue(column.columnId, [people.guest.userId, people.member.userId]);
    expect(accepted.body.data.value).toEqual([people.guest.userId, people.member.userId]);
    for (const stranger of [people.outsider.userId, "no-such-user"]) {
      const refused = await setValue(column.columnId, [people.member.userId, stranger]);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe("Please choose people who can see this project");
    }
    expect((await setValue(column.columnId, "someone")).body.error.message).toBe("Please choose people");

    const secret = await createColumn("PEOPLE", {}, { project: world.privateProject, as: people.owner });
    const onPrivate = { taskId: world.privateProject.taskId };
    expect((await setValue(secret.columnId, [people.member.userId], onPrivate)).status).toBe(200);
    expect((await setValue(secret.columnId, [people.admin.userId], onPrivate)).status).toBe(400);
  });

  it("sets values of subtasks too, and writes an activity entry per change", async () => {
    const column = await createColumn("TEXT");
    const { subtaskId, taskId } = world.publicProject;
    expect((await setValue(column.columnId, "On it", { taskId: subtaskId })).status).toBe(200);
    await setValue(column.columnId, null, { taskId: subtaskId });
    const entries = (await activityOf(subtaskId)).filter((entry) => JSON.parse(entry.detail_json).columnId === column.columnId);
    expect(entries.map((entry) => [entry.verb, entry.item_type])).toEqual([["value_set", "subtask"], ["value_cleared", "subtask"]]);
    expect(entries[0]).toMatchObject({ actor_id: world.people.member.userId, project_id: world.publicProject.id, team_id: world.teamId });
    expect(taskId).not.toBe(subtaskId);
  });

  it("refuses a value a column of another project, an unknown task or column", async () => {
    const column = await createColumn("TEXT");
    expect((await setValue(column.columnId, "x", { taskId: world.privateProject.taskId, as: world.people.owner })).body.error.message).toBe(
      "Column not found",
    );
    expect((await setValue("no-such-column", "x")).body.error).toMatchObject({ statusCode: 404, message: "Column not found" });
    expect((await setValue(column.columnId, "x", { taskId: "no-such-task" })).body.error).toMatchObject({ statusCode: 404, message: "Task not found" });
    expect((await setValue(column.columnId, { a: 1 })).status).toBe(400);
  });
});

describe("the column calls", () => {
  it("create: appends a column with its type's defaults (₹ for currency) and logs it", async () => {
    const first = await createColumn("CURRENCY");
    expect(first.config).toEqual({ currency: "INR" });
    const second = await createColumn("RATING");
    expect(second.config).toEqual({ max: 5 });
    expect(second.position > first.position).toBe(true);
    expect(await activityOf(first.columnId)).toMatchObject([
      { verb: "created", item_type: "column", actor_id: world.people.admin.userId, project_id: world.publicProject.id, team_id: world.teamId },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["no name", { name: "", type: "TEXT" }, "Please fill in Column Name"],
    ["a leading space", { name: " Budget", type: "TEXT" }, "Leading Spaces not allowed"],
    ["a long name", { name: "n".repeat(51), type: "TEXT" }, "Column Name should not exceed 50 characters"],
    ["no type", { name: "Budget" }, "Please choose a column type"],
    ["an unknown type", { name: "Budget", type: "FORMULA" }, "Please choose a column type"],
    ["an unknown currency", { name: "Budget", type: "CURRENCY", config: { currency: "XYZ" } }, "Please choose a currency"],
    ["twice the same option", { name: "Budget", type: "SINGLE_SELECT", config: { options: [{ label: "A" }, { label: "a" }] } }, "Options must have different labels"],
  ])("create: refuses %s", async (_what, input, message) => {
    const reply = await call(world.people.admin, "POST", "project/column/create", { projectId: world.publicProject.id, ...input });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
  });

  it("create and rename: a project's column names are unique, whatever the case", async () => {
    const column = await createColumn("TEXT");
    const again = await call(world.people.admin, "POST", "project/column/create", { projectId: world.publicProject.id, name: column.name.toUpperCase(), type: "NUMBER" });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("A column with this name already exists in this project");
    const other = await createColumn("TEXT");
    const rename = await call(world.people.admin, "POST", "project/column/update", { columnId: other.columnId, name: column.name });
    expect(rename.status).toBe(409);
  });

  it("get: the STATUS column with the team's statuses, then the project's columns in order", async () => {
    const column = await createColumn("DATE");
    const reply = await call(world.people.guest, "GET", "project/column/get", { projectId: world.publicProject.id });
    expect(reply.status).toBe(200);
    const { status, columns } = reply.body.data as { status: { id: string; options: Array<{ name: string }> }; columns: ColumnData[] };
    expect(status).toMatchObject({ id: "STATUS", name: "Status", type: "STATUS", builtIn: true });
    expect(status.options.map((option) => option.name)).toEqual(["To Do", "In Progress", "Done", "Closed"]);
    expect(columns.at(-1)?.columnId).toBe(column.columnId);
    const positions = columns.map((c) => c.position);
    expect(positions).toEqual([...positions].sort());
  });

  it("update: renames and reconfigures, keeping values an option change does not touch", async () => {
    const column = await createColumn("SINGLE_SELECT", { options: OPTIONS });
    const [low, high] = column.config.options!;
    await setValue(column.columnId, high.id);
    const reply = await call(world.people.admin, "POST", "project/column/update", {
      columnId: column.columnId,
      name: `Priority ${column.columnId.slice(0, 4)}`,
      config: { options: [{ id: high.id, label: "Urgent" }, { label: "Later" }] },
    });
    expect(reply.status).toBe(200);
    const updated = reply.body.data.column as ColumnData;
    expect(updated.config.options!.map((option) => option.label)).toEqual(["Urgent", "Later"]);
    expect(updated.config.options![0].id).toBe(high.id);
    expect(reply.body.data).toMatchObject({ converted: 0, cleared: 0 });
    expect(await storedValue(world.publicProject.taskId, column.columnId)).toBe(high.id);
    expect((await activityOf(column.columnId)).at(-1)?.verb).toBe("renamed");
    expect(low.id).not.toBe(high.id);
  });

  it("update: a change of type that converts or clears values asks for confirmation with their count", async () => {
    const column = await createColumn("TEXT");
    const { taskId, subtaskId } = world.publicProject;
    await setValue(column.columnId, "1,200", { taskId });
    await setValue(column.columnId, "soon", { taskId: subtaskId });
    const change = { columnId: column.columnId, type: "NUMBER" };

    const asked = await call(world.people.admin, "POST", "project/column/update", change);
    expect(asked.status).toBe(409);
    expect(asked.body.error).toEqual({
      statusCode: 409,
      message: "1 value will be converted and 1 value will be cleared. Confirm to change the column.",
      count: 2,
    });
    const unchanged = await call(world.people.admin, "GET", "project/column/get", { projectId: world.publicProject.id });
    expect((unchanged.body.data.columns as ColumnData[]).find((c) => c.columnId === column.columnId)?.type).toBe("TEXT");
    expect(await storedValue(taskId, column.columnId)).toBe("1,200");

    const confirmed = await call(world.people.admin, "POST", "project/column/update", { ...change, confirm: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ column: { type: "NUMBER" }, converted: 1, cleared: 1 });
    expect(await storedValue(taskId, column.columnId)).toBe(1200);
    expect(await storedValue(subtaskId, column.columnId)).toBeNull();
    const entry = (await activityOf(column.columnId)).at(-1)!;
    expect(entry.verb).toBe("type_changed");
    expect(JSON.parse(entry.detail_json)).toMatchObject({ type: "NUMBER", previousType: "TEXT", converted: 1, cleared: 1 });
  });

  it("update: a change of type with no values needs no confirmation", async () => {
    const column = await createColumn("NUMBER");
    const reply = await call(world.people.admin, "POST", "project/column/update", { columnId: column.columnId, type: "CURRENCY", config: { currency: "USD" } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.column).toMatchObject({ type: "CURRENCY", config: { currency: "USD" } });
  });

  it("rearrange: moves a column first or after another", async () => {
    const [a, b, c] = [await createColumn("TEXT"), await createColumn("TEXT"), await createColumn("TEXT")];
    const order = async () => {
      const reply = await call(world.people.admin, "GET", "project/column/get", { projectId: world.publicProject.id });
      return (reply.body.data.columns as ColumnData[]).map((column) => column.columnId).filter((id) => [a, b, c].some((x) => x.columnId === id));
    };
    expect((await call(world.people.admin, "POST", "project/column/rearrange", { columnId: c.columnId, afterColumnId: a.columnId })).status).toBe(200);
    expect(await order()).toEqual([a.columnId, c.columnId, b.columnId]);
    await call(world.people.admin, "POST", "project/column/rearrange", { columnId: b.columnId, afterColumnId: null });
    expect((await order())[0]).toBe(b.columnId);
    expect((await activityOf(b.columnId)).at(-1)?.verb).toBe("moved");
  });

  it("duplicateColumn: a copy next to the original, with or without values", async () => {
    const column = await createColumn("PROGRESS");
    await setValue(column.columnId, 30);
    const bare = await call(world.people.admin, "POST", "project/duplicateColumn", { columnId: column.columnId });
    const full = await call(world.people.admin, "POST", "project/duplicateColumn", { columnId: column.columnId, withValues: true });
    expect(bare.body.data.column).toMatchObject({ name: `Copy of ${column.name}`, type: "PROGRESS" });
    expect(full.body.data.column).toMatchObject({ name: `Copy of ${column.name} (2)` });
    const { taskId } = world.publicProject;
    expect(await storedValue(taskId, (bare.body.data.column as ColumnData).columnId)).toBeNull();
    expect(await storedValue(taskId, (full.body.data.column as ColumnData).columnId)).toBe(30);
    expect((await activityOf((full.body.data.column as ColumnData).columnId))[0]).toMatchObject({ verb: "duplicated" });
  });

  it("delete: removes the column and its values", async () => {
    const column = await createColumn("TEXT");
    await setValue(column.columnId, "bye");
    const reply = await call(world.people.admin, "POST", "project/column/delete", { columnId: column.columnId });
    expect(reply.body.data).toEqual({ columnId: column.columnId });
    expect(await storedValue(world.publicProject.taskId, column.columnId)).toBeNull();
    expect((await setValue(column.columnId, "x")).status).toBe(404);
    expect((await activityOf(column.columnId)).at(-1)?.verb).toBe("deleted");
  });

  it("team/checkColumns: a name is free unless a project the member can see has it", async () => {
    const { people, teamId } = world;
    const secret = await createColumn("TEXT", {}, { project: world.privateProject, as: people.owner });
    const check = (as: Agent, name: string) => call(as, "GET", "team/checkColumns", { teamId, name });
    expect((await check(people.member, secret.name.toLowerCase())).body.data).toEqual({
      name: secret.name.toLowerCase(),
      available: false,
      projects: [{ projectId: world.privateProject.id, projectName: "PRIVATE project" }],
    });
    expect((await check(people.guest, secret.name)).body.data).toMatchObject({ available: true, projects: [] });
    expect((await check(people.guest, "Never used")).body.data).toMatchObject({ available: true });
    expect((await check(people.outsider, "Never used")).status).toBe(404);
    expect((await check(people.guest, " x")).body.error.message).toBe("Leading Spaces not allowed");
  });
});

describe("who may touch columns", () => {
  type Attempt = [string, (ids: { columnId: string; projectId: string; taskId: string }) => [method: "GET" | "POST", path: string, input: Record<string, unknown>]];
  const structure: Attempt[] = [
    ["create", ({ projectId }) => ["POST", "project/column/create", { projectId, name: `Tried ${++counter}`, type: "TEXT" }]],
    ["update", ({ columnId }) => ["POST", "project/column/update", { columnId, name: `Tried ${++counter}` }]],
    ["delete", ({ columnId }) => ["POST", "project/column/delete", { columnId }]],
    ["rearrange", ({ columnId }) => ["POST", "project/column/rearrange", { columnId, afterColumnId: null }]],
    ["duplicateColumn", ({ columnId }) => ["POST", "project/duplicateColumn", { columnId }]],
  ];
  const value: Attempt = ["setColumnValue", ({ columnId, taskId }) => ["POST", "task/setColumnValue", { taskId, columnId, value: "x" }]];
  const read: Attempt = ["get", ({ projectId }) => ["GET", "project/column/get", { projectId }]];
  const every = [...structure, value, read];

  const attempt = async (as: Agent, [, build]: Attempt, ids: Parameters<Attempt[1]>[0]) => {
    const [method, path, input] = build(ids);
    return call(as, method, path, input);
  };

  const publicIds = async () => ({ columnId: (await createColumn("TEXT")).columnId, projectId: world.publicProject.id, taskId: world.publicProject.taskId });
  const privateIds = async () => ({
    columnId: (await createColumn("TEXT", {}, { project: world.privateProject, as: world.people.owner })).columnId,
    projectId: world.privateProject.id,
    taskId: world.privateProject.subtaskId,
  });

  it.each(structure.map((a) => [a[0], a]))("%s: 403 for a team guest and a project member who is not its admin", async (_name, a) => {
    const guest = await attempt(world.people.guest, a, await publicIds());
    expect(guest.status).toBe(403);
    expect(guest.body.error.message).toBe(PERMISSION_DENIED);
    expect((await attempt(world.people.member, a, await privateIds())).status).toBe(403);
  });

  it("setColumnValue: 403 for a team guest, who may still read the columns", async () => {
    const ids = await publicIds();
    expect((await attempt(world.people.guest, value, ids)).status).toBe(403);
    expect((await attempt(world.people.guest, read, ids)).status).toBe(200);
  });

  it.each(every.map((a) => [a[0], a]))("%s: 404 in a private project for those outside it, as for a missing id", async (_name, a) => {
    const ids = await privateIds();
    for (const stranger of [world.people.admin, world.people.outsider, world.people.tenantGuest]) {
      const reply = await attempt(stranger, a, ids);
      expect(reply.status).toBe(404);
    }
    const missing = await attempt(world.people.ada, a, { columnId: "no-such-column", projectId: "no-such-project", taskId: "no-such-task" });
    const hidden = await attempt(world.people.admin, a, ids);
    expect(hidden.body.error.message).toBe(missing.body.error.message);
    expect((await attempt(world.people.tenantAdmin, a, ids)).status).toBe(200);
  });

  it.each(every.map((a) => [a[0], a]))("%s: 404 for another organisation's ids", async (_name, a) => {
    const [method, path, input] = a[1](await publicIds());
    const url = `${origin("globex")}/api/v2/${path}`;
    const headers = { accesstoken: gus.token };
    const response =
      method === "GET" ? await get(`${url}?${new URLSearchParams(input as Record<string, string>)}`, headers) : await postJson(url, input, headers);
    expect(response.status).toBe(404);
    expect((await json(response)).error.statusCode).toBe(404);
  });
});
