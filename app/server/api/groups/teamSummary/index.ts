import { z } from "@hono/zod-openapi";
import { CardDetailsSchema, CardFilterSchema, TeamIdSchema, TeamPageSchema } from "~/schemas/teamSummary";
import { ok } from "../../core/envelope";
import { ActivitySchema } from "~/schemas/auditLog";
import { pageOf } from "../../core/schemas";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runQuery } from "../../core/session";

const tags: [string] = ["teamSummary"];


const CountsSchema = z.object({ total: z.number(), open: z.number(), done: z.number(), overdue: z.number(), progress: z.number() });

/** A project's card of the summary (the board's card is server/shapes/card.ts). */
const ProjectCardSchema = CountsSchema.extend({
  projectId: z.string(),
  name: z.string(),
  visibility: z.string(),
  folderId: z.string().nullable(),
  folderName: z.string().nullable(),
});

const TeamCountsSchema = CountsSchema.extend({ projects: z.number() });

const MemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  deactivated: z.boolean(),
  email: z.string(),
  imageKey: z.string().nullable(),
  role: z.string(),
});

const InviteSchema = z.object({
  inviteId: z.string(),
  email: z.string(),
  roleName: z.string(),
  invitedBy: z.string(),
  createdAt: z.number(),
  expired: z.boolean(),
});


const cardCount = apiRoute({
  method: "get",
  path: "/cardCount",
  summary: "The team's totals over the projects I can see: projects, tasks, open, done, overdue, progress",
  input: TeamIdSchema,
  data: TeamCountsSchema,
  tags,
});

const cardDetails = apiRoute({
  method: "get",
  path: "/cardDetails",
  summary: "One project's card with its tasks by status",
  input: CardDetailsSchema,
  data: ProjectCardSchema.extend({
    statuses: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), colour: z.string(), count: z.number() })),
    noStatus: z.number(),
  }),
  tags,
});

const cardListing = apiRoute({
  method: "get",
  path: "/cardListing",
  summary: "The team's project cards I can see (progress, open and overdue counts), a page at a time",
  input: TeamPageSchema,
  data: pageOf(ProjectCardSchema),
  tags,
});

const filter = apiRoute({
  method: "get",
  path: "/filter",
  summary: "The project cards narrowed by name, folder (none: outside folders), visibility or overdue work",
  input: CardFilterSchema,
  data: pageOf(ProjectCardSchema),
  tags,
});

const teamMembersListing = apiRoute({
  method: "get",
  path: "/teamMembersListing",
  summary: "The team's members and their team roles, by name, a page at a time",
  input: TeamPageSchema,
  data: pageOf(MemberSchema),
  tags,
});

const pendingInvites = apiRoute({
  method: "get",
  path: "/pendingInvites",
  summary: "The organisation's open invites (teams have no invites of their own); for those who manage invites",
  input: TeamIdSchema,
  data: z.array(InviteSchema),
  tags,
});

const activityUpdates = apiRoute({
  method: "get",
  path: "/activityUpdates",
  summary: "The team's activity, newest first, without entries of projects I cannot see",
  input: TeamPageSchema,
  data: pageOf(ActivitySchema),
  tags,
});

const overview = apiRoute({
  method: "get",
  path: "/overview",
  summary:
    "The team summary page in one call: totals, cards (filtered and paged as in filter), first pages of members and activity, and open invites (null unless I manage invites)",
  input: CardFilterSchema,
  data: z.object({
    team: z.object({ teamId: z.string(), name: z.string() }),
    counts: TeamCountsSchema,
    cards: pageOf(ProjectCardSchema),
    members: pageOf(MemberSchema),
    pendingInvites: z.array(InviteSchema).nullable(),
    activity: pageOf(ActivitySchema),
  }),
  tags,
});

export const teamSummaryApi = createRouter()
  .openapi(cardCount, async (c) => ok(c, (await runQuery(c, { name: "teamSummary.cardCount", input: c.req.valid("query") })).data))
  .openapi(cardDetails, async (c) => ok(c, (await runQuery(c, { name: "teamSummary.cardDetails", input: c.req.valid("query") })).data))
  .openapi(cardListing, async (c) => ok(c, (await runQuery(c, { name: "teamSummary.cardListing", input: c.req.valid("query") })).data))
  .openapi(filter, async (c) => ok(c, (await runQuery(c, { name: "teamSummary.filter", input: c.req.valid("query") })).data))
  .openapi(teamMembersListing, async (c) =>
    ok(c, (await runQuery(c, { name: "teamSummary.teamMembersListing", input: c.req.valid("query") })).data),
  )
  .openapi(pendingInvites, async (c) =>
    ok(c, (await runQuery(c, { name: "teamSummary.pendingInvites", input: c.req.valid("query") })).data),
  )
  .openapi(activityUpdates, async (c) =>
    ok(c, (await runQuery(c, { name: "teamSummary.activityUpdates", input: c.req.valid("query") })).data),
  )
  .openapi(overview, async (c) => ok(c, (await runQuery(c, { name: "teamSummary.overview", input: c.req.valid("query") })).data));
