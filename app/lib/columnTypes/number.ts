import * as z from "zod";
import { defineColumnType } from "./definition";
import { numeric } from "./numeric";

const NUMBER_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

export const numberColumn = defineColumnType({
  label: "Number",
  valueSchema: () => z.number({ error: "Please enter a number" }).min(-1e15, "Number is too large").max(1e15, "Number is too large"),
  format: (value) => NUMBER_FORMAT.format(value as number),
  ...numeric({ whole: false }),
  cell: "number",
  csvGuess: /^-?\d+(\.\d+)?$/,
});
