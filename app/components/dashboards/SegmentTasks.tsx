import { Link } from "@remix-run/react";
import { TaskRow } from "./TaskRow";
import type { Board } from "./types";

/**
 * The tasks behind a bar, part or slice whose tasks span several projects (decision record 54):
 * what a click on it opens, in place under its widget, each task linking to its project's List
 * with the task open. A plain link (`?focus=…&segment=…`), so it works without JavaScript too.
 */
export function SegmentTasks({ drill, label }: { drill: NonNullable<Board["drill"]>; label: string }) {
  return (
    <section id={`drill-${drill.widgetId}`} aria-label={`Tasks of ${label}`} className="rounded border border-brand-200 bg-brand-50/40 p-2 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-medium">
          {drill.total} {drill.total === 1 ? "task" : "tasks"}
          {drill.tasks.length < drill.total ? `, the first ${drill.tasks.length}` : ""}
        </h3>
        <Link to="." preventScrollReset className="text-xs text-brand-700 hover:underline">
          Close
        </Link>
      </div>
      <ul className="divide-y divide-slate-100">
        {drill.tasks.map((task) => (
          <TaskRow key={task.taskId} task={task} />
        ))}
      </ul>
    </section>
  );
}
