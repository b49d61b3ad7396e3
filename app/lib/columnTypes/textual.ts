import { defineColumnType } from "./definition";

export const TEXT_MAX = 500;
export const LONG_TEXT_MAX = 5000;

/** A type of free text: a value from another type is its text, cut to the length the type takes. */
export const textType = (label: string, max: number) =>
  defineColumnType({
    label,
    valueSchema: (_column, { text }) => text({ label, max }),
    fromText: (written) => written.slice(0, max),
    searchable: true,
    cell: "text",
  });
