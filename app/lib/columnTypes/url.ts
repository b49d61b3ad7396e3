import { isWebAddress, withHttpScheme } from "~/lib/textChecks";
import { defineColumnType } from "./definition";

export const urlColumn = defineColumnType({
  label: "Web address",
  valueSchema: (_column, { text }) => text({ label: "Web Address", max: 2000 }).refine(isWebAddress, "Please enter valid web address").transform(withHttpScheme),
  searchable: true,
  cell: "text",
});
