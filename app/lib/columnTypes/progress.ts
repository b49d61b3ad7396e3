import { defineColumnType } from "./definition";
import { numeric, wholeNumber } from "./numeric";

export const progressColumn = defineColumnType({
  label: "Progress",
  valueSchema: (_column, rules) => wholeNumber(rules, 0, 100, "Progress is a whole number from 0 to 100"),
  format: (value) => `${value}%`,
  ...numeric({ whole: true }),
  cell: "percent",
});
