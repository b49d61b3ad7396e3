// The demo workspace of `npm start` (issue 7 §10), made through /api/v2 as the demo people would
// make it: acme gets two teams, public and private projects (one in a folder), custom statuses and
// columns of several types, task groups and about 40 tasks with subtasks, assignees and dates over
// the coming weeks, a chain of dependencies in "Website relaunch". bob is not a member of the
// private project.
//
// Resumable (issue 23 §1): each piece looks for what is there and makes only what is missing, so a
// run that was interrupted (Ctrl+C during the first `npm start`, a Worker restarted mid-request) is
// finished by the next one, without doubles. The last piece made is the marker: when it is there,
// the workspace is complete and a run changes nothing (what people changed since stays as it is).
// No Node or Worker imports: the command line (work.mjs) and the worker tests call it with their
// own transport.

/** A column value as the List answers it and as the demo sets it (an unticked box is no value). */
const sameValue = (present, wanted) => JSON.stringify(present ?? false) === JSON.stringify(wanted ?? false);

/** The last piece the demo makes: when it is there, so is everything before it. */
export const LAST_PIECE = { team: "Operations", project: "Office move", group: "Moving day", task: "Welcome breakfast" };

/** The demo's dashboard: six widgets over the Product team's projects. */
export const DEMO_DASHBOARD = {
  name: "Team overview",
  description: "The Product team's work at a glance.",
  widgets: [
    { name: "Open tasks", description: "Tasks not done yet", kind: "number", size: "small", statusCategories: ["TODO", "IN_PROGRESS"] },
    { name: "Overdue", description: "Open tasks past their due date, by project", kind: "overdue", size: "small" },
    { name: "Tasks by status", description: "Every task by its status", kind: "bars", size: "wide", groupBy: "status" },
    { name: "Share by status", description: "Where the work stands", kind: "donut", size: "small" },
    { name: "Progress", description: "Done tasks of each project", kind: "progress", size: "wide" },
    { name: "Workload", description: "Open tasks per person for the next four weeks", kind: "workload", size: "wide", weeks: 4 },
  ],
};

/**
 * Makes whatever of the demo work is missing. `people` are ada, bob, cy and gia of acme ({ userId });
 * `call(person, method, path, input)` calls /api/v2/<path> as that person (a GET's input is its
 * query) and answers the envelope's data, throwing on any other answer than 200. Answers
 * { complete: true } when there was nothing to do, else { made: number of calls that changed something, tasks }.
 */
