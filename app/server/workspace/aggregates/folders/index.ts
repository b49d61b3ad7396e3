import { defineAggregate } from "../../aggregate";
import { folderCommands } from "./commands";
import { folderHideable } from "./hideable";
import { folderQueries } from "./queries";

/** Folders of a team's projects (decision record 24). */
export const folders = defineAggregate({
  name: "folders",
  queries: folderQueries,
  commands: folderCommands,
  hideable: [folderHideable],
});
