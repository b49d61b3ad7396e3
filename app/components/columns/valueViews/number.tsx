import { TypedInput } from "./typedText";
import type { ValueView } from "./view";

export const numberView: ValueView = { Editor: (props) => <TypedInput {...props} input={{ type: "number", step: "any" }} /> };
