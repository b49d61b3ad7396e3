import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WIDGET_KINDS } from "~/lib/dashboards";
import { WorkspaceCore } from "~/server/workspace/core";
import { defineQuery, type Registry } from "~/server/workspace/operations";
import { REGISTRY } from "~/server/workspace/registry";
import { tenantStub } from "./helpers";
import { recordingStorage } from "./recordingStorage";
import { addTasks } from "./work/summaryWorld";
import { buildWorld, call, type Agent, type World } from "./work/world";

/**
 * Every registered workspace query must read through an index (issue 7, Speed).
 * Each query of the REGISTRY is run for real, inside acme's Durable Object,
 * through a WorkspaceCore whose storage records every statement it executes;
 * each distinct statement is then EXPLAINed with its own parameters, and a
 * plan that scans a work table from end to end fails the test. A query added
 * later is covered without touching this file as long as it answers to the
 * common input below; otherwise it fails, asking for its input in INPUTS.
 */
const world = await buildWorld();
await addTasks(world, world.publicProject, [{ name: "Assigned", due: "2026-06-10", assignees: [world.people.member] }]);
const [binned] = await addTasks(world, world.publicProject, [{ name: "In the bin" }]);
// A conversation with a reply, a mention and a reaction, for the conversation queries.
const conversation = (await call(world.people.member, "POST", "task/conversation/create", { taskId: world.publicProject.taskId, text: "Plans" })).body.data as { messageId: string };
await call(world.people.owner, "POST", "task/reply/create", { conversationId: conversation.messageId, text: "Reply" });
await call(world.people.owner, "POST", "task/conversation/react", { messageId: conversation.messageId, emoji: "👍" });
// A file on the task, for the attachment queries (its bytes are not needed to plan their reads).
const attachmentId = crypto.randomUUID();
await runInDurableObject(tenantStub("acme"), (_instance, state) => {
  state.storage.sql.exec(
    `INSERT INTO attachments (id, item_type, item_id, message_id, r2_key, name, content_type, size, state, uploaded_by, created_at, committed_at)
     VALUES (?, 'task', ?, ?, ?, 'plan.pdf', 'application/pdf', 10, 'committed', ?, ?, ?)`,
    attachmentId, world.publicProject.taskId, conversation.messageId, `attachments/plans/${attachmentId}`, world.people.member.userId, Date.now(), Date.now(),
  );
});
// A dashboard of every widget kind, for the dashboard queries (each kind's aggregate is one statement).
const dashboard = (await call(world.people.member, "POST", "dashboard/create", { name: "Plans" })).body.data as { dashboardId: string };
const widgetIds: string[] = [];
for (const [index, kind] of WIDGET_KINDS.entries()) {
  const filters = index % 2 ? { statusCategories: ["TODO"], priorities: ["HIGH"], assigneeIds: [world.people.member.userId] } : { teamIds: [world.teamId] };
  const made = await call(world.people.member, "POST", "dashboard/widgets/create", { dashboardId: dashboard.dashboardId, name: kind, description: "Plan", kind, ...filters });
  widgetIds.push((made.body.data as { widgetId: string }).widgetId);
}
for (const groupBy of ["assignee", "priority", "project"]) {
  await call(world.people.member, "POST", "dashboard/widgets/create", { dashboardId: dashboard.dashboardId, name: groupBy, description: "Plan", kind: "bars", groupBy });
}
// Custom columns for the column widgets: a single select to group, stack, share and filter by, a people column to filter by, a number to add up.
const columnOf = async (name: string, type: string, config: Record<string, unknown> = {}) =>
  ((await call(world.people.owner, "POST", "project/column/create", { projectId: world.publicProject.id, name, type, config })).body.data as { columnId: string }).columnId;
