import type { ValueView } from "./view";

/** The box is the button that submits its form, with the value it turns to. */
export const checkboxView: ValueView = {
  Editor: ({ value, label, autoFocus }) => (
    <button
      type="submit"
      name="value"
      value={value ? "false" : "true"}
      aria-pressed={Boolean(value)}
      aria-label={label}
      autoFocus={autoFocus}
      className="size-5 rounded border border-slate-400 text-xs leading-none"
    >
      {value ? "✓" : ""}
    </button>
  ),
  choice: true,
};
