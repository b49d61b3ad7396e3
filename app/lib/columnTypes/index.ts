import { checkboxColumn } from "./checkbox";
import { currencyColumn } from "./currency";
import { dateColumn } from "./date";
import type { ColumnTypeDefinition } from "./definition";
import { emailColumn } from "./email";
import { longTextColumn } from "./longText";
import { multiSelectColumn } from "./multiSelect";
import { numberColumn } from "./number";
import { peopleColumn } from "./people";
import { phoneColumn } from "./phone";
import { progressColumn } from "./progress";
import { ratingColumn } from "./rating";
import { singleSelectColumn } from "./singleSelect";
import { textColumn } from "./text";
import { urlColumn } from "./url";

/**
 * The custom column types, one definition each (decision 102). Their names, the API's enum of
 * types and every per-type rule come from this table; its order is the order a member picks a
 * type from, and a CSV's column is guessed as the first type whose `csvGuess` fits.
 * The components' table of views (`components/columns/valueViews`) has the same keys.
 */
export const COLUMN_TYPE_DEFINITIONS = {
  TEXT: textColumn,
  LONG_TEXT: longTextColumn,
  NUMBER: numberColumn,
  CURRENCY: currencyColumn,
  PROGRESS: progressColumn,
  DATE: dateColumn,
  SINGLE_SELECT: singleSelectColumn,
  MULTI_SELECT: multiSelectColumn,
  PEOPLE: peopleColumn,
  CHECKBOX: checkboxColumn,
  URL: urlColumn,
  EMAIL: emailColumn,
  PHONE: phoneColumn,
  RATING: ratingColumn,
} satisfies Record<string, ColumnTypeDefinition>;

export type ColumnType = keyof typeof COLUMN_TYPE_DEFINITIONS;

export const COLUMN_TYPES = Object.keys(COLUMN_TYPE_DEFINITIONS) as [ColumnType, ...ColumnType[]];

export const columnTypeOf = (type: ColumnType): ColumnTypeDefinition => COLUMN_TYPE_DEFINITIONS[type];

export const COLUMN_TYPE_LABELS = Object.fromEntries(COLUMN_TYPES.map((type) => [type, columnTypeOf(type).label])) as Record<ColumnType, string>;

/** The types whose values are text people would search for. */
export const SEARCHABLE_COLUMN_TYPES = COLUMN_TYPES.filter((type) => columnTypeOf(type).searchable);
