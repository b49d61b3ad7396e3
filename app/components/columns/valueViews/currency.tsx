import { currencyOf } from "~/lib/columns";
import { TypedInput } from "./typedText";
import type { ValueView } from "./view";

export const currencyView: ValueView = {
  Editor: (props) => (
    <TypedInput {...props} before={<span className="shrink-0 text-xs text-slate-500">{currencyOf(props.column)}</span>} input={{ type: "number", step: "0.01" }} />
  ),
};
