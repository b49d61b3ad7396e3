import { ratingMaxOf } from "~/lib/columns";
import type { ValueView } from "./view";

/** Each star is a button that submits its form; the chosen star clears the rating. */
export const ratingView: ValueView = {
  Editor: ({ column, value, label, autoFocus }) => (
    <span role="group" aria-label={label} className="flex">
      {Array.from({ length: ratingMaxOf(column) }, (_, index) => index + 1).map((n) => (
        <button
          key={n}
          type="submit"
          name="value"
          value={n === value ? "" : String(n)}
          aria-label={`${n} of ${ratingMaxOf(column)}`}
          autoFocus={autoFocus && n === 1}
          aria-pressed={n === value}
          className={n <= Number(value ?? 0) ? "text-amber-500" : "text-slate-300"}
        >
          ★
        </button>
      ))}
    </span>
  ),
  choice: true,
};
