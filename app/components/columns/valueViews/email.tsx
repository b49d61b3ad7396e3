import { TypedInput } from "./typedText";
import type { ValueView } from "./view";

export const emailView: ValueView = { Editor: (props) => <TypedInput {...props} input={{ type: "email" }} /> };
