import { optionsOf } from "~/lib/columns";
import { CONTROL, SaveButton, type ValueView } from "./view";

export const singleSelectView: ValueView = {
  Editor: ({ column, value, label, hydrated, onChange, autoFocus }) => (
    <>
      <select name="value" defaultValue={value === null ? "" : String(value)} aria-label={label} autoFocus={autoFocus} onChange={hydrated ? onChange : undefined} className={CONTROL}>
        <option value="">—</option>
        {optionsOf(column).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <SaveButton label={label} hidden={hydrated} />
    </>
  ),
  choice: true,
  changeCloses: true,
};
