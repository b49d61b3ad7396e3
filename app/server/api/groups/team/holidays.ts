import { UpdateHolidaysSchema } from "~/schemas/dependency";
import { TeamIdSchema } from "~/schemas/team";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import { HolidaysSchema, ScheduleSchema } from "../project/shapes";

/** A team's holidays: the days its projects' scheduling skips besides weekends (decision record 29). */
const tags: [string] = ["team"];

const list = apiRoute({ method: "get", path: "/holidays", summary: "The team's holidays in date order", input: TeamIdSchema, data: HolidaysSchema, tags });

const update = apiRoute({
  method: "post",
  path: "/holidays/update",
  summary: "Replace the team's holidays (team admins); in the team's auto-scheduled projects, the tasks that follow others move off days that stopped being working days",
  input: UpdateHolidaysSchema,
  data: HolidaysSchema.extend({ rescheduled: ScheduleSchema.shape.rescheduled }),
  tags,
});

export const teamHolidaysApi = createRouter()
  .openapi(list, async (c) => ok(c, (await runQuery(c, { name: "holidays.list", input: c.req.valid("query") })).data))
  .openapi(update, async (c) => ok(c, (await runCommand(c, { name: "holidays.update", input: c.req.valid("json") })).data));
