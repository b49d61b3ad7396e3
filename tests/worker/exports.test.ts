import { env } from "cloudflare:workers";
import Papa from "papaparse";
import readXlsxFile from "read-excel-file/universal";
import { beforeAll, describe, expect, it } from "vitest";
import { COLUMN_TYPES, type ColumnType } from "~/lib/columns";
import { checkProjectFile, type ProjectFile } from "~/lib/exports/projectJson";
import { callWorker } from "./callWorker";
import { origin, postJson } from "./helpers";
import { failure, ok, post, type Loose } from "./work/answers";
import { globexIds } from "./work/projectWorld";
import { exportWorld } from "./work/exportWorld";
import { inAcme, setPlanLimits, onPlanWithoutCaps, type Agent, type World } from "./work/world";

/**
 * Issue 19 §1 and §3: a project's data as CSV, XLSX and JSON (download/projectData), who may take
 * it, the activity entry it leaves, and a project made again from its JSON (project/importProject).
 * The project uses every column type, subtasks, the team's statuses, every dependency type, an
 * archived task, a description and a conversation.
 */
let world: World;
let owner: Agent;
let project: { id: string; teamId: string; name: string };
const columns = {} as Record<ColumnType, { columnId: string; name: string; config: { options?: Array<{ id: string; label: string }> } }>;
const tasks = {} as Record<"design" | "build" | "launch" | "copy" | "review" | "old", string>;

const COLUMN_NAMES: Record<ColumnType, string> = {
  TEXT: "Notes",
  LONG_TEXT: "Long notes",
  NUMBER: "Estimate (days)",
  CURRENCY: "Budget",
  PROGRESS: "Progress",
  DATE: "Review day",
  SINGLE_SELECT: "Channel",
  MULTI_SELECT: "Labels",
  PEOPLE: "Reviewer",
  CHECKBOX: "Approved",
  URL: "Brief",
  EMAIL: "Contact",
  PHONE: "Phone",
  RATING: "Quality",
};

const CONFIGS: Partial<Record<ColumnType, Record<string, unknown>>> = {
  CURRENCY: { currency: "INR" },
  RATING: { max: 7 },
  SINGLE_SELECT: { options: [{ label: "Web" }, { label: "Email" }] },
  MULTI_SELECT: { options: [{ label: "Design" }, { label: "Dev" }, { label: "Copy" }] },
};

const exportOf = (agent: Agent, query: Record<string, string>) =>
  callWorker(env, `${origin("acme")}/api/v2/download/projectData?${new URLSearchParams(query)}`, { headers: { accesstoken: agent.token } });

async function jsonExport(agent: Agent, projectId: string, extra: Record<string, string> = {}): Promise<ProjectFile> {
  const response = await exportOf(agent, { projectId, format: "json", ...extra });
  expect(response.status).toBe(200);
  return (await response.json()) as ProjectFile;
}

const projectCount = () => inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM projects").one().n);

