import type { ColumnConfig, ColumnConfigInput, ColumnTypeDefinition, Configured, ColumnValue, CsvColumnConfig, SelectOption } from "./definition";

export const MAX_OPTIONS = 50;

/** Colours given in turn to options created without one. */
export const OPTION_COLOURS = ["#64748b", "#ef4444", "#f59e0b", "#10b981", "#3b82f6", "#8b5cf6", "#ec4899", "#14b8a6"] as const;

export const optionsOf = (column: Configured) => column.config.options ?? [];
export const optionIds = (column: Configured) => new Set(optionsOf(column).map((option) => option.id));

/**
 * A column's options: the given ones, else the ones it had; an option whose label it already had
 * keeps its id (so its values stay) and colour, a new one gets an id and the next colour.
 */
export function completeOptions(given: ColumnConfigInput["options"], newId: () => string, previous: ColumnConfig): SelectOption[] {
  const known = new Map((previous.options ?? []).map((option) => [option.label.toLowerCase(), option]));
  return (given ?? previous.options ?? []).map((option, index) => {
    const kept = known.get(option.label.toLowerCase());
    return {
      id: option.id ?? kept?.id ?? newId(),
      label: option.label,
      colour: option.colour ?? kept?.colour ?? OPTION_COLOURS[index % OPTION_COLOURS.length],
    };
  });
}

const labelsOf = (column: Configured, ids: readonly string[]) =>
  optionsOf(column)
    .filter((option) => ids.includes(option.id))
    .map((option) => option.label);

/** The option a label names (any case), when the column has it. */
export const optionByLabel = (column: Configured, label: string) =>
  optionsOf(column).find((option) => option.label.toLowerCase() === label.trim().toLowerCase())?.id;

/** A CSV's select column: its options are the labels its cells use, in order of first use. */
function optionsFromCells(values: ReadonlyArray<ColumnValue | undefined>): CsvColumnConfig {
  const labels = new Map<string, string>();
  for (const value of values) for (const label of Array.isArray(value) ? value : typeof value === "string" ? [value] : []) if (!labels.has(label.toLowerCase())) labels.set(label.toLowerCase(), label.slice(0, 50));
  return { options: [...labels.values()].slice(0, MAX_OPTIONS + 1).map((label, index) => ({ label, colour: OPTION_COLOURS[index % OPTION_COLOURS.length] })) };
}

/** What the two select types share: options kept in the configuration, values read as their labels. */
export const selectRules = (multiple: boolean) =>
  ({
    settings: ["options"],
    refers: { to: "option", multiple },
    format: (value, column) => labelsOf(column, [value].flat() as string[]).join(", "),
    csvConfig: optionsFromCells,
    cell: "text",
  }) satisfies Partial<ColumnTypeDefinition>;
