import { DateField } from "~/components/DateField";
import { CONTROL, SaveButton, type ValueView } from "./view";

export const dateView: ValueView = {
  Editor: ({ value, label, hydrated, onChange, autoFocus }) => (
    <>
      <DateField name="value" label={label} value={value === null ? "" : String(value)} onDayChange={(_, carrier) => onChange({ currentTarget: carrier })} autoFocus={autoFocus} className={CONTROL} />
      <SaveButton label={label} hidden={hydrated} />
    </>
  ),
};