beforeAll(async () => {
  world = await exportWorld();
  owner = world.people.owner;

  const created = ok(await post(owner, "project/createPublicProject", { teamId: world.teamId, name: "Website relaunch ₹ \"Q3\"" }));
  project = { id: created.projectId, teamId: created.teamId, name: created.name };
  for (const type of COLUMN_TYPES) {
    columns[type] = ok(await post(owner, "project/column/create", { projectId: project.id, name: COLUMN_NAMES[type], type, config: CONFIGS[type] ?? {} })).column;
  }
  const firstGroup = ok(await post(owner, "project/taskGroups/create", { projectId: project.id, name: "Launch" }));
  const [todo, doing, done] = world.statuses;
  const add = async (input: Record<string, unknown>) => ok(await post(owner, "task/add", { groupId: firstGroup.id, ...input })).id as string;
  tasks.design = await add({
    name: "=HYPERLINK(\"http://evil\")",
    statusId: doing.id,
    priority: "HIGH",
    startDate: "2026-03-02",
    dueDate: "2026-03-06",
    assigneeIds: [world.people.member.userId, world.people.admin.userId],
    description: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Brief, with \"quotes\"", marks: [{ type: "bold" }] }] }] },
  });
  tasks.build = await add({ name: "Build, test and ship", statusId: todo.id, startDate: "2026-03-09", dueDate: "2026-03-13" });
  tasks.launch = await add({ name: "Launch 🚀 café", statusId: done.id, priority: "URGENT", dueDate: "2026-03-20" });
  tasks.old = await add({ name: "Old idea", statusId: todo.id });
  tasks.copy = ok(await post(owner, "task/add", { parentId: tasks.design, name: "-Write copy", statusId: todo.id, assigneeIds: [world.people.member.userId] })).id;
  tasks.review = ok(await post(owner, "task/add", { parentId: tasks.design, name: "@Review", statusId: done.id })).id;

  const values: Array<[ColumnType, string, unknown]> = [
    ["TEXT", tasks.design, "+1 for this"],
    ["LONG_TEXT", tasks.design, "Line one\nLine two, with a comma"],
    ["NUMBER", tasks.design, -2.5],
    ["CURRENCY", tasks.design, 125000.5],
    ["PROGRESS", tasks.design, 40],
    ["DATE", tasks.design, "2026-03-04"],
    ["SINGLE_SELECT", tasks.design, columns.SINGLE_SELECT.config.options![1].id],
    ["MULTI_SELECT", tasks.design, [columns.MULTI_SELECT.config.options![0].id, columns.MULTI_SELECT.config.options![2].id]],
    ["PEOPLE", tasks.design, [world.people.admin.userId]],
    ["CHECKBOX", tasks.design, true],
    ["URL", tasks.design, "https://docs.example.com/brief"],
    ["EMAIL", tasks.design, "client@example.com"],
    ["PHONE", tasks.design, "+91 98765 43210"],
    ["RATING", tasks.design, 6],
    ["CURRENCY", tasks.copy, 999],
    ["TEXT", tasks.build, "@SUM(A1)"],
  ];
  for (const [type, taskId, value] of values) ok(await post(owner, "task/setColumnValue", { taskId, columnId: columns[type].columnId, value }));

  const links: Array<[string, string, string, number]> = [
    [tasks.design, tasks.build, "FS", 0],
    [tasks.build, tasks.launch, "SS", 2],
    [tasks.design, tasks.launch, "FF", -1],
    [tasks.copy, tasks.review, "SF", 1],
  ];
  for (const [predecessorId, successorId, type, lagDays] of links) ok(await post(owner, "project/dependency/create", { predecessorId, successorId, type, lagDays }));
  ok(await post(owner, "task/archive", { taskId: tasks.old }));
  ok(await post(world.people.member, "task/conversation/create", { taskId: tasks.design, text: "Looks good" }));
}, 120_000);

