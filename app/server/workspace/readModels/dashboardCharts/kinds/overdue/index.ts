import { DAY_MS, isoDay } from "~/lib/days";
import { cut, slices, total } from "../../cuts";
import { dimension } from "../../dimensions";
import { defineWidgetKind } from "../../kind";
import { OPEN } from "../../tasks";

/** Open tasks due before today. */
const overdueOnly = (today: string) => ({ where: ` AND t.due_date < ? AND ${OPEN}`, params: [today] });

/** Overdue by project: each project's open tasks due before today; a bar leads to its tasks. */
export const overdueKind = defineWidgetKind({
  chart: (context, config, today) => {
    const byProject = dimension(context, "project", "g")!;
    const yesterday = isoDay(Date.parse(`${today}T00:00:00Z`) - DAY_MS);
    const dueBefore = { ...config, dueTo: config.dueTo && config.dueTo < yesterday ? config.dueTo : yesterday };
    const overdue = overdueOnly(today);
    // The List cannot filter to open tasks: its due range finds the overdue ones with the done ones among them.
    const rows = slices(dueBefore, cut(context, config, byProject, null, overdue.where, overdue.params), byProject, null).rows.map((row) =>
      row.link && "exact" in row.link ? { ...row, link: { ...row.link, exact: false } } : row,
    );
    return { rows, total: total(rows) };
  },
  segments: (_config, today) => ({ groupings: ["project"], ...overdueOnly(today) }),
});
