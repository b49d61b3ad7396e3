import type { WidgetConfig } from "~/schemas/dashboard";
import type { WidgetKind } from "~/lib/dashboards";
import type { MemberContext } from "../../operations";
import { dimension } from "./dimensions";
import type { WidgetKindDefinition } from "./kind";
import { taskList, type Narrowing } from "./taskLists";
import { WIDGET_KIND_DEFINITIONS } from "./widgetKinds";

/**
 * The tasks behind one bar, slice or stacked part of a widget whose tasks span several projects
 * (the drill-down a click opens, decision record 54): the widget's tasks narrowed to the segment's
 * keys. A status key stands for every status of its name (the chart counts them together).
 */
export function segmentTasks(context: MemberContext, kind: WidgetKind, config: WidgetConfig, segment: string, today: string) {
  const definition: WidgetKindDefinition = WIDGET_KIND_DEFINITIONS[kind];
  const segments = definition.segments?.(config, today);
  const keys = segment.split("|");
  if (!segments || segments.groupings.length === 0 || keys.length !== segments.groupings.length) return null;
  const { groupings, where = "", params = [] } = segments;
  const narrowing: Narrowing = { join: "", joinParams: [], where, whereParams: [...params] };
  for (const [index, grouping] of groupings.entries()) {
    const cutBy = dimension(context, grouping, `d${index}`);
    if (!cutBy) return null;
    const key = keys[index] === "" ? null : keys[index];
    const matched = cutBy.matches ? cutBy.matches(key) : { where: `${cutBy.key} IS ?`, params: [key] };
    narrowing.join += ` ${cutBy.join}`;
    narrowing.joinParams.push(...cutBy.joinParams);
    narrowing.where += `${cutBy.where} AND ${matched.where}`;
    narrowing.whereParams.push(...cutBy.whereParams, ...matched.params);
  }
  return taskList(context, config, narrowing);
}

