import * as z from "zod";
import { COLUMN_TYPES, ColumnConfigInput } from "~/lib/columns";
import { Confirmation, singleLineName, workId } from "./fields";

/** Inputs of the column calls (project/column*, team/checkColumns, task/setColumnValue); value rules live in ~/lib/columns. */
export const COLUMN_NAME_MAX = 50;

export const columnName = () => singleLineName({ label: "Column Name", max: COLUMN_NAME_MAX });

export const columnType = () => z.enum(COLUMN_TYPES, { error: "Please choose a column type" });

export const GetColumnsSchema = z.object({ projectId: workId("project") });

export const CreateColumnSchema = z.object({
  projectId: workId("project"),
  name: columnName(),
  type: columnType(),
  config: ColumnConfigInput.optional(),
});

/**
 * A rename, a new configuration and a new type, in any combination. A change
 * that converts or clears values is refused (409, with their count) unless
 * `confirm` is true.
 */
export const UpdateColumnSchema = z.object({
  columnId: workId("column"),
  name: columnName().optional(),
  type: columnType().optional(),
  config: ColumnConfigInput.optional(),
}).extend(Confirmation.shape);

export const ColumnIdSchema = z.object({ columnId: workId("column") });

/** Puts the column right after `afterColumnId`, or first when it is null. */
export const RearrangeColumnSchema = z.object({
  columnId: workId("column"),
  afterColumnId: workId("column").nullable(),
});

export const DuplicateColumnSchema = z.object({
  columnId: workId("column"),
  withValues: z.boolean().default(false),
});

/** team/checkColumns: is a column name free in every project of the team the member can see? */
export const CheckColumnsSchema = z.object({
  teamId: workId("team"),
  name: columnName(),
});

/** A JSON value of any column type; the column's type decides (~/lib/columns checkValue). null clears. */
export const ColumnValueInput = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()], {
  error: "Please enter a value of the column's type",
});

export const SetColumnValueSchema = z.object({
  taskId: workId("task"),
  columnId: workId("column"),
  value: ColumnValueInput,
});

/** The configuration a column form describes (no JavaScript needed: options one label per line), for its type to pick from (completeConfig). */
export function configFromForm({ currency, max, options }: { currency?: unknown; max?: unknown; options?: unknown }) {
  const labels = typeof options === "string" && options !== "" ? options.split(/\r?\n/).map((line) => line.trim()).filter(Boolean) : undefined;
  return { currency, max, ...(labels ? { options: labels.map((label) => ({ label })) } : {}) };
}
