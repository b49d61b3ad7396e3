import * as z from "zod";
import { COLUMN_TYPES, CURRENCIES, MAX_OPTIONS, RATING_MAXIMA, type ColumnConfigInput as ConfigInput } from "~/lib/columns";
import { Confirmation, singleLineName, workId } from "./fields";

/** Inputs of the column calls (project/column*, team/checkColumns, task/setColumnValue); a value's rule is its type's (./columnValue). */
export const COLUMN_NAME_MAX = 50;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const OptionInput = z.object({
  id: z.string().min(1).max(64).optional(),
  label: singleLineName({ label: "Option", max: 50 }),
  colour: z.string().regex(HEX_COLOUR, "Please choose a colour").optional(),
});

const OptionsInput = z
  .array(OptionInput)
  .max(MAX_OPTIONS, `A column has at most ${MAX_OPTIONS} options`)
  .superRefine((options, ctx) => {
    const labels = options.map((option) => option.label.toLowerCase());
    if (new Set(labels).size !== labels.length) ctx.addIssue({ code: "custom", message: "Options must have different labels" });
  });

/**
 * The configuration a caller may send, whatever the type: the keys a type does
 * not use are dropped by `completeConfig`.
 */
export const ColumnConfigInput = z.object({
  currency: z.enum(CURRENCIES, { error: "Please choose a currency" }).optional(),
  max: z
    .number({ error: "Please choose the highest rating" })
    .int("Please choose the highest rating")
    .min(RATING_MAXIMA[0], `The highest rating is between ${RATING_MAXIMA[0]} and 10`)
    .max(10, `The highest rating is between ${RATING_MAXIMA[0]} and 10`)
    .optional(),
  options: OptionsInput.optional(),
}) satisfies z.ZodType<ConfigInput>;

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

/** A JSON value of any column type; the column's type decides (./columnValue checkValue). null clears. */
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
