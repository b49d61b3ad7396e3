import { TypedInput } from "./typedText";
import type { ValueView } from "./view";

/** A bar shows the progress before its field. */
export const progressView: ValueView = {
  Editor: (props) => (
    <TypedInput
      {...props}
      before={
        props.value === null ? null : (
          <span aria-hidden="true" className="h-1.5 w-10 shrink-0 rounded bg-slate-200">
            <span className="block h-1.5 rounded bg-emerald-500" style={{ width: `${props.value}%` }} />
          </span>
        )
      }
      input={{ type: "number", min: 0, max: 100 }}
    />
  ),
};