const typeColumn = await columnOf("Type", "SINGLE_SELECT", { options: [{ label: "Feature" }, { label: "Bug" }] });
const peopleColumn = await columnOf("Owner", "PEOPLE");
const estimateColumn = await columnOf("Estimate", "NUMBER");
const columnWidgets = [
  { kind: "number", measure: "sum", measureColumnId: estimateColumn },
  { kind: "number", measure: "average", measureColumnId: estimateColumn, teamIds: [world.teamId] },
  { kind: "bars", groupBy: `column:${typeColumn}`, stackBy: "status" },
  { kind: "bars", groupBy: "project", stackBy: "assignee", dueFrom: "2026-01-01", dueTo: "2026-12-31" },
  { kind: "donut", shareBy: `column:${typeColumn}`, columnValues: [`${peopleColumn}:${world.people.member.userId}`] },
  { kind: "taskList", columnValues: [`${typeColumn}:x`] },
  // Unfiltered column counts and sums read the column's values index; workload by week with an estimate, unfiltered and filtered.
  // (unfiltered: the estimate sums kept by triggers, dashboard_estimates, step 30)
  { kind: "bars", groupBy: `column:${typeColumn}` },
  { kind: "workload", measureColumnId: estimateColumn, weeks: 3 },
  { kind: "workload", measureColumnId: estimateColumn, priorities: ["HIGH"] },
  // Unfiltered widgets read the counts the triggers keep (step 29): stacked by priority, by status and project, progress, burn-up and burn-down.
  { kind: "bars", groupBy: `column:${typeColumn}`, stackBy: "priority" },
  { kind: "bars", groupBy: "project", stackBy: "status" },
  { kind: "bars", groupBy: "assignee", stackBy: "priority" },
  { kind: "donut", shareBy: `column:${typeColumn}` },
  { kind: "progress" },
  { kind: "burnup", interval: "day" },
  { kind: "burndown", interval: "week" },
];
for (const [index, fields] of columnWidgets.entries()) {
  await call(world.people.member, "POST", "dashboard/widgets/create", { dashboardId: dashboard.dashboardId, name: `Columns ${index}`, description: "Plan", ...fields });
}
// A ready background export of the member's (decision 0057), for the export job queries.
const exportJobId = crypto.randomUUID();
await runInDurableObject(tenantStub("acme"), (_instance, state) => {
  state.storage.sql.exec(
    `INSERT INTO export_jobs (id, user_id, project_id, project_name, format, query_json, state, pieces, total, created_at, finished_at, expires_at)
     VALUES (?, ?, ?, 'Plans', 'csv', '{}', 'ready', 1, 1, ?, ?, ?)`,
    exportJobId, world.people.member.userId, world.publicProject.id, Date.now(), Date.now(), Date.now() + 86_400_000,
  );
});
await runInDurableObject(tenantStub("acme"), (_instance, state) => {
  state.storage.sql.exec("UPDATE tasks SET hidden_in = 'bin', hidden_with = id, hidden_by = ?, hidden_at = ? WHERE id = ?", world.people.member.userId, Date.now(), binned);
});

// An endpoint with an attempt in its delivery log, for the webhook queries (issue 44 §3).
const webhook = (await call(world.people.tenantAdmin, "POST", "webhooks/register", { url: "https://hooks.example.test/plans", eventTypes: ["task.created"] })).body.data as { endpointId: string };
await runInDurableObject(tenantStub("acme"), (_instance, state) => {
  const deliveryId = `msg_${crypto.randomUUID()}`;
  state.storage.sql.exec("INSERT INTO webhook_deliveries (id, endpoint_id, event_type, body, created_at) VALUES (?, ?, 'task.created', '{}', ?)", deliveryId, webhook.endpointId, Date.now());
  state.storage.sql.exec(
    "INSERT INTO webhook_attempts (delivery_id, endpoint_id, attempt, attempted_at, status_code, latency_ms) VALUES (?, ?, 1, ?, 200, 12)",
    deliveryId, webhook.endpointId, Date.now(),
  );
});
/** Tables whose full scan grows with the tenant's work. Lookup tables of a few rows (statuses of a team) are reached by index anyway. */
const WORK_TABLES = new Set([
  "tasks", "task_assignees", "task_values", "task_groups", "columns", "projects", "project_members", "project_pins",
  "project_visits", "folders", "teams", "team_members", "statuses", "activity", "invites", "members", "sessions", "dependencies",
  "team_holidays", "search_items", "messages", "message_reactions", "message_mentions", "watchers", "attachments",
  "dashboards", "dashboard_members", "widgets", "dashboard_counts", "dashboard_days", "dashboard_estimates",
]);
/** Full scans accepted on purpose, each with its reason. */
const ACCEPTED_SCANS: Record<string, string> = {
  teams: "a tenant has tens of teams; admins list all of them",
  invites: "the table holds only the tenant's open invites, and the invites page lists them all",
  dashboards: "admins list every dashboard of the tenant (tens; Free allows 3)",
};

