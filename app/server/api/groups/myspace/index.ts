import { z } from "@hono/zod-openapi";
import { FIRST_STEPS } from "~/lib/firstSteps";
import {
  MY_CARDS,
  MY_TASK_BUCKETS,
  MyAllTasksSchema,
  MyCardDetailsSchema,
  MyCardSchema,
  MyDaySchema,
  MyOverviewSchema,
  RecentProjectsSchema,
} from "~/schemas/myspace";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";

const tags: [string] = ["myspace"];

export const MyTaskSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  groupId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  status: z.object({ id: z.string(), name: z.string(), category: z.string(), colour: z.string() }).nullable(),
  priority: z.string().nullable(),
  dueDate: z.string().nullable(),
});

const page = <T extends z.ZodType>(item: T) => ({ items: z.array(item), nextCursor: z.string().nullable() });

const AnalyticsSchema = z.object({
  today: z.string(),
  cards: z.object(Object.fromEntries(MY_CARDS.map((card) => [card, z.number()])) as Record<(typeof MY_CARDS)[number], z.ZodNumber>),
  statuses: z.array(z.object({ name: z.string(), category: z.string(), colour: z.string(), count: z.number() })),
});

const MyAllTasksDataSchema = z.object({
  today: z.string(),
  buckets: z.array(z.object({ bucket: z.enum(MY_TASK_BUCKETS), total: z.number(), ...page(MyTaskSchema) })),
});

const RecentProjectSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  visibility: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  visitedAt: z.number(),
});

const FirstStepsSchema = z.object({
  steps: z.array(z.object({ step: z.enum(FIRST_STEPS), done: z.boolean() })),
  dismissed: z.boolean(),
});

const analytics = apiRoute({
  method: "get",
  path: "/analytics",
  summary: "My analytics cards (open, overdue, due this week, completed this week) and my tasks by status",
  input: MyDaySchema,
  data: AnalyticsSchema,
  tags,
});

const analyticsCardCount = apiRoute({
  method: "get",
  path: "/analyticsCardCount",
  summary: "How many of my tasks one analytics card counts",
  input: MyCardSchema,
  data: z.object({ card: z.enum(MY_CARDS), count: z.number() }),
  tags,
});

const analyticsCardDetails = apiRoute({
  method: "get",
  path: "/analyticsCardDetails",
  summary: "The tasks behind one analytics card, a page at a time (cursor)",
  input: MyCardDetailsSchema,
  data: z.object({ card: z.enum(MY_CARDS), ...page(MyTaskSchema) }),
  tags,
});

const recentProjects = apiRoute({
  method: "get",
  path: "/recentProjects",
  summary: "The projects I opened most recently, among those I can still see",
  input: RecentProjectsSchema,
  data: z.array(RecentProjectSchema),
  tags,
});

const myAllTasks = apiRoute({
  method: "get",
  path: "/myAllTasks",
  summary: "My open tasks and subtasks by due date (overdue, today, this week, later, no date): each bucket's first page, or the next page of one bucket",
  input: MyAllTasksSchema,
  data: MyAllTasksDataSchema,
  tags,
});

const overview = apiRoute({
  method: "get",
  path: "/overview",
  summary: "The my-space page in one call: analytics, a page of every bucket of my tasks (bucket from cursor), recent projects, my first steps",
  input: MyOverviewSchema,
  data: z.object({ analytics: AnalyticsSchema, tasks: MyAllTasksDataSchema, recentProjects: z.array(RecentProjectSchema), firstSteps: FirstStepsSchema }),
  tags,
});

const firstSteps = apiRoute({
  method: "get",
  path: "/firstSteps",
  summary: "My first-steps checklist: each step and whether the organisation or I did it (a project, an invite, a task, the Kanban and Gantt views opened, a dashboard), and whether I dismissed it",
  data: FirstStepsSchema,
  tags,
});

const dismissFirstSteps = apiRoute({
  method: "post",
  path: "/dismissFirstSteps",
  summary: "Hides my first-steps checklist on My Space for good",
  data: z.object({ dismissed: z.literal(true) }),
  tags,
});

export const myspaceApi = createRouter()
  .openapi(analytics, async (c) => ok(c, (await runQuery(c, { name: "myspace.analytics", input: c.req.valid("query") })).data))
  .openapi(analyticsCardCount, async (c) =>
    ok(c, (await runQuery(c, { name: "myspace.analyticsCardCount", input: c.req.valid("query") })).data),
  )
  .openapi(analyticsCardDetails, async (c) =>
    ok(c, (await runQuery(c, { name: "myspace.analyticsCardDetails", input: c.req.valid("query") })).data),
  )
  .openapi(recentProjects, async (c) => ok(c, (await runQuery(c, { name: "myspace.recentProjects", input: c.req.valid("query") })).data))
  .openapi(myAllTasks, async (c) => ok(c, (await runQuery(c, { name: "myspace.myAllTasks", input: c.req.valid("query") })).data))
  .openapi(overview, async (c) => ok(c, (await runQuery(c, { name: "myspace.overview", input: c.req.valid("query") })).data))
  .openapi(firstSteps, async (c) => ok(c, (await runQuery(c, { name: "firstSteps.checklist", input: {} })).data))
  .openapi(dismissFirstSteps, async (c) => ok(c, (await runCommand(c, { name: "firstSteps.dismiss", input: {} })).data));
