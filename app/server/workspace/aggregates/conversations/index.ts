import { defineAggregate } from "../../aggregate";
import { conversationCommands } from "./commands";
import { mailPreferenceCommands, mailPreferenceQueries, mailPreferenceSystem } from "./mailPreferences";
import { conversationQueries } from "./queries";
import { messageSearch } from "./search";

/** Conversations on tasks, subtasks and task groups: messages, replies, reactions, mentions and watchers (issue 17). */
export const conversations = defineAggregate({
  name: "conversations",
  queries: { ...conversationQueries, ...mailPreferenceQueries },
  commands: { ...conversationCommands, ...mailPreferenceCommands },
  system: mailPreferenceSystem,
  searchable: [messageSearch],
});
