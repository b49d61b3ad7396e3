import type { ColumnValue } from "~/lib/columns";

/** The intent of a value cell's form (app/intents/columnValue.server.ts answers it), and what a fetcher's post of it answers. */
export const SET_COLUMN_VALUE = "setColumnValue";
export type ColumnActionData = { ok: true; value: ColumnValue | null } | { ok: false; message: string };
