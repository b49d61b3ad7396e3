import { EMAIL_PATTERN } from "~/lib/textChecks";
import { defineColumnType } from "./definition";

export const emailColumn = defineColumnType({
  label: "Email",
  valueSchema: (_column, { text }) =>
    text({ label: "Email", pattern: EMAIL_PATTERN, messages: { pattern: "Please enter valid email id" } }).transform((value) => value.toLowerCase()),
  searchable: true,
  cell: "text",
});
