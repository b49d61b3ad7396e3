import { defineQuery, type MemberContext } from "../../operations";
import { calendarOf } from "./dates";
import { MY_CARDS, MY_TASK_BUCKETS, type MyCard as Card, type MyTaskBucket as Bucket } from "~/schemas/myspace";
import { countMyTasks, countMyTasksByStatus, myTasks, recentlyVisitedProjects } from "./store";

/** My-space (spec §7 myspace group): the signed-in member's own work, across the projects they can see. */
type Day = { today?: string };
type Page = { cursor?: string; limit?: number };

export const MY_TASKS_PAGE = 20;
export const RECENT_PROJECTS = 8;

function analytics(context: MemberContext, { today }: Day) {
  const calendar = calendarOf(today, context.now);
  return { today: calendar.today, cards: countMyTasks(context, calendar, MY_CARDS), statuses: countMyTasksByStatus(context) };
}

type Paging = Day & Page & { bucket?: Bucket };

/** Every bucket's first page, except `bucket`, which starts after `cursor`; `only` leaves the other buckets out. */
function allTasks(context: MemberContext, { today, bucket, cursor, limit = MY_TASKS_PAGE }: Paging, only = Boolean(bucket)) {
  const calendar = calendarOf(today, context.now);
  const totals = countMyTasks(context, calendar, MY_TASK_BUCKETS);
  const buckets = (only && bucket ? [bucket] : MY_TASK_BUCKETS).map((name) => ({
    bucket: name,
    total: totals[name],
    ...myTasks(context, calendar, name, limit, name === bucket ? cursor : undefined),
  }));
  return { today: calendar.today, buckets };
}

const recentProjects = (context: MemberContext, { limit = RECENT_PROJECTS }: { limit?: number }) =>
  recentlyVisitedProjects(context, limit);

export const myspaceQueries = {
  /** The analytics cards' counts and my tasks by status. */
  "myspace.analytics": defineQuery({ permission: "signed-in", handler: (context, input: Day) => analytics(context, input) }),
  /** How many of my tasks one card counts. */
  "myspace.analyticsCardCount": defineQuery({
    permission: "signed-in",
    handler: (context, { card, today }: Day & { card: Card }) => {
      const calendar = calendarOf(today, context.now);
      return { card, count: countMyTasks(context, calendar, [card])[card] };
    },
  }),
  /** The tasks behind one card, a page at a time. */
  "myspace.analyticsCardDetails": defineQuery({
    permission: "signed-in",
    handler: (context, { card, today, cursor, limit = MY_TASKS_PAGE }: Day & Page & { card: Card }) => ({
      card,
      ...myTasks(context, calendarOf(today, context.now), card, limit, cursor),
    }),
  }),
  /** The projects I opened most recently (decision record 27). */
  "myspace.recentProjects": defineQuery({ permission: "signed-in", handler: recentProjects }),
  /** My open tasks and subtasks by due date: every bucket's first page, or the next page of one bucket. */
  "myspace.myAllTasks": defineQuery({ permission: "signed-in", handler: (context, input: Paging) => allTasks(context, input) }),
  /** The my-space page in one round trip: cards, a page of every bucket (`bucket` from `cursor`), recent projects. */
  "myspace.overview": defineQuery({
    permission: "signed-in",
    handler: (context, { today, bucket, cursor }: Omit<Paging, "limit">) => ({
      analytics: analytics(context, { today }),
      tasks: allTasks(context, { today, bucket, cursor }, false),
      recentProjects: recentProjects(context, {}),
    }),
  }),
};
