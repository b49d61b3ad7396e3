import { valueFromForm, type ColumnShape } from "~/lib/columns";
import { fetchOnce } from "~/lib/fetchOnce";
import type { CheckedValue } from "~/schemas/columnValue";

type Checker = (column: ColumnShape, value: unknown) => CheckedValue;

let checker: Checker | null = null;

/**
 * Fetches the value checker (zod: `schemas/columnValue.ts`) once, when a value's editor first shows:
 * the pages that only show values (a List's closed cells, a board's cards) never load it (issue 42 §3,
 * decision 0105). Offline, the next editor tries again.
 */
export const fetchValueChecker = fetchOnce(() =>
  import("~/schemas/columnValue").then((module) => {
    checker = module.checkValue;
  }),
);

/**
 * The value an edit on its way shows at once: the form's value, read and checked as the server will;
 * null while the checker has not arrived (the saved value shows, busy, until the answer) or when the
 * value is refused.
 */
export function pendingValue(column: ColumnShape, entries: readonly string[]): CheckedValue | null {
  return checker ? checker(column, valueFromForm(column, entries)) : null;
}
