import type { SelectHTMLAttributes } from "react";

/** A labelled select with its error line, the companion of Field for fixed choices. */
export function ChoiceField({
  label,
  errors,
  options,
  selectProps,
}: {
  label: string;
  errors?: string[];
  options: readonly string[];
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string; name: string };
}) {
  const error = errors?.[0];
  const errorId = `${selectProps.id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectProps.id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        {...selectProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="rounded-md border border-slate-300 bg-white px-3 py-2"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <p id={errorId} className="min-h-4 text-xs text-red-700" role={error ? "alert" : undefined}>
        {error}
      </p>
    </div>
  );
}
