import { defineColumnType } from "./definition";

const TRUTHY_TEXT = /^(yes|true|1|checked|done|✓)$/i;
const CSV_YES = /^(true|yes|y|x|1|✓|✔)$/i;
const CSV_NO = /^(false|no|n|0)$/i;

/** A ticked box; an unticked one is no value. */
export const checkboxColumn = defineColumnType({
  label: "Checkbox",
  valueSchema: (_column, { z }) => z.boolean({ error: "Please tick or clear the box" }),
  fromForm: (given) => given.some((entry) => entry === "true" || entry === "on"),
  format: () => "Yes",
  fromText: (written) => TRUTHY_TEXT.test(written.trim()) || null,
  cell: "boolean",
  csvGuess: /^(true|false|yes|no)$/i,
  fromCsv: (text) => (CSV_YES.test(text) ? true : CSV_NO.test(text) ? undefined : text),
});
