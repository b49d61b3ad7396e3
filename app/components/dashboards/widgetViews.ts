import { barsView } from "./kinds/bars";
import { burndownView } from "./kinds/burndown";
import { burnupView } from "./kinds/burnup";
import { donutView } from "./kinds/donut";
import { numberView } from "./kinds/number";
import { overdueView } from "./kinds/overdue";
import { progressView } from "./kinds/progress";
import { taskListView } from "./kinds/taskList";
import { workloadView } from "./kinds/workload";
import type { WidgetViewTable } from "./kinds/widgetView";

/**
 * How each kind of widget is drawn (issue 39 §2, decision record 101), under the names of
 * schemas/dashboard.ts WIDGET_KINDS, as the server's kinds are computed
 * (readModels/dashboardCharts/widgetKinds.ts): a new kind is a folder of kinds/ and a line here.
 */
export const WIDGET_VIEWS = {
  number: numberView,
  bars: barsView,
  donut: donutView,
  burnup: burnupView,
  burndown: burndownView,
  taskList: taskListView,
  progress: progressView,
  overdue: overdueView,
  workload: workloadView,
} as const satisfies WidgetViewTable;
