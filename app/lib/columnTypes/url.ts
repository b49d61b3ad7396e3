import { isWebAddress, text, withHttpScheme } from "~/schemas/fields";
import { defineColumnType } from "./definition";

export const urlColumn = defineColumnType({
  label: "Web address",
  valueSchema: () => text({ label: "Web Address", max: 2000 }).refine(isWebAddress, "Please enter valid web address").transform(withHttpScheme),
  searchable: true,
  cell: "text",
});
