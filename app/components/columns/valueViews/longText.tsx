import { TypedTextArea } from "./typedText";
import type { ValueView } from "./view";

export const longTextView: ValueView = { Editor: TypedTextArea };
