import { ChoicesEditor } from "./choices";
import type { ValueView } from "./view";

export const peopleView: ValueView = {
  Editor: (props) => <ChoicesEditor {...props} choices={props.people.map((person) => ({ id: person.userId, label: person.name }))} />,
  choice: true,
};
