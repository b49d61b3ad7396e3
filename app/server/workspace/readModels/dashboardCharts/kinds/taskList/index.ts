import { defineWidgetKind } from "../../kind";
import { NOT_NARROWED, taskList } from "../../taskLists";

/** Task list: the first matching tasks in the reader's order, and how many match. */
export const taskListKind = defineWidgetKind({
  chart: (context, config, _today, sort) => taskList(context, config, NOT_NARROWED, sort),
});
