import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { DateField } from "~/components/DateField";
import { useHydrated } from "~/components/useHydrated";
import { LIST_SORTS, SEARCH_MAX } from "~/lib/taskList";
import { PRIORITIES, PRIORITY_NAMES } from "~/lib/priorities";
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

/** What the bar filters by: a chip each is marked while it filters. */
const FILTERS = ["q", "status", "assignee", "priority", "dueFrom", "dueTo"] as const;
/** How long typing in the search box waits before the list follows it. */
const TYPING_PAUSE_MS = 300;

type Option = [value: string, text: string];

/** A chip: a select named for screen readers alone (its empty choice says what it is: "Any status"). */
function Chip({ name, label, value, empty, options }: { name: string; label: string; value: string; empty: string; options: Option[] }) {
  return (
    <span className="chip" data-active={value ? true : undefined}>
      <select name={name} aria-label={label} defaultValue={value} className="chip-control">
        <option value="">{empty}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * The List's one bar (issue 43 §3): the text filter, the status, assignee, priority and due-date chips
 * and the sort (a note says so when the viewer may only look). A GET form, so the list's state is its address: with
 * JavaScript a change applies at once (typing after a pause), without it the Apply button sends it.
 */
export function ListFilters({ statuses, people, readOnly }: { statuses: ListStatus[]; people: ListPerson[]; readOnly: boolean }) {
  const { search, pathname } = useLocation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name) ?? "";
  const filtered = FILTERS.some((name) => params.get(name));
  const typing = useRef<ReturnType<typeof setTimeout>>();
  const formRef = useRef<HTMLFormElement>(null);
  const q = value("q");
  // The controls follow the address (Clear, back and forward), but for the one in use: a form started
  // afresh would take its focus away.
  useEffect(() => {
    const now = new URLSearchParams(search);
    for (const control of Array.from(formRef.current?.elements ?? [])) {
      // A date field follows the address itself (its value), its hidden day with it.
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) || !control.name || control.type === "hidden" || control === document.activeElement) continue;
      if (control.type === "checkbox") (control as HTMLInputElement).checked = now.get(control.name) === (control as HTMLInputElement).value;
      else control.value = now.get(control.name) ?? "";
    }
  }, [search]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const apply = () => submit(form, { replace: true, preventScrollReset: true });
    clearTimeout(typing.current);
    if ((event.target as HTMLInputElement).name === "q") typing.current = setTimeout(apply, TYPING_PAUSE_MS);
    else apply();
  };

  // A date field tells of its day once chosen (not of each key).
  const applyDay = (_: string, carrier: HTMLInputElement) => carrier.form && submit(carrier.form, { replace: true, preventScrollReset: true });

  return (
    <Form
      method="get"
      action={pathname}
      role="search"
      aria-label="Filter tasks"
      ref={formRef}
      onChange={hydrated ? onChange : undefined}
      className="mb-3 flex flex-wrap items-center gap-2"
    >
      <span className="chip" data-active={q ? true : undefined}>
        <input type="search" name="q" aria-label="Search tasks" defaultValue={q} maxLength={SEARCH_MAX} placeholder="Search tasks" className="chip-control w-32" />
      </span>
      <Chip name="status" label="Status" value={value("status")} empty="Any status" options={statuses.map((status) => [status.id, status.name])} />
      <Chip name="assignee" label="Assignee" value={value("assignee")} empty="Anyone" options={people.map((person) => [person.userId, `${person.firstName} ${person.lastName}`])} />
      <Chip
        name="priority"
        label="Priority"
        value={value("priority")}
        empty="Any priority"
        options={[...PRIORITIES.map((priority): Option => [priority, PRIORITY_NAMES[priority]]), ["NONE", "No priority"]]}
      />
      <span className="chip" data-active={value("dueFrom") || value("dueTo") ? true : undefined}>
        <span aria-hidden="true">Due</span>
        <DateField name="dueFrom" label="Due from" value={value("dueFrom")} onDayChange={applyDay} compact className="chip-control text-xs" />
        <span aria-hidden="true">–</span>
        <DateField name="dueTo" label="Due to" value={value("dueTo")} onDayChange={applyDay} compact className="chip-control text-xs" />
      </span>
      <span className="chip" data-active={value("sort") || value("dir") ? true : undefined}>
        <select name="sort" aria-label="Sort by" defaultValue={value("sort")} className="chip-control">
            <option value="">{SORT_NAMES.manual}</option>
            {LIST_SORTS.filter((sort) => sort !== "manual").map((sort) => (
              <option key={sort} value={sort}>
                {SORT_NAMES[sort]}
              </option>
            ))}
        </select>
        <label className="flex items-center border-l border-slate-300 pl-1" title="Descending">
          <input type="checkbox" name="dir" value="desc" defaultChecked={value("dir") === "desc"} className="peer sr-only" />
          <span className="sr-only">Descending</span>
          <span aria-hidden="true" className="rounded px-1 text-slate-400 peer-checked:bg-brand-100 peer-checked:text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500">
            ↓
          </span>
        </label>
      </span>
      {hydrated ? null : (
        <button type="submit" className="rounded-full bg-brand-600 px-3 py-1 text-sm font-medium text-white hover:bg-brand-700">
          Apply
        </button>
      )}
      {filtered ? (
        <Link to={pathname} className="px-1 text-sm text-slate-600 hover:underline">
          Clear
        </Link>
      ) : null}
      {readOnly ? <p className="ml-auto text-sm text-slate-600">View only: you can see these tasks but not change them.</p> : null}
    </Form>
  );
}
