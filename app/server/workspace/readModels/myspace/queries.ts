import { MY_CARDS, MY_TASK_BUCKETS, type MyCard as Card, type MyTaskBucket as Bucket } from "~/schemas/myspace";
import { firstStepsOf } from "../../aggregates/firstSteps/store";
import { defineQuery, type MemberContext } from "../../operations";
import { calendarOf, type Calendar } from "./dates";
import { myTaskPages, myTasks, recentlyVisitedProjects, tallyMyTasks } from "./store";

/** My-space (spec §7 myspace group): the signed-in member's own work, across the projects they can see. */
type Day = { today?: string };
type Page = { cursor?: string; limit?: number };
type Paging = Day & Page & { bucket?: Bucket };

export const MY_TASKS_PAGE = 20;
export const RECENT_PROJECTS = 8;

const EVERY_SELECTION = [...new Set([...MY_CARDS, ...MY_TASK_BUCKETS])];

type Tally = ReturnType<typeof tallyMyTasks<Card | Bucket>>;

const tally = (context: MemberContext, calendar: Calendar) => tallyMyTasks(context, calendar, EVERY_SELECTION);

const analyticsOf = (calendar: Calendar, { counts, statuses }: Tally) => ({
  today: calendar.today,
  cards: { open: counts.open, overdue: counts.overdue, dueThisWeek: counts.dueThisWeek, completedThisWeek: counts.completedThisWeek },
  statuses,
});

/** Every bucket's first page, except `bucket`, which starts after `cursor`; `only` leaves the other buckets out. */
function bucketsOf(context: MemberContext, calendar: Calendar, { counts }: { counts: Record<Bucket, number> }, { bucket, cursor, limit = MY_TASKS_PAGE }: Paging, only: boolean) {
  const names = only && bucket ? [bucket] : MY_TASK_BUCKETS;
  const pages = myTaskPages(
    context,
    calendar,
    names.map((name) => ({ selection: name, cursor: name === bucket ? cursor : undefined })),
    limit,
  );
  const buckets = names.map((name, index) => ({ bucket: name, total: counts[name], ...pages[index] }));
  return { today: calendar.today, buckets };
}

const recentProjects = (context: MemberContext, { limit = RECENT_PROJECTS }: { limit?: number }) =>
  recentlyVisitedProjects(context, limit);

export const myspaceQueries = {
  /** The analytics cards' counts and my tasks by status. */
  "myspace.analytics": defineQuery({
    permission: "signed-in",
    handler: (context, { today }: Day) => {
      const calendar = calendarOf(today, context.now);
      return analyticsOf(calendar, tally(context, calendar));
    },
  }),
  /** How many of my tasks one card counts. */
  "myspace.analyticsCardCount": defineQuery({
    permission: "signed-in",
    handler: (context, { card, today }: Day & { card: Card }) => ({
      card,
      count: tallyMyTasks(context, calendarOf(today, context.now), [card]).counts[card],
    }),
  }),
  /** The tasks behind one card, a page at a time. */
  "myspace.analyticsCardDetails": defineQuery({
    permission: "signed-in",
    handler: (context, { card, today, cursor, limit = MY_TASKS_PAGE }: Day & Page & { card: Card }) => ({
      card,
      ...myTasks(context, calendarOf(today, context.now), { selection: card, cursor }, limit),
    }),
  }),
  /** The projects I opened most recently (decision record 27). */
  "myspace.recentProjects": defineQuery({ permission: "signed-in", handler: recentProjects }),
  /** My open tasks and subtasks by due date: every bucket's first page, or the next page of one bucket. */
  "myspace.myAllTasks": defineQuery({
    permission: "signed-in",
    handler: (context, input: Paging) => {
      const calendar = calendarOf(input.today, context.now);
      return bucketsOf(context, calendar, tallyMyTasks(context, calendar, MY_TASK_BUCKETS), input, Boolean(input.bucket));
    },
  }),
  /** The my-space page in one round trip: cards, a page of every bucket (`bucket` from `cursor`), recent projects, the first steps. */
  "myspace.overview": defineQuery({
    permission: "signed-in",
    handler: (context, input: Omit<Paging, "limit">) => {
      const calendar = calendarOf(input.today, context.now);
      const counted = tally(context, calendar);
      return {
        analytics: analyticsOf(calendar, counted),
        tasks: bucketsOf(context, calendar, counted, input, false),
        recentProjects: recentProjects(context, {}),
        firstSteps: firstStepsOf(context.sql, context.viewer.member.userId),
      };
    },
  }),
};
