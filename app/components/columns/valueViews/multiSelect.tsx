import { optionsOf } from "~/lib/columns";
import { ChoicesEditor } from "./choices";
import type { ValueView } from "./view";

export const multiSelectView: ValueView = {
  Editor: (props) => <ChoicesEditor {...props} choices={optionsOf(props.column)} />,
  choice: true,
};
