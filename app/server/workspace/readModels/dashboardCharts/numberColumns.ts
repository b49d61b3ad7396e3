import { currencyOf } from "~/lib/columns";
import { findColumn, type Column } from "../../aggregates/columns/store";
import type { MemberContext } from "../../operations";
import type { NumberColumn } from "./shapes";

export const numberColumnOf = (column: Column): NumberColumn => ({ name: column.name, type: column.type as "NUMBER" | "CURRENCY", currency: column.type === "CURRENCY" ? currencyOf(column) : null });

/** A number or currency column a number card adds up, or null when it is gone or of another type. */
export function numberColumn(context: MemberContext, columnId: string | undefined): Column | null {
  const column = columnId ? findColumn(context.sql, columnId) : null;
  return column && (column.type === "NUMBER" || column.type === "CURRENCY") ? column : null;
}