/** The input every query gets, from the world's ids; a query that needs more or other fields gets an entry in INPUTS. */
const commonInput = (w: World) => ({
  teamId: w.teamId,
  projectId: w.publicProject.id,
  groupId: w.publicProject.groupId,
  taskId: w.publicProject.taskId,
  today: "2026-06-15",
  limit: 50,
});
const INPUTS: Record<string, (w: World) => Record<string, unknown>> = {
  "myspace.analyticsCardCount": () => ({ card: "overdue" }),
  "myspace.analyticsCardDetails": () => ({ card: "open" }),
  // getColumns reads the board by status (the default); a page by assignee reads the assignments' copy of the order.
  "kanban.getTasks": (w) => ({ type: "ASSIGNEE", column: w.people.member.userId }),
  "search.global": () => ({ show: "All", searchText: "Task" }),
  "archive.counts": () => ({ in: "bin" }),
  "archive.listing": () => ({ in: "bin", type: "task", limit: 25 }),
  "gantt.window": () => ({ critical: "1" }),
  // Unfiltered, the audit log is a walk of the log's key from its newest entry that stops after a page.
  "auditLog.list": (w) => ({ actorId: w.people.member.userId }),
  "conversations.list": (w) => ({ itemId: w.publicProject.taskId }),
  "conversations.mentionable": (w) => ({ itemId: w.publicProject.taskId }),
  "conversations.replies": () => ({ conversationId: conversation.messageId }),
  "attachments.list": (w) => ({ itemId: w.publicProject.taskId }),
  "attachments.get": () => ({ attachmentId }),
  "dashboards.metadata": () => ({ dashboardId: dashboard.dashboardId }),
  "dashboards.widgets": () => ({ dashboardId: dashboard.dashboardId }),
  // The board computes every widget of the dashboard: each kind, each bar grouping, with and without filters.
  // With a drill-down: the tasks of one bar of the status bars (issue 18 §2, decision record 54).
  // The task lists' orders a reader may choose (sort.<widgetId>): the board sorts the plain list by assignee, the chart the filtered one by status.
  "dashboardCharts.board": () => ({ dashboardId: dashboard.dashboardId, focus: widgetIds[1], segment: "a-status", sorts: `${widgetIds[5]}:assignee-desc` }),
  "dashboardCharts.chart": () => ({ widgetId: widgetIds[5], sort: "status-asc" }),
  "dashboards.invitees": (w) => ({ dashboardId: dashboard.dashboardId, users: [w.people.owner.email, "someone@newco.test"] }),
  "exports.file": () => ({ jobId: exportJobId }),
  "exports.job": () => ({ jobId: exportJobId }),
  // An export reads everything a JSON file holds: archived items, descriptions, conversations and files.
  "projectExport.head": () => ({ archived: true, details: true }),
  "projectExport.tasks": () => ({ archived: true, details: true, filters: {}, limit: 50 }),
  // Settings › Users (decision record 46): one person, and the list by state (the team filter is the common input's).
  "members.view": (w) => ({ userId: w.people.member.userId }),
  "members.forTransfer": (w) => ({ userId: w.people.member.userId }),
  // privateProjectInvite's look-up (decision 0052): a member by id and by e-mail, and an e-mail from outside.
  "webhooks.deliveries": () => ({ endpointId: webhook.endpointId }),
  "projects.invitees": (w) => ({ projectId: w.privateProject.id, userIds: [w.people.member.userId], emails: [w.people.owner.email, "someone@newco.test"] }),
};
/** Each query runs for a team member (the visibility conditions) and for a tenant admin (who sees everything). */
const callers = (w: World): Agent[] => [w.people.member, w.people.tenantAdmin, w.people.ada];

