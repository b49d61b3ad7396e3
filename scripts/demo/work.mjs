// The demo workspace of `npm start` (issue 7 §10), created through /api/v2 as the demo people
// would create it: acme gets two teams, public and private projects (one in a folder), custom
// statuses and columns of several types, task groups and about 60 tasks with subtasks, assignees
// and dates over the coming weeks, a chain of dependencies in "Website relaunch". bob is not a member of the private project. Running it again
// changes nothing. Usage: node scripts/demo/work.mjs PORT
import { login, request } from "../bench/http.mjs";

const port = Number(process.argv[2] ?? 8787);

async function sessionOf(username) {
  const { status, body } = await login(port, username);
  if (status !== 200) throw new Error(`demo login of ${username} answered ${status}: ${body}`);
  const token = new URL(JSON.parse(body).data.redirectUrl).searchParams.get("token");
  const redeemed = await request(port, "acme.localhost", `/?token=${token}`, { headers: { "sec-fetch-site": "same-site" } });
  const cookie = redeemed.headers["set-cookie"].find((c) => /meridian-session=/.test(c));
  const accessToken = /meridian-session=([^;]*)/.exec(cookie)[1];
  const session = await api(accessToken, "GET", "user/session");
  return { accessToken, userId: session.userDetails.userId };
}

async function api(accessToken, method, path, input = {}) {
  const query = method === "GET" ? `?${new URLSearchParams(input)}` : "";
  const { status, body } = await request(port, "acme.localhost", `/api/v2/${path}${query}`, {
    method,
    headers: { accesstoken: accessToken, "content-type": "application/json" },
    body: method === "GET" ? undefined : JSON.stringify(input),
  });
  if (status !== 200) throw new Error(`${method} ${path} answered ${status}: ${body}`);
  return JSON.parse(body).data;
}

const day = (offset) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

const [ada, bob, cy, gia] = await Promise.all(["ada", "bob", "cy", "gia"].map((name) => sessionOf(`${name}@acme.test`)));
const as = (person) => (method, path, input) => api(person.accessToken, method, path, input);
const byAda = as(ada);

const teams = await byAda("GET", "team/getAllTeams");
if ((teams.teams ?? teams).some((team) => team.name === "Product")) {
  console.log("  Demo work data already present.");
  process.exit(0);
}

const PEOPLE = [ada, bob, cy];
const PRIORITIES = ["URGENT", "HIGH", "NORMAL", "LOW", null];

/** A team with its people and statuses (the four defaults, plus `extraStatuses`). */
async function team(name, members, extraStatuses = []) {
  const { teamId } = await byAda("POST", "team/create", { name });
  for (const [role, people] of Object.entries(members)) {
    await byAda("POST", "team/addUsersToTeam", { teamId, userIds: people.map((p) => p.userId), role });
  }
  for (const status of extraStatuses) await byAda("POST", "team/customStatus/create", { teamId, ...status });
  const statuses = await byAda("GET", "team/customStatus/get", { teamId });
  return { teamId, statuses: statuses.statuses ?? statuses };
}

async function project(teamId, { name, description, visibility = "PUBLIC", folderId }) {
  const call = visibility === "PRIVATE" ? "project/createPrivateProject" : "project/createPublicProject";
  return byAda("POST", call, { teamId, name, description, ...(folderId ? { folderId } : {}) });
}

/** The project's groups: its first group renamed, then the others added. */
async function groups(projectId, names) {
  const [first] = (await byAda("GET", "project/list", { projectId })).groups;
  const ids = [];
  for (const [index, name] of names.entries()) {
    if (index === 0 && first) {
      await byAda("POST", "project/taskGroups/update", { groupId: first.id, name });
      ids.push(first.id);
    } else {
      ids.push((await byAda("POST", "project/taskGroups/create", { projectId, name })).id);
    }
  }
  return ids;
}

let serial = 0;
/** Tasks in a group, spread over the coming weeks (a few overdue), with subtasks under some. */
async function tasks(groupId, statuses, names, { subtasks = {}, values, people = PEOPLE } = {}) {
  const created = [];
  for (const name of names) {
    const n = serial++;
    const due = day((n % 9) * 4 - 5);
    const start = day((n % 9) * 4 - 9);
    const status = statuses[n % statuses.length];
    const { id: taskId } = await byAda("POST", "task/add", {
      groupId,
      name,
      statusId: status.statusId,
      assigneeIds: [people[n % people.length].userId, ...(n % 4 === 0 ? [people[(n + 1) % people.length].userId] : [])],
      priority: PRIORITIES[n % PRIORITIES.length],
      startDate: start,
      dueDate: due,
    });
    for (const sub of subtasks[name] ?? []) {
      await byAda("POST", "task/add", { parentId: taskId, name: sub, assigneeIds: [people[(n + 2) % people.length].userId], dueDate: due });
    }
    if (values) for (const [columnId, value] of values(n)) await byAda("POST", "task/setColumnValue", { taskId, columnId, value });
    created.push(taskId);
  }
  return created;
}

