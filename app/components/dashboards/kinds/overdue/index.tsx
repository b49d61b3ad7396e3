import { Bars, CountsTable, describeRows, Empty } from "../parts";
import { defineWidgetView } from "../widgetView";

export const overdueView = defineWidgetView<"overdue">({
  describe: describeRows,
  Drawing: (props) => (props.data.rows.length === 0 ? <Empty /> : <Bars {...props} />),
  Table: CountsTable,
});
