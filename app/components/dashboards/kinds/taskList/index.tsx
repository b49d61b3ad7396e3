import { Link, useLocation } from "@remix-run/react";
import { TaskRow } from "../../TaskRow";
import type { ChartOf } from "../../types";
import { Empty } from "../parts";
import { defineWidgetView } from "../widgetView";

const SORTS: Array<[string, string]> = [
  ["name", "Name"],
  ["status", "Status"],
  ["priority", "Priority"],
  ["assignee", "Assignee"],
  ["due", "Due date"],
];

/**
 * How the reader sorts a task list: a link per field (the current one turns its direction round),
 * each this page with `sort.<widgetId>=<field>-<asc|desc>` and every other parameter kept, so it
 * works without JavaScript; the current order is said in words.
 */
function SortLinks({ widgetId, title, sort }: { widgetId: string; title: string; sort: string }) {
  const { search } = useLocation();
  const [field, direction] = sort.split("-");
  const hrefFor = (key: string) => {
    const params = new URLSearchParams(search);
    params.set(`sort.${widgetId}`, `${key}-${key === field && direction === "asc" ? "desc" : "asc"}`);
    return `?${params}`;
  };
  return (
    <nav aria-label={`Sort ${title}`} className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
      <span>Sort by:</span>
      {SORTS.map(([key, name]) => (
        <Link
          key={key}
          to={hrefFor(key)}
          preventScrollReset
          aria-current={key === field ? "true" : undefined}
          aria-label={key === field ? `${name}, sorted ${direction === "asc" ? "ascending" : "descending"}; sort ${direction === "asc" ? "descending" : "ascending"}` : `Sort by ${name}`}
          className={`touch-target ${key === field ? "font-semibold text-slate-900 underline" : "text-brand-700 hover:underline"}`}
        >
          {name}
          {key === field ? (direction === "asc" ? " ↑" : " ↓") : ""}
        </Link>
      ))}
    </nav>
  );
}

function TaskList({ data, widgetId, title }: { data: ChartOf<"taskList">; widgetId: string; title: string }) {
  if (data.tasks.length === 0) return <Empty />;
  return (
    <div className="flex flex-col gap-1">
      <SortLinks widgetId={widgetId} title={title} sort={data.sort} />
      <ul className="divide-y divide-slate-100 text-sm" aria-label={`${title} tasks`}>
        {data.tasks.map((task) => (
          <TaskRow key={task.taskId} task={task} />
        ))}
      </ul>
    </div>
  );
}

export const taskListView = defineWidgetView<"taskList">({
  describe: (data) => (data.total === 0 ? "No tasks match" : `${data.total} tasks match; the first ${data.tasks.length} are listed`),
  Drawing: ({ data, widgetId, title }) => <TaskList data={data} widgetId={widgetId} title={title} />,
});