// Product: the demo's main team, with a review status, a folder and a private project in it.
const product = await team("Product", { ADMIN: [cy], MEMBER: [bob], GUEST: [gia] }, [
  { name: "In Review", category: "IN_PROGRESS", colour: "#9333ea" },
]);
const website = await project(product.teamId, {
  name: "Website relaunch",
  description: "New site, new story: design, build and launch before the spring campaign.",
});
const column = async (type, name, config) =>
  (await byAda("POST", "project/column/create", { projectId: website.projectId, type, name, config })).column;
const estimate = await column("NUMBER", "Estimate (days)");
const budget = await column("CURRENCY", "Budget");
const channel = await column("SINGLE_SELECT", "Channel", { options: [{ label: "Web" }, { label: "Email" }, { label: "Social" }] });
const labels = await column("MULTI_SELECT", "Labels", { options: [{ label: "Design" }, { label: "Copy" }, { label: "Dev" }] });
const reviewer = await column("PEOPLE", "Reviewer");
const approved = await column("CHECKBOX", "Approved");
const brief = await column("URL", "Brief");
const progress = await column("PROGRESS", "Progress");
const quality = await column("RATING", "Quality");
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
await tasks(discovery, product.statuses, ["Interview five customers", "Audit the current site", "Competitor review", "Write the positioning brief"], {
  values: websiteValues,
  subtasks: { "Interview five customers": ["Draft the interview guide", "Book the calls", "Summarise the findings"] },
});
const designed = await tasks(design, product.statuses, ["Sitemap", "Wireframes for the home page", "Visual design system", "Pricing page design", "Accessibility review of the designs"], {
  values: websiteValues,
  subtasks: { "Visual design system": ["Colours and type", "Buttons and forms"] },
});
const built = await tasks(build, product.statuses, ["Set up the new CMS", "Build the page templates", "Migrate the blog posts", "Contact form with spam protection", "Performance budget checks", "Analytics and consent banner"], {
  values: websiteValues,
  subtasks: { "Migrate the blog posts": ["Export from the old CMS", "Fix broken links"] },
});
const launched = await tasks(launch, product.statuses, ["Redirects from the old URLs", "Launch announcement", "Go-live checklist"], { values: websiteValues });

// A finish-to-start chain the Gantt draws, from the sitemap to the go-live checklist: each link
// pushes its successor after its predecessor (auto-scheduling), and moving the sitemap into the
// coming weeks carries the chain past every other task, so it is the project's critical path.
const [sitemap, wireframes] = designed;
const chain = [sitemap, wireframes, built[1], launched[2]];
for (let index = 1; index < chain.length; index++) {
  await byAda("POST", "project/dependency/create", { predecessorId: chain[index - 1], successorId: chain[index], type: "FS", lagDays: 0 });
}
await byAda("POST", "task/update", { taskId: sitemap, startDate: day(14), dueDate: day(18) });

const mobile = await project(product.teamId, { name: "Mobile app", description: "The first release of the iOS and Android app." });
const [backlog, sprint] = await groups(mobile.projectId, ["Backlog", "Sprint 1"]);
await tasks(backlog, product.statuses, ["Offline mode", "Push notification settings", "Dark theme", "Tablet layout", "Share a task by link"]);
await tasks(sprint, product.statuses, ["Sign-in screen", "Task list screen", "Task details screen", "Crash reporting", "Beta release to testers"], {
  subtasks: { "Task list screen": ["Pull to refresh", "Empty state"], "Beta release to testers": ["TestFlight build", "Play Console internal track"] },
});

const { folderId } = await byAda("POST", "folder/create", { teamId: product.teamId, name: "Leadership" });
const board = await project(product.teamId, {
  name: "Board planning",
  description: "Private to the leadership: budget, hiring plan and the board pack.",
  visibility: "PRIVATE",
  folderId,
});
await byAda("POST", "project/addPrivateProjectUsers", { projectId: board.projectId, userIds: [cy.userId], role: "MEMBER" });
const [pack] = await groups(board.projectId, ["Board pack"]);
await tasks(pack, product.statuses, ["2027 budget draft", "Hiring plan", "Quarterly metrics", "Board deck", "Pricing proposal"], {
  subtasks: { "Board deck": ["Outline", "Review with Cy"] },
  people: [ada, cy],
});

// Operations: a second team, with a project of its own.
const operations = await team("Operations", { ADMIN: [cy], MEMBER: [bob] });
const office = await project(operations.teamId, { name: "Office move", description: "Moving to the new office by the end of the quarter." });
const [planning, moving] = await groups(office.projectId, ["Planning", "Moving day"]);
await tasks(planning, operations.statuses, ["Choose the movers", "Floor plan and seating", "Internet and phones", "Furniture order", "Notify our clients of the new address"], {
  subtasks: { "Furniture order": ["Desks", "Chairs", "Meeting room table"] },
});
await tasks(moving, operations.statuses, ["Pack the meeting rooms", "Label every box", "Move the servers", "Welcome breakfast"]);

console.log(`  Demo work data created: 2 teams, 4 projects, ${serial} tasks with subtasks.`);