type Statement = { query: string; bindings: unknown[] };
type Finding = { query: string; scans: string[] };

/** The tables a statement names after FROM or JOIN, by alias. */
function tablesByAlias(query: string) {
  const aliases = new Map<string, string>();
  for (const [, table, alias] of query.matchAll(/\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?:AS\s+)?(?!ON\b|WHERE\b|JOIN\b|LEFT\b|CROSS\b|INNER\b|GROUP\b|ORDER\b|LIMIT\b)(\w+))?/gi)) {
    aliases.set(table, table);
    if (alias) aliases.set(alias, table);
  }
  return aliases;
}

/** The work tables a statement's plan scans in full (a full scan of a covering index counts: it still reads every row). */
function fullScans(sql: SqlStorage, { query, bindings }: Statement): string[] {
  const aliases = tablesByAlias(query);
  const plan = sql.exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${query}`, ...bindings).toArray();
  return plan
    .map((step) => /^SCAN (\w+)/.exec(step.detail)?.[1])
    .map((name) => (name ? (aliases.get(name) ?? name) : null))
    .filter((table): table is string => table !== null && WORK_TABLES.has(table) && !(table in ACCEPTED_SCANS));
}

/** A storage that records each distinct statement run through it (with its first bindings), as the core would run them. */
const recording = (storage: DurableObjectStorage, statements: Map<string, Statement>) =>
  recordingStorage(storage, (query, bindings) => {
    if (!statements.has(query)) statements.set(query, { query, bindings });
  });

/** The queries that read the whole organisation on purpose (its archive, decision 0092, a background job's steps): their plans may scan. */
const READS_EVERYTHING = ["organisationArchive.contents", "organisationArchive.files"];

/** Runs every query of `registry` as each caller; answers the queries that never succeeded and the plans that scan. */
function auditQueries(registry: Registry) {
  return runInDurableObject(tenantStub("acme"), async (_instance, state) => {
    const statements = new Map<string, Statement>();
    const core = new WorkspaceCore(recording(state.storage, statements), registry);
    const unrecorded = new WorkspaceCore(state.storage, registry);
    const unanswered: string[] = [];
    for (const name of Object.keys(registry.queries)) {
      const input = { ...commonInput(world), ...INPUTS[name]?.(world) };
      const outcomes = [];
      const runner = READS_EVERYTHING.includes(name) ? unrecorded : core;
      for (const agent of callers(world)) outcomes.push(await runner.query(agent.token, { name, input }));
      if (!outcomes.some((outcome) => outcome.ok)) unanswered.push(`${name}: ${outcomes.map((o) => (o.ok ? "ok" : o.message)).join(" / ")}`);
    }
    const findings: Finding[] = [];
    for (const statement of statements.values()) {
      const scans = fullScans(state.storage.sql, statement);
      if (scans.length) findings.push({ query: statement.query.replace(/\s+/g, " "), scans });
    }
    return { unanswered, findings, statements: statements.size };
  });
}

describe("query plans of every registered workspace query", () => {
  it("runs every query successfully for a member or an admin (give a query its input in INPUTS otherwise)", async () => {
    const { unanswered, statements } = await auditQueries(REGISTRY);
    expect(unanswered).toEqual([]);
    expect(statements).toBeGreaterThan(10);
  });

  it("reads no work table from end to end", async () => {
    const { findings } = await auditQueries(REGISTRY);
    expect(findings).toEqual([]);
  });

  it("catches a query that scans tasks", async () => {
    const unindexed = defineQuery({
      permission: "signed-in",
      handler: ({ sql }, { name }: { name?: string }) =>
        sql.exec("SELECT COUNT(*) AS n FROM tasks t WHERE t.name = ?", name ?? "Task").one().n,
    });
    const withProbe: Registry = { ...REGISTRY, queries: { ...REGISTRY.queries, "probe.unindexed": unindexed } };
    const { findings } = await auditQueries(withProbe);
    expect(findings).toEqual([{ query: "SELECT COUNT(*) AS n FROM tasks t WHERE t.name = ?", scans: ["tasks"] }]);
  });
});
