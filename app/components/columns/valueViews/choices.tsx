import { formatValue } from "~/lib/columns";
import { SaveButton, type EditorProps } from "./view";

/**
 * Several choices (labels, people) as check boxes: in a List row's opened cell at once, elsewhere
 * in a disclosure that shows the value.
 */
export function ChoicesEditor({ choices, ...props }: EditorProps & { choices: ReadonlyArray<{ id: string; label: string }> }) {
  const { column, value, label, context, hydrated, onChange, opened, autoFocus } = props;
  const chosen = new Set(Array.isArray(value) ? value : []);
  const fieldset = (
    <fieldset className={opened ? "flex min-w-48 flex-col gap-1 p-1" : "absolute z-10 mt-1 flex min-w-48 flex-col gap-1 rounded-md bg-white p-2 shadow-lg ring-1 ring-slate-200"}>
      <legend className="sr-only">{label}</legend>
      {choices.map((choice, index) => (
        <label key={choice.id} className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="value" value={choice.id} defaultChecked={chosen.has(choice.id)} autoFocus={autoFocus && index === 0} onChange={hydrated ? onChange : undefined} />
          {choice.label}
        </label>
      ))}
      <SaveButton label={label} hidden={hydrated} />
    </fieldset>
  );
  if (opened) return fieldset;
  return (
    <details className="relative w-full">
      <summary aria-label={label} className="cursor-pointer truncate px-1.5 py-1 text-sm">
        {formatValue(column, value, context) || "—"}
      </summary>
      {fieldset}
    </details>
  );
}
