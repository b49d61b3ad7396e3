import { csvList, defineColumnType } from "./definition";

export const MAX_PEOPLE = 20;

export const peopleColumn = defineColumnType({
  label: "People",
  valueSchema: (_column, { z }) =>
    z
      .array(z.string().min(1, "Please choose people").max(64, "Please choose people"), { error: "Please choose people" })
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length <= MAX_PEOPLE, `At most ${MAX_PEOPLE} people`),
  fromForm: (given) => given,
  format: (value, _column, context) => (value as string[]).map((id) => context.nameOf?.(id) ?? "Former member").join(", "),
  // Never reached: people are never converted from or to another type (`refers`).
  fromText: () => null,
  refers: { to: "person", multiple: true },
  cell: "text",
  fromCsv: csvList,
});
