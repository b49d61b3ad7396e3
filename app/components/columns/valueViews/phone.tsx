import { TypedInput } from "./typedText";
import type { ValueView } from "./view";

export const phoneView: ValueView = { Editor: (props) => <TypedInput {...props} input={{ type: "tel" }} /> };
