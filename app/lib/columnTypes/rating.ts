import { DEFAULT_RATING_MAX, defineColumnType, type Configured } from "./definition";
import { numeric, wholeNumber } from "./numeric";

export const ratingMaxOf = (column: Configured) => column.config.max ?? DEFAULT_RATING_MAX;

export const ratingColumn = defineColumnType({
  label: "Rating",
  settings: ["max"],
  valueSchema: (column, rules) => {
    const max = ratingMaxOf(column);
    return wholeNumber(rules, 1, max, `Rating is a whole number from 1 to ${max}`);
  },
  format: (value, column) => `${value}/${ratingMaxOf(column)}`,
  ...numeric({ whole: true }),
  cell: "number",
  /** A CSV's ratings: the highest is at least the default and at most 10. */
  csvConfig: (values) => {
    const highest = Math.max(DEFAULT_RATING_MAX, ...values.filter((value): value is number => typeof value === "number"));
    return { max: Math.min(10, Math.ceil(highest)) };
  },
});
