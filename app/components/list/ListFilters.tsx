import { Form, Link, useLocation } from "@remix-run/react";
import { LIST_SORTS, PRIORITIES, PRIORITY_NAMES, SEARCH_MAX } from "~/schemas/task";
import type { ListPerson, ListStatus } from "./types";

const SORT_NAMES: Record<(typeof LIST_SORTS)[number], string> = {
  manual: "Manual order",
  name: "Name",
  status: "Status",
  priority: "Priority",
  start: "Start date",
  due: "Due date",
  created: "Created",
};

const field = "rounded border border-slate-300 px-2 py-1 text-sm";

/** Sort, filters and the text filter: a GET form, so the list's state is its address. */
export function ListFilters({ statuses, people }: { statuses: ListStatus[]; people: ListPerson[] }) {
  const { search, pathname } = useLocation();
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name) ?? "";
  const select = (name: string, label: string, options: Array<[string, string]>, empty: string) => (
    <label className="flex flex-col text-xs text-slate-600">
      {label}
      <select name={name} defaultValue={value(name)} className={field}>
        <option value="">{empty}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Form method="get" action={pathname} role="search" aria-label="Filter tasks" className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200" key={search}>
      <label className="flex flex-col text-xs text-slate-600">
        Search tasks
        <input type="search" name="q" defaultValue={value("q")} maxLength={SEARCH_MAX} placeholder="Task name" className={field} />
      </label>
      {select("status", "Status", statuses.map((status) => [status.id, status.name]), "Any status")}
      {select("assignee", "Assignee", people.map((person) => [person.userId, `${person.firstName} ${person.lastName}`]), "Anyone")}
      {select("priority", "Priority", [...PRIORITIES.map((priority): [string, string] => [priority, PRIORITY_NAMES[priority]]), ["NONE", "No priority"]], "Any priority")}
      <label className="flex flex-col text-xs text-slate-600">
        Due from
        <input type="date" name="dueFrom" defaultValue={value("dueFrom")} className={field} />
      </label>
      <label className="flex flex-col text-xs text-slate-600">
        Due to
        <input type="date" name="dueTo" defaultValue={value("dueTo")} className={field} />
      </label>
      {select("sort", "Sort by", LIST_SORTS.filter((sort) => sort !== "manual").map((sort) => [sort, SORT_NAMES[sort]]), SORT_NAMES.manual)}
      {select("dir", "Direction", [["desc", "Descending"]], "Ascending")}
      <button type="submit" className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
        Apply
      </button>
      <Link to={pathname} className="px-2 py-1.5 text-sm text-slate-600 hover:underline">
        Clear
      </Link>
    </Form>
  );
}
