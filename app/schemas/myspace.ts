import * as z from "zod";
import { MY_TASK_BUCKETS, type MyTaskBucket } from "~/lib/myTaskBuckets";

/** Inputs of the spec §7 myspace group (query strings: numbers arrive as text). */
export { MY_TASK_BUCKETS, type MyTaskBucket };

export const MY_CARDS = ["open", "overdue", "dueThisWeek", "completedThisWeek"] as const;
export type MyCard = (typeof MY_CARDS)[number];

export const MAX_PAGE = 100;

export const INVALID_DAY_MESSAGE = "Please enter a valid date";

/** The viewer's today, as their browser knows it: YYYY-MM-DD of a real day. */
export const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DAY_MESSAGE)
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    }, INVALID_DAY_MESSAGE);

export const pageLimit = (max = MAX_PAGE) => z.coerce.number().int().min(1).max(max).optional();
export const cursor = () => z.string().min(1).max(500).optional();

export const MyDaySchema = z.object({ today: day().optional() });

export const MyAllTasksSchema = MyDaySchema.extend({
  bucket: z.enum(MY_TASK_BUCKETS).optional(),
  cursor: cursor(),
  limit: pageLimit(),
});

/** The my-space page: every bucket's first page, one of them (bucket) from a cursor. */
export const MyOverviewSchema = MyDaySchema.extend({ bucket: z.enum(MY_TASK_BUCKETS).optional(), cursor: cursor() });

export const MyCardSchema = MyDaySchema.extend({ card: z.enum(MY_CARDS) });

export const MyCardDetailsSchema = MyCardSchema.extend({ cursor: cursor(), limit: pageLimit() });

export const RecentProjectsSchema = z.object({ limit: pageLimit(20) });