describe("download/projectData as CSV", () => {
  it("has every column of the List and every custom column by name, formulas defused, quotes, newlines and unicode intact", async () => {
    const response = await exportOf(owner, { projectId: project.id, format: "csv" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Website relaunch _ Q3 \d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''Website%20relaunch%20%E2%82%B9%20Q3%20\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheets read UTF-8 (decoding drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { data, errors } = Papa.parse<string[]>(new TextDecoder().decode(bytes), { skipEmptyLines: true });
    expect(errors).toEqual([]);
    const [header, ...rows] = data;
    expect(header).toEqual([
      "Task", "Subtask of", "Task group", "Status", "Priority", "Assignees", "Start date", "Due date",
      ...COLUMN_TYPES.map((type) => COLUMN_NAMES[type]), "Link",
    ]);
    // The List's order: each task followed by its subtasks; the archived task is not there.
    expect(rows.map((row) => row[0])).toEqual(["'=HYPERLINK(\"http://evil\")", "'-Write copy", "'@Review", "Build, test and ship", "Launch 🚀 café"]);
    const cell = (row: string[], header_: string) => row[header.indexOf(header_)];
    const design = rows[0];
    expect(cell(design, "Task group")).toBe("Launch");
    expect(cell(design, "Status")).toBe("In Progress");
    expect(cell(design, "Priority")).toBe("High");
    expect(cell(design, "Assignees").split(", ").sort()).toEqual([world.people.member.email, world.people.admin.email].sort());
    expect([cell(design, "Start date"), cell(design, "Due date")]).toEqual(["2026-03-02", "2026-03-06"]);
    expect(cell(design, "Notes")).toBe("'+1 for this");
    expect(cell(design, "Long notes")).toBe("Line one\nLine two, with a comma");
    expect(cell(design, "Estimate (days)")).toBe("-2.5");
    expect(cell(design, "Budget")).toBe("125000.5");
    expect(cell(design, "Progress")).toBe("40");
    expect(cell(design, "Review day")).toBe("2026-03-04");
    expect(cell(design, "Channel")).toBe("Email");
    expect(cell(design, "Labels")).toBe("Design, Copy");
    expect(cell(design, "Reviewer")).toBe(world.people.admin.email);
    expect(cell(design, "Approved")).toBe("true");
    expect(cell(design, "Brief")).toBe("https://docs.example.com/brief");
    expect(cell(design, "Contact")).toBe("client@example.com");
    // A phone number that starts with + is defused too: spreadsheets would read it as a formula.
    expect(cell(design, "Phone")).toBe("'+91 98765 43210");
    expect(cell(design, "Quality")).toBe("6");
    expect(cell(design, "Link")).toBe(`${origin("acme")}/projects/${project.teamId}/${project.id}?taskId=${tasks.design}`);
    expect(cell(rows[1], "Subtask of")).toBe("'=HYPERLINK(\"http://evil\")");
    expect(cell(rows[1], "Budget")).toBe("999");
    expect(cell(rows[3], "Notes")).toBe("'@SUM(A1)");
    expect(cell(rows[3], "Approved")).toBe("false");
  });

  it("takes the List's filters and sort, and archived items when asked", async () => {
    const [todo] = world.statuses;
    const filtered = await exportOf(owner, { projectId: project.id, format: "csv", rows: "filtered", status: todo.id, sort: "name", dir: "desc" });
    const rows = Papa.parse<string[]>(await filtered.text(), { skipEmptyLines: true }).data.slice(1);
    // Top-level tasks of the status, by name descending, each with all its subtasks.
    expect(rows.map((row) => row[0])).toEqual(["Build, test and ship"]);

    const everything = await exportOf(owner, { projectId: project.id, format: "csv", archived: "true" });
    const [header, ...all] = Papa.parse<string[]>(await everything.text(), { skipEmptyLines: true }).data;
    expect(header.at(-2)).toBe("Archived");
    expect(all.map((row) => [row[0], row.at(-2)])).toContainEqual(["Old idea", "true"]);
    expect(all).toHaveLength(6);
  });
});

describe("download/projectData as XLSX", () => {
  it("writes a sheet of typed task cells and a sheet of dependencies", async () => {
    const response = await exportOf(owner, { projectId: project.id, format: "xlsx" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toMatch(/\.xlsx"; /);
    const sheets = await readXlsxFile(await response.blob());
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Tasks", "Dependencies"]);
    const [header, ...rows] = sheets[0].data as unknown[][];
    const cell = (row: unknown[], name: string) => row[header.indexOf(name)];
    const design = rows[0];
    expect(design[0]).toBe("=HYPERLINK(\"http://evil\")");
    expect(cell(design, "Start date")).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(cell(design, "Review day")).toEqual(new Date(Date.UTC(2026, 2, 4)));
    expect(cell(design, "Budget")).toBe(125000.5);
    expect(cell(design, "Estimate (days)")).toBe(-2.5);
    expect(cell(design, "Progress")).toBe(40);
    expect(cell(design, "Quality")).toBe(6);
    expect(cell(design, "Approved")).toBe(true);
    expect(cell(rows[3], "Approved")).toBe(false);
    expect(cell(design, "Labels")).toBe("Design, Copy");
    expect(cell(rows[1], "Subtask of")).toBe("=HYPERLINK(\"http://evil\")");
    expect(rows.map((row) => row[0])).toEqual(["=HYPERLINK(\"http://evil\")", "-Write copy", "@Review", "Build, test and ship", "Launch 🚀 café"]);

    const [linkHeader, ...links] = sheets[1].data as unknown[][];
    expect(linkHeader).toEqual(["Predecessor", "Successor", "Type", "Lag (working days)", "Predecessor link", "Successor link"]);
    expect(links.map((link) => link.slice(0, 4))).toEqual([
      ["=HYPERLINK(\"http://evil\")", "Build, test and ship", "Finish to start (FS)", 0],
      ["Build, test and ship", "Launch 🚀 café", "Start to start (SS)", 2],
      ["=HYPERLINK(\"http://evil\")", "Launch 🚀 café", "Finish to finish (FF)", -1],
      ["-Write copy", "@Review", "Start to finish (SF)", 1],
    ]);
  });
});

describe("download/projectData as XLSX, for a project of many pages", () => {
  it("answers as a stream (no length known up front) whose sheets hold every row and link, typed", async () => {
    const seeded = await postJson(`${origin("acme")}/api/v2/dev/seedWork`, {
      teamName: "Export stream team",
      ownerEmail: owner.email,
      // Three pages of tasks; small enough for the reader to unzip in place (fflate starts a Web Worker above 512 kB).
      projects: [{ name: "Many pages", tasks: 450, groups: 4, columns: 1, dependencies: { chain: 30, random: 0 } }],
    });
    expect(seeded.status).toBe(200);
    const [many] = ((await seeded.json()) as { data: { projects: Array<{ projectId: string }> } }).data.projects;
    const response = await exportOf(owner, { projectId: many.projectId, format: "xlsx" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBeNull();
    const sheets = await readXlsxFile(await response.blob());
    const [header, ...rows] = sheets[0].data as unknown[][];
    expect(rows).toHaveLength(450);
    expect(new Set(rows.map((row) => row[0])).size).toBe(450);
    const start = header.indexOf("Start date");
    expect(rows.some((row) => row[start] instanceof Date)).toBe(true);
    expect(rows.filter((row) => row[start] !== null).every((row) => row[start] instanceof Date)).toBe(true);
    expect(sheets[1].data.length - 1).toBe(29);
  }, 60_000);
});

describe("download/projectData as JSON", () => {
  it("is a valid project file with groups, subtasks, statuses, typed values, people by e-mail, dependencies, descriptions and conversations", async () => {
    const response = await exportOf(owner, { projectId: project.id, format: "json", archived: "true" });
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const file = (await response.json()) as ProjectFile;
    const checked = checkProjectFile(file);
    expect(checked.ok, JSON.stringify(checked)).toBe(true);
    expect(file).toMatchObject({ format: "meridian-project", version: 1, filtered: false, project: { name: project.name, visibility: "PUBLIC" } });
    expect(file.statuses.map((status) => status.name)).toEqual(["To Do", "In Progress", "Done", "Closed"]);
    expect(file.columns.map((column) => [column.key, column.name, column.type])).toEqual(COLUMN_TYPES.map((type, index) => [`c${index + 1}`, COLUMN_NAMES[type], type]));
    expect(file.columns.find((column) => column.type === "RATING")).toMatchObject({ max: 7 });
    expect(file.groups.map((group) => group.name)).toEqual(["Task group 1", "Launch"]);
    const design = file.tasks[0];
    expect(design).toMatchObject({ key: "t1", group: "g2", parent: null, status: "In Progress", priority: "HIGH", startDate: "2026-03-02" });
    expect(design.description).toEqual({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Brief, with \"quotes\"", marks: [{ type: "bold" }] }] }] });
    const byName = Object.fromEntries(file.columns.map((column) => [column.name, column.key]));
    expect(design.values[byName.Channel]).toBe("Email");
    expect(design.values[byName.Labels]).toEqual(["Design", "Copy"]);
    expect(design.values[byName.Reviewer]).toEqual([world.people.admin.email]);
    expect(design.values[byName.Approved]).toBe(true);
    expect(design.conversations).toMatchObject([{ author: world.people.member.email, replies: [] }]);
    expect(file.tasks.map((task) => [task.key, task.parent, task.archived])).toEqual([
      ["t1", null, false], ["t2", "t1", false], ["t3", "t1", false], ["t4", null, false], ["t5", null, false], ["t6", null, true],
    ]);
    expect(file.dependencies).toEqual([
      { predecessor: "t1", successor: "t4", type: "FS", lagDays: 0 },
      { predecessor: "t4", successor: "t5", type: "SS", lagDays: 2 },
      { predecessor: "t1", successor: "t5", type: "FF", lagDays: -1 },
      { predecessor: "t2", successor: "t3", type: "SF", lagDays: 1 },
    ]);
  });

  it("keeps only the dependencies between exported tasks when filtered", async () => {
    const file = await jsonExport(owner, project.id, { rows: "filtered", q: "Build" });
    expect(file.filtered).toBe(true);
    expect(file.tasks.map((task) => task.name)).toEqual(["Build, test and ship"]);
    expect(file.dependencies).toEqual([]);
  });
});

describe("who may export", () => {
  it("answers 404 to bob for the private project he is not in, and for another tenant's project", async () => {
    const { bob } = world.people;
    for (const format of ["csv", "xlsx", "json"]) {
      const response = await exportOf(bob, { projectId: world.privateProject.id, format });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe("Project not found");
    }
    expect((await exportOf(bob, { projectId: world.publicProject.id, format: "csv" })).status).toBe(200);
    const globex = await globexIds();
    expect((await exportOf(world.people.ada, { projectId: globex.projectId, format: "json" })).status).toBe(404);
    expect((await exportOf(world.people.outsider, { projectId: project.id, format: "csv" })).status).toBe(404);
  });

  it("records who exported what and when in the activity log, and nothing for a refused export", async () => {
    const before = Date.now();
    await (await exportOf(world.people.guest, { projectId: project.id, format: "xlsx", rows: "filtered", archived: "true" })).arrayBuffer();
    await exportOf(world.people.bob, { projectId: world.privateProject.id, format: "csv" });
    const entries = await inAcme((sql) =>
      sql.exec<{ actor_id: string; project_id: string; detail_json: string; created_at: number }>(
        "SELECT actor_id, project_id, detail_json, created_at FROM activity WHERE verb = 'exported' AND created_at >= ? ORDER BY id", before,
      ).toArray(),
    );
    expect(entries.map((entry) => [entry.actor_id, entry.project_id, JSON.parse(entry.detail_json)])).toEqual([
      [world.people.guest.userId, project.id, { name: project.name, format: "xlsx", rows: "filtered", archived: true }],
    ]);
  });

  it("refuses an unknown format", async () => {
    const response = await exportOf(owner, { projectId: project.id, format: "pdf" });
    expect(response.status).toBe(400);
  });
});

/** A file without what an export adds and an import does not keep: ids and times, links, conversations and files. */
function comparable(file: ProjectFile) {
  const bare = <T extends { conversations?: unknown; attachments?: unknown }>({ conversations: _c, attachments: _a, ...rest }: T) => rest;
  return {
    project: file.project,
    statuses: file.statuses,
    columns: file.columns,
    groups: file.groups.map(bare),
    tasks: file.tasks.map(({ link: _link, ...task }) => bare(task)),
    dependencies: file.dependencies,
  };
}

describe("project/importProject", () => {
  it("round trip: export, import as a new project, export again: the same data, ids and times aside", async () => {
    const first = await jsonExport(owner, project.id, { archived: "true" });
    const report = ok(await post(world.people.member, "project/importProject", { teamId: world.teamId, file: first }));
    expect(report).toMatchObject({
      name: project.name,
      counts: { groups: 2, tasks: 4, subtasks: 2, columns: 14, dependencies: 4 },
      unassigned: [],
      statuses: [],
      notImported: { conversations: 1, attachments: 0 },
    });
    expect(report.projectId).not.toBe(project.id);
    const second = await jsonExport(owner, report.projectId, { archived: "true" });
    expect(comparable(second)).toEqual(comparable(first));
    // The importer owns it; one activity entry says so.
    const activity = await inAcme((sql) => sql.exec<{ verb: string; actor_id: string }>("SELECT verb, actor_id FROM activity WHERE item_id = ? AND verb != 'exported'", report.projectId).toArray());
    expect(activity).toEqual([{ verb: "imported", actor_id: world.people.member.userId }]);
  });

  it("writes its rows in bulk as single writes would: board order, the board's copies, progress, search, one activity entry", async () => {
    const file = await jsonExport(owner, project.id, { archived: "true" });
    const report = ok(await post(owner, "project/importProject", { teamId: world.teamId, name: "Bulk copy", file }));
    const rows = await inAcme((sql) => ({
      tasks: sql
        .exec<{ id: string; parent_id: string | null; position: string; board_position: string | null; hidden_in: string | null }>(
          "SELECT id, parent_id, position, board_position, hidden_in FROM tasks WHERE project_id = ? ORDER BY position",
          report.projectId,
        )
        .toArray(),
      values: sql
        .exec<{ task_id: string; value_json: string; board_key: string | null }>(
          "SELECT v.task_id, v.value_json, v.board_key FROM task_values v JOIN tasks t ON t.id = v.task_id WHERE t.project_id = ?",
          report.projectId,
        )
        .toArray(),
      indexed: sql
        .exec<{ item_id: string }>("SELECT item_id FROM search_items WHERE kind = 'task' AND project_id = ?", report.projectId)
        .toArray()
        .map((row) => row.item_id)
        .sort(),
      progress: sql.exec<{ total: number }>("SELECT total FROM project_progress WHERE project_id = ?", report.projectId).toArray(),
      activity: sql.exec<{ verb: string }>("SELECT verb FROM activity WHERE project_id = ? AND verb != 'exported'", report.projectId).toArray(),
    }));
    expect(rows.tasks).toHaveLength(file.tasks.length);
    // A task's board order starts as its List order; a subtask has none.
    for (const task of rows.tasks) expect(task.board_position).toBe(task.parent_id === null ? task.position : null);
    // The board's copy of each value: its task's board order while the task is a live top-level one.
    const byId = new Map(rows.tasks.map((task) => [task.id, task]));
    expect(rows.values.length).toBe(file.tasks.reduce((sum, task) => sum + Object.keys(task.values).length, 0));
    for (const value of rows.values) {
      const task = byId.get(value.task_id)!;
      expect(value.board_key).toBe(task.parent_id === null && task.hidden_in === null ? task.board_position : null);
      expect(() => JSON.parse(value.value_json) as unknown).not.toThrow();
    }
    // Every task and subtask can be found; the project's progress counts its live ones.
    expect(rows.indexed).toEqual(rows.tasks.map((task) => task.id).sort());
    expect(rows.progress).toEqual([{ total: rows.tasks.filter((task) => task.hidden_in === null).length }]);
    expect(rows.activity).toEqual([{ verb: "imported" }]);
  });

  it("leaves people it does not know unassigned and lists them; maps a status the team lacks to one of its category", async () => {
    const file = await jsonExport(owner, project.id);
    file.tasks[0].assignees = ["nobody@else.test", world.people.member.email.toUpperCase()];
    file.statuses.push({ name: "In Review", category: "IN_PROGRESS", colour: "#123456" });
    file.tasks[1].status = "In Review";
    const report = ok(await post(owner, "project/importProject", { teamId: world.teamId, name: "Imported copy", file }));
    expect(report).toMatchObject({ name: "Imported copy", unassigned: ["nobody@else.test"], statuses: [{ from: "In Review", to: "In Progress" }] });
    const again = await jsonExport(owner, report.projectId);
    expect(again.tasks[0].assignees).toEqual([world.people.member.email]);
    expect(again.tasks[1].status).toBe("In Progress");
  });

  it("checks the whole file first: errors by row, and nothing is written", async () => {
    const file = (await jsonExport(owner, project.id)) as Loose;
    const budget = file.columns.find((column: { name: string }) => column.name === "Budget").key;
    file.tasks[1].values[budget] = "lots";
    file.tasks[3].group = "g9";
    file.dependencies.push({ predecessor: "t5", successor: "t99", type: "FS", lagDays: 0 });
    const before = await projectCount();
    const reply = await post(owner, "project/importProject", { teamId: world.teamId, file });
    expect(failure(reply)).toEqual({ status: 400, message: "The file has 3 errors; nothing was imported. Fix them and try again." });
    expect(reply.body.error.fields).toEqual({
      "tasks.1": ["Task 2 “-Write copy” (values.c4): Budget: Please enter an amount"],
      "tasks.3": ["Task 4 “Build, test and ship” (group): There is no task group “g9”"],
      "dependencies.4": ["Dependency 5: There is no task “t99”"],
    });
    expect(await projectCount()).toBe(before);

    const loop = await jsonExport(owner, project.id);
    loop.dependencies.push({ predecessor: "t5", successor: "t1", type: "FS", lagDays: 0 });
    expect(failure(await post(owner, "project/importProject", { teamId: world.teamId, file: loop })).status).toBe(400);
    expect(failure(await post(owner, "project/importProject", { teamId: world.teamId, file: { hello: "world" } }))).toEqual({
      status: 400,
      message: "This is not a Meridian project file (JSON export)",
    });
    expect(await projectCount()).toBe(before);
  });

  it("is held to the plan's number of projects, and to the team's permissions", async () => {
    const file = await jsonExport(owner, project.id);
    const used = await inAcme((sql) => sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM projects WHERE team_id = ? AND hidden_in IS NULL", world.teamId).one().n);
    await setPlanLimits({ projectsPerTeam: used });
    expect(failure(await post(owner, "project/importProject", { teamId: world.teamId, file })).status).toBe(402);
    await onPlanWithoutCaps();
    expect(failure(await post(world.people.guest, "project/importProject", { teamId: world.teamId, file })).status).toBe(403);
    expect(failure(await post(world.people.outsider, "project/importProject", { teamId: world.teamId, file })).status).toBe(404);
  });
});
