import { defineColumnType } from "./definition";
import { optionByLabel, optionIds, selectRules } from "./options";

export const singleSelectColumn = defineColumnType({
  label: "Single select",
  valueSchema: (column, { z }) =>
    z.string({ error: "Please choose an option" }).refine((id) => optionIds(column).has(id), "Please choose one of the column's options"),
  fromText: (written, column) => optionByLabel(column, written) ?? null,
  ...selectRules(false),
});
