import { Link } from "@remix-run/react";
import { formatCalendarDay } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { PRIORITY_NAMES, type Priority } from "~/lib/priorities";

/** One task of a list under a chart: its name linking to its project's List with the task open, its project, status and due date. */
export function TaskRow({ task }: { task: { taskId: string; teamId: string; projectId: string; name: string; projectName: string; status?: string | null; priority?: string | null; dueDate?: string | null } }) {
  const { dateFormat } = useDatePreferences();
  return (
    <li className="flex items-center justify-between gap-2 py-1">
      <Link to={`/projects/${task.teamId}/${task.projectId}?taskId=${task.taskId}`} className="touch-target min-w-6 truncate text-brand-700 hover:underline">
        {task.name}
      </Link>
      <span className="min-w-0 truncate text-right text-xs text-slate-500">
        {task.projectName}
        {task.status ? ` · ${task.status}` : ""}
        {task.priority ? ` · ${PRIORITY_NAMES[task.priority as Priority] ?? task.priority}` : ""}
        {task.dueDate ? ` · due ${formatCalendarDay(task.dueDate, dateFormat)}` : ""}
      </span>
    </li>
  );
}
