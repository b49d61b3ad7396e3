import { TypedInput } from "./typedText";
import type { ValueView } from "./view";

export const urlView: ValueView = { Editor: (props) => <TypedInput {...props} input={{ type: "url" }} /> };