export async function seedDemoWork({ people, call, today = new Date() }) {
  const { ada, bob, cy, gia } = people;
  const byAda = (method, path, input) => call(ada, method, path, input);
  let made = 0;
  const change = (path, input) => {
    made += 1;
    return byAda("POST", path, input);
  };
  const named = (items, name) => items.find((item) => item.name === name);
  const day = (offset) => {
    const date = new Date(today);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };

  const findTeam = async (name) => named(await byAda("GET", "team/getAllTeams"), name);
  const findProject = async (teamId, name) => named(await byAda("GET", "project/getAllProject", { teamId }), name);
  /** The top-level tasks of a group (with their subtasks and values), every page. */
  async function groupTasks(projectId, groupId) {
    const tasks = [];
    let cursor;
    do {
      const page = await byAda("GET", "project/list", { projectId, groupId, limit: 200, ...(cursor ? { cursor } : {}) });
      const group = page.groups.find((candidate) => candidate.id === groupId);
      tasks.push(...group.tasks);
      cursor = group.nextCursor;
    } while (cursor);
    return tasks;
  }

  async function complete() {
    const team = await findTeam(LAST_PIECE.team);
    const project = team && (await findProject(team.teamId, LAST_PIECE.project));
    const group = project && named((await byAda("GET", "project/list", { projectId: project.projectId, limit: 1 })).groups, LAST_PIECE.group);
    return Boolean(group && named(await groupTasks(project.projectId, group.id), LAST_PIECE.task));
  }
  if (await complete()) return { complete: true };

  const PEOPLE = [ada, bob, cy];
  const PRIORITIES = ["URGENT", "HIGH", "NORMAL", "LOW", null];

  /** A team with its people and statuses (the four defaults, plus `extraStatuses`). */
  async function team(name, members, extraStatuses = []) {
    const teamId = (await findTeam(name))?.teamId ?? (await change("team/create", { name })).teamId;
    const inTeam = new Set((await byAda("GET", "team/getAllUsersOfTeam", { teamId })).map((member) => member.userId));
    for (const [role, group] of Object.entries(members)) {
      const missing = group.filter((person) => !inTeam.has(person.userId));
      if (missing.length > 0) await change("team/addUsersToTeam", { teamId, userIds: missing.map((person) => person.userId), role });
    }
    const present = await byAda("GET", "team/customStatus/get", { teamId });
    for (const status of extraStatuses) if (!named(present, status.name)) await change("team/customStatus/create", { teamId, ...status });
    return { teamId, statuses: await byAda("GET", "team/customStatus/get", { teamId }) };
  }

  async function project(teamId, { name, description, visibility = "PUBLIC", folderId }) {
    const found = await findProject(teamId, name);
    if (found) return found;
    const path = visibility === "PRIVATE" ? "project/createPrivateProject" : "project/createPublicProject";
    return change(path, { teamId, name, description, ...(folderId ? { folderId } : {}) });
  }

  /** The project's groups: its first (unnamed) group renamed, then the others added. */
  async function groups(projectId, names) {
    const present = (await byAda("GET", "project/list", { projectId, limit: 1 })).groups;
    const ids = [];
    for (const [index, name] of names.entries()) {
      const found = named(present, name);
      const first = index === 0 && present.length === 1 && !names.includes(present[0].name) ? present[0] : null;
      if (found) ids.push(found.id);
      else if (first) {
        await change("project/taskGroups/update", { groupId: first.id, name });
        ids.push(first.id);
      } else ids.push((await change("project/taskGroups/create", { projectId, name })).id);
    }
    return ids;
  }

  let serial = 0;
  /** Tasks in a group, spread over the coming weeks (a few overdue), with subtasks under some. */
  async function tasks(projectId, groupId, statuses, names, { subtasks = {}, values, people: assignees = PEOPLE } = {}) {
    const present = await groupTasks(projectId, groupId);
    const ids = [];
    for (const name of names) {
      const n = serial++;
      const due = day((n % 9) * 4 - 5);
      const start = day((n % 9) * 4 - 9);
      let task = named(present, name);
      if (!task) {
        task = await change("task/add", {
          groupId,
          name,
          statusId: statuses[n % statuses.length].statusId,
          assigneeIds: [assignees[n % assignees.length].userId, ...(n % 4 === 0 ? [assignees[(n + 1) % assignees.length].userId] : [])],
          priority: PRIORITIES[n % PRIORITIES.length],
          startDate: start,
          dueDate: due,
        });
      }
      const subtaskNames = new Set((task.subtasks ?? []).map((subtask) => subtask.name));
      for (const sub of subtasks[name] ?? []) {
        if (!subtaskNames.has(sub)) {
          await change("task/add", { parentId: task.id, name: sub, assigneeIds: [assignees[(n + 2) % assignees.length].userId], dueDate: due });
        }
      }
      for (const [columnId, value] of values?.(n) ?? []) {
        if (!sameValue(task.values?.[columnId], value)) await change("task/setColumnValue", { taskId: task.id, columnId, value });
      }
      ids.push(task.id);
    }
    return ids;
  }

  // Product: the demo's main team, with a review status, a folder and a private project in it.
  const product = await team("Product", { ADMIN: [cy], MEMBER: [bob], GUEST: [gia] }, [
    { name: "In Review", category: "IN_PROGRESS", colour: "#9333ea" },
  ]);
  const website = await project(product.teamId, {
    name: "Website relaunch",
    description: "New site, new story: design, build and launch before the spring campaign.",
  });
  const presentColumns = (await byAda("GET", "project/column/get", { projectId: website.projectId })).columns;
  const column = async (type, name, config) =>
    named(presentColumns, name) ?? (await change("project/column/create", { projectId: website.projectId, type, name, config })).column;
  const estimate = await column("NUMBER", "Estimate (days)");
  const budget = await column("CURRENCY", "Budget");
  const channel = await column("SINGLE_SELECT", "Channel", { options: [{ label: "Web" }, { label: "Email" }, { label: "Social" }] });
  const labels = await column("MULTI_SELECT", "Labels", { options: [{ label: "Design" }, { label: "Copy" }, { label: "Dev" }] });
  const reviewer = await column("PEOPLE", "Reviewer");
  const approved = await column("CHECKBOX", "Approved");
  const brief = await column("URL", "Brief");
  const progress = await column("PROGRESS", "Progress");
  const quality = await column("RATING", "Quality");
  // The Kanban board's cards show the channel and the estimate (decision record 30); setting them again changes nothing.
  await byAda("POST", "kanban/setCardColumns", { projectId: website.projectId, columnIds: [channel.columnId, estimate.columnId] });
  const websiteValues = (n) => [
    [estimate.columnId, (n % 5) + 1],
    [budget.columnId, 25000 + (n % 6) * 12500],
    [channel.columnId, channel.config.options[n % 3].id],
    [labels.columnId, [labels.config.options[n % 3].id, labels.config.options[(n + 1) % 3].id]],
    [reviewer.columnId, [PEOPLE[(n + 1) % 3].userId]],
    [approved.columnId, n % 2 === 0],
    [brief.columnId, `https://docs.example.com/briefs/${n}`],
    [progress.columnId, (n * 17) % 101],
    [quality.columnId, (n % 5) + 1],
  ];
  const [discovery, design, build, launch] = await groups(website.projectId, ["Discovery", "Design", "Build", "Launch"]);
  const inWebsite = (groupId, names, options) => tasks(website.projectId, groupId, product.statuses, names, { values: websiteValues, ...options });
  await inWebsite(discovery, ["Interview five customers", "Audit the current site", "Competitor review", "Write the positioning brief"], {
    subtasks: { "Interview five customers": ["Draft the interview guide", "Book the calls", "Summarise the findings"] },
  });
  const designed = await inWebsite(design, ["Sitemap", "Wireframes for the home page", "Visual design system", "Pricing page design", "Accessibility review of the designs"], {
    subtasks: { "Visual design system": ["Colours and type", "Buttons and forms"] },
  });
  const built = await inWebsite(build, ["Set up the new CMS", "Build the page templates", "Migrate the blog posts", "Contact form with spam protection", "Performance budget checks", "Analytics and consent banner"], {
    subtasks: { "Migrate the blog posts": ["Export from the old CMS", "Fix broken links"] },
  });
  const launched = await inWebsite(launch, ["Redirects from the old URLs", "Launch announcement", "Go-live checklist"]);

  // A finish-to-start chain the Gantt draws, from the sitemap to the go-live checklist: each link
  // pushes its successor after its predecessor (auto-scheduling), and moving the sitemap into the
  // coming weeks carries the chain past every other task, so it is the project's critical path.
  const [sitemap, wireframes] = designed;
  const chain = [sitemap, wireframes, built[1], launched[2]];
  const links = await byAda("GET", "project/dependency/list", { projectId: website.projectId });
  for (let index = 1; index < chain.length; index++) {
    const [predecessorId, successorId] = [chain[index - 1], chain[index]];
    if (!links.some((link) => link.predecessorId === predecessorId && link.successorId === successorId)) {
      await change("project/dependency/create", { predecessorId, successorId, type: "FS", lagDays: 0 });
    }
  }
  await change("task/update", { taskId: sitemap, startDate: day(14), dueDate: day(18) });

  const mobile = await project(product.teamId, { name: "Mobile app", description: "The first release of the iOS and Android app." });
  const [backlog, sprint] = await groups(mobile.projectId, ["Backlog", "Sprint 1"]);
  await tasks(mobile.projectId, backlog, product.statuses, ["Offline mode", "Push notification settings", "Dark theme", "Tablet layout", "Share a task by link"]);
  await tasks(mobile.projectId, sprint, product.statuses, ["Sign-in screen", "Task list screen", "Task details screen", "Crash reporting", "Beta release to testers"], {
    subtasks: { "Task list screen": ["Pull to refresh", "Empty state"], "Beta release to testers": ["TestFlight build", "Play Console internal track"] },
  });

  const folderId =
    named(await byAda("GET", "folder/fetchFolderList", { teamId: product.teamId }), "Leadership")?.folderId ??
    (await change("folder/create", { teamId: product.teamId, name: "Leadership" })).folderId;
  const board = await project(product.teamId, {
    name: "Board planning",
    description: "Private to the leadership: budget, hiring plan and the board pack.",
    visibility: "PRIVATE",
    folderId,
  });
  const boardMembers = (await byAda("GET", "project/getMemberList", { projectId: board.projectId })).members;
  if (!boardMembers.some((member) => member.userId === cy.userId)) {
    await change("project/addPrivateProjectUsers", { projectId: board.projectId, userIds: [cy.userId], role: "MEMBER" });
  }
  const [pack] = await groups(board.projectId, ["Board pack"]);
  await tasks(board.projectId, pack, product.statuses, ["2027 budget draft", "Hiring plan", "Quarterly metrics", "Board deck", "Pricing proposal"], {
    subtasks: { "Board deck": ["Outline", "Review with Cy"] },
    people: [ada, cy],
  });

  // A public dashboard of the Product team's work (issue 42 §3), so a newcomer's Dashboard page has charts.
  const overview =
    named(await byAda("GET", "dashboard/list"), DEMO_DASHBOARD.name) ??
    (await change("dashboard/create", { name: DEMO_DASHBOARD.name, description: DEMO_DASHBOARD.description, visibility: "PUBLIC" }));
  const widgets = await byAda("GET", "dashboard/widgets/list", { dashboardId: overview.dashboardId });
  for (const widget of DEMO_DASHBOARD.widgets) {
    if (!named(widgets, widget.name)) await change("dashboard/widgets/create", { dashboardId: overview.dashboardId, teamIds: [product.teamId], ...widget });
  }

  // Operations: a second team, with a project of its own; its last task is LAST_PIECE, made last.
  const operations = await team(LAST_PIECE.team, { ADMIN: [cy], MEMBER: [bob] });
  const office = await project(operations.teamId, { name: LAST_PIECE.project, description: "Moving to the new office by the end of the quarter." });
  const [planning, moving] = await groups(office.projectId, ["Planning", LAST_PIECE.group]);
  await tasks(office.projectId, planning, operations.statuses, ["Choose the movers", "Floor plan and seating", "Internet and phones", "Furniture order", "Notify our clients of the new address"], {
    subtasks: { "Furniture order": ["Desks", "Chairs", "Meeting room table"] },
  });
  await tasks(office.projectId, moving, operations.statuses, ["Pack the meeting rooms", "Label every box", "Move the servers", LAST_PIECE.task]);

  return { made, tasks: serial };
}
