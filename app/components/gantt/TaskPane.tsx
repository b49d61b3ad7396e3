import type { CSSProperties } from "react";
import { formatDayAndMonth } from "~/lib/dates";
import { rowHeight, type Dates } from "~/lib/gantt";
import { useDatePreferences } from "~/lib/shell";
import { DateField } from "../DateField";
import { OnDemand } from "../OnDemand";
import { AddItemForm } from "../tasks/AddItemForm";
import { EditFields, useEditFetcher } from "../tasks/useEditFetcher";
import { datesFetcherKey, type ChartRow, type GanttRow } from "./types";

export const PANE_WIDTH = 320;

/** The task list's width, a property of the chart's box: below 768 px (issue 42) the names and Dates only, the timeline the rest. */
export const PANE_WIDTHS = "[--gantt-pane:320px] max-md:[--gantt-pane:10rem]";

function datesText({ startDate, dueDate }: Dates, dateFormat: string) {
  const day = (date: string) => formatDayAndMonth(date, dateFormat);
  if (startDate && dueDate) return `${day(startDate)} – ${day(dueDate)}`;
  const date = startDate ?? dueDate;
  return date ? day(date) : "No dates";
}

/** One row of the task list beside the chart, at the same height as its bar's row. */
export function PaneRow({ item, top, dates, canEdit, highlighted }: { item: ChartRow; top: number; dates: Dates; canEdit: boolean; highlighted: boolean }) {
  const style: CSSProperties = { position: "absolute", top, left: 0, right: 0, height: rowHeight(item.kind) };
  const { dateFormat } = useDatePreferences();
  if (item.kind === "add") {
    return (
      <li style={style} className="border-b border-slate-100">
        <AddItemForm intent="addTask" values={{ groupId: item.groupId }} id={`gantt-add-${item.groupId}`} label={`New task in ${item.groupName}`} placeholder="+ Add task" button="Add" className="h-full px-2" />
      </li>
    );
  }
  const { row } = item;
  if (item.kind === "group") {
    return (
      <li style={style} className="flex items-center border-b border-slate-200 bg-slate-50 px-2 text-sm font-semibold text-slate-800">
        <span className="truncate">{row.name}</span>
      </li>
    );
  }
  return (
    <li
      style={style}
      data-task-id={row.id}
      data-highlighted={highlighted || undefined}
      className="flex items-center gap-2 border-b border-slate-100 px-2 text-sm has-[[aria-expanded=true]]:z-20 data-[highlighted]:bg-amber-50 data-[highlighted]:ring-2 data-[highlighted]:ring-inset data-[highlighted]:ring-amber-400"
    >
      <span className={`min-w-0 flex-1 truncate ${item.kind === "subtask" ? "pl-5 text-slate-700" : "text-slate-900"}`}>{row.name}</span>
      <span className="w-24 shrink-0 text-right text-xs text-slate-600 max-md:hidden">{datesText(dates, dateFormat)}</span>
      {canEdit ? (
        // Its form is rendered when opened (decisions 0070, 0071): `?open=dates-<taskId>` without JavaScript.
        <OnDemand
          name={`dates-${row.id}`}
          trigger="Dates"
          label={`Dates of ${row.name}`}
          dismissible
          className="relative shrink-0"
          triggerClassName="inline-flex min-h-6 cursor-pointer items-center rounded px-1 text-xs font-medium text-brand-700 hover:underline"
        >
          <DatesForm row={row} dates={dates} />
        </OnDemand>
      ) : null}
    </li>
  );
}

/** A task's start and due dates as a small form, opened from its row: the way to change them without JavaScript (task/update). */
function DatesForm({ row, dates }: { row: GanttRow; dates: Dates }) {
  const { fetcher, pending } = useEditFetcher(datesFetcherKey(row.id));
  const id = `gantt-dates-${row.id}`;
  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      aria-label={`Dates of ${row.name}`}
      className="absolute right-0 top-full z-40 mt-1 flex w-64 flex-col gap-2 rounded-md bg-white p-3 text-sm shadow-lg ring-1 ring-slate-200 max-md:fixed max-md:inset-x-4 max-md:top-1/3 max-md:w-auto"
    >
      <EditFields intent="updateTask" values={{ taskId: row.id }} />
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={`${id}-start`}>Start</label>
        <DateField id={`${id}-start`} name="startDate" label={`start date of ${row.name}`} value={dates.startDate ?? ""} className="rounded border border-slate-300 px-1 py-0.5" />
      </div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={`${id}-due`}>Due</label>
        <DateField id={`${id}-due`} name="dueDate" label={`due date of ${row.name}`} value={dates.dueDate ?? ""} className="rounded border border-slate-300 px-1 py-0.5" />
      </div>
      <button type="submit" disabled={pending} className="self-end rounded bg-brand-600 px-3 py-1 font-medium text-white hover:bg-brand-700 disabled:opacity-60 max-md:min-h-11">
        Save<span className="sr-only"> dates of {row.name}</span>
      </button>
    </fetcher.Form>
  );
}
