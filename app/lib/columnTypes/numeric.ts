import { firstEntry, type ColumnTypeDefinition, type ValueRules } from "./definition";

/** A number as people type it: grouping commas, spaces, a currency sign or a percent sign allowed. */
export function numberFromText(raw: string): number | string {
  const cleaned = raw.replace(/[\s,₹$€£¥%]/g, "");
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : raw;
}

export const wholeNumber = ({ z }: ValueRules, min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * The rules every numeric type shares: a form's text and a text column's value read as a number
 * (whole types round it), numbers convert between numeric types, and a CSV's cell is a number
 * without its thousands separators, currency sign or "%".
 */
export function numeric({ whole }: { whole: boolean }): Pick<ColumnTypeDefinition, "fromForm" | "fromText" | "fromNumber" | "fromCsv"> {
  const fromNumber = whole ? Math.round : (value: number) => value;
  return {
    fromForm: firstEntry(numberFromText),
    fromText: (written) => {
      const read = numberFromText(written);
      return typeof read === "number" ? fromNumber(read) : read;
    },
    fromNumber,
    fromCsv: (text) => {
      const bare = text.replace(/[\s,₹$€£¥%]/g, "");
      return /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : text;
    },
  };
}
