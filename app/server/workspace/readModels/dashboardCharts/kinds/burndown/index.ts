import { defineWidgetKind } from "../../kind";
import { burnup, type BurnupPoint } from "../burnup";

export type BurndownPoint = { date: string; open: number };
/** Open tasks remaining at the end of each day or week: the burn-up's created less its completed. */
const burndown = (points: BurnupPoint[]): BurndownPoint[] => points.map((point) => ({ date: point.date, open: point.created - point.completed }));

/** Burn-down: the open tasks remaining at the end of each of the burn-up's days or weeks. */
export const burndownKind = defineWidgetKind({
  chart: (context, config, today) => ({ points: burndown(burnup(context, config, today)), interval: config.interval }),
});
