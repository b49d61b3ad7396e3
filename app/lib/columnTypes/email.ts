import { EMAIL_PATTERN, text } from "~/schemas/fields";
import { defineColumnType } from "./definition";

export const emailColumn = defineColumnType({
  label: "Email",
  valueSchema: () =>
    text({ label: "Email", pattern: EMAIL_PATTERN, messages: { pattern: "Please enter valid email id" } }).transform((value) => value.toLowerCase()),
  searchable: true,
  cell: "text",
});
