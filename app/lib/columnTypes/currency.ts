import { DEFAULT_CURRENCY, defineColumnType, type Configured, type Currency } from "./definition";
import { numeric } from "./numeric";

export const currencyOf = (column: Configured) => column.config.currency ?? DEFAULT_CURRENCY;

const CURRENCY_LOCALES: Partial<Record<Currency, string>> = { INR: "en-IN" };

// Making a formatter costs far more than using one, and a List formats every amount of every row.
const formatters = new Map<Currency, Intl.NumberFormat>();

export function formatAmount(amount: number, currency: Currency): string {
  let formatter = formatters.get(currency);
  if (!formatter) formatters.set(currency, (formatter = new Intl.NumberFormat(CURRENCY_LOCALES[currency] ?? "en-US", { style: "currency", currency })));
  return formatter.format(amount);
}

export const currencyColumn = defineColumnType({
  label: "Currency",
  settings: ["currency"],
  valueSchema: (_column, { z }) =>
    z
      .number({ error: "Please enter an amount" })
      .min(-1e13, "Amount is too large")
      .max(1e13, "Amount is too large")
      .refine((amount) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6), "An amount has at most 2 decimals"),
  format: (value, column) => formatAmount(value as number, currencyOf(column)),
  ...numeric({ whole: false }),
  cell: "currency",
});
