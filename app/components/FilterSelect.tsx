import type { Choice } from "./forms";

export const FILTER_CONTROL_CLASS = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

/** A labelled select of a GET filter form: its first option, `anyLabel`, is the empty value (no filter). */
export function FilterSelect({ label, name, value, anyLabel, choices }: { label: string; name: string; value?: string; anyLabel: string; choices: readonly Choice[] }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select name={name} defaultValue={value ?? ""} className={FILTER_CONTROL_CLASS}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
