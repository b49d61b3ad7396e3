import { readDateParams } from "~/lib/dateFields";

const field = "rounded border border-slate-300 px-2 py-1 text-sm";

/** The List's filters and sort an export can take along (the List's query string). */
const LIST_PARAMS = ["status", "assignee", "priority", "dueFrom", "dueTo", "q", "sort", "dir"] as const;

/** The List's filters and sort in its query string, as the hidden fields of an export form. */
export function listFilters(search: string | undefined) {
  const params = readDateParams(new URLSearchParams(search ?? ""));
  return LIST_PARAMS.filter((name) => params.get(name)).map((name) => [name, params.get(name)!] as const);
}

/** "The rows shown" or "The whole project": a List's export is of the first by default when it has filters or a sort. */
export function RowsChoice({ id, filtered }: { id: string; filtered: boolean }) {
  return (
    <label className="flex flex-col gap-1" htmlFor={`${id}-rows`}>
      Rows
      <select id={`${id}-rows`} name="rows" defaultValue={filtered ? "filtered" : "all"} className={field}>
        <option value="filtered">The rows shown (filters and sort)</option>
        <option value="all">The whole project</option>
      </select>
    </label>
  );
}
