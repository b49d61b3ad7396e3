import { csvList, defineColumnType } from "./definition";
import { optionByLabel, optionIds, optionsOf, selectRules } from "./options";

export const multiSelectColumn = defineColumnType({
  label: "Labels",
  valueSchema: (column, { z }) =>
    z
      .array(z.string(), { error: "Please choose labels" })
      .refine((ids) => ids.every((id) => optionIds(column).has(id)), "Please choose labels of the column")
      .transform((ids) => optionsOf(column).filter((option) => ids.includes(option.id)).map((option) => option.id)),
  fromForm: (given) => given,
  fromText: (written, column) =>
    written
      .split(",")
      .map((label) => optionByLabel(column, label))
      .filter((id): id is string => id !== undefined),
  fromCsv: csvList,
  ...selectRules(true),
});
