import { defineColumnType } from "./definition";

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]*[0-9]$/;
const digits = (phone: string) => (phone.match(/\d/g) ?? []).length;

export const phoneColumn = defineColumnType({
  label: "Phone",
  valueSchema: (_column, { text }) =>
    text({ label: "Phone", max: 24, pattern: PHONE_PATTERN, messages: { pattern: "Please enter valid phone number" } }).refine(
      (phone) => digits(phone) >= 7 && digits(phone) <= 15,
      "Please enter valid phone number",
    ),
  searchable: true,
  cell: "text",
});
