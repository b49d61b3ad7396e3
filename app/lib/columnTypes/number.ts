import { defineColumnType } from "./definition";
import { numeric } from "./numeric";

// Made on first use: a page's first Intl object costs its start-up ICU's set-up (decision 0100).
let numberFormat: Intl.NumberFormat | undefined;

export const numberColumn = defineColumnType({
  label: "Number",
  valueSchema: (_column, { z }) => z.number({ error: "Please enter a number" }).min(-1e15, "Number is too large").max(1e15, "Number is too large"),
  format: (value) => (numberFormat ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 })).format(value as number),
  ...numeric({ whole: false }),
  cell: "number",
  csvGuess: /^-?\d+(\.\d+)?$/,
});
