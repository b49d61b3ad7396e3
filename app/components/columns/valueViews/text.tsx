import { TypedInput } from "./typedText";
import type { ValueView } from "./view";

export const textView: ValueView = { Editor: (props) => <TypedInput {...props} /> };
