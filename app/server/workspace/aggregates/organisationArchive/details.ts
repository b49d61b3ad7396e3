import type { ProjectDetails } from "~/lib/exports/organisationArchive";
import type { MemberContext } from "../../operations";
import { setWatching, addReaction } from "../conversations/store";
import { rememberBoardChoice } from "../kanban/store";
import { setTaskHistory } from "../projectImport/store";
import type { WrittenKeys } from "../projectImport/commands";
import { pinProject, recordVisit } from "../projects/store";
import { ownerOfSettings, userIdOf, type Known } from "./people";

/**
 * A project's details from the archive (version 3, decision 0099), on what the project import and
 * the discussions wrote: its tasks' history (made by whom and when, completed when: the burn-up
 * reads it), reactions on its messages, and each person's watching, pin, last visit and board
 * grouping of it. A task made by someone the archive does not list is the importer's, as the
 * project import makes it; people's own settings go to those who can sign in (people.ts).
 */
export type WrittenProject = { projectId: string; keys: WrittenKeys; messages: ReadonlyMap<string, readonly string[]> };

export function writeDetails(context: MemberContext, project: WrittenProject, details: ProjectDetails, known: Known) {
  const { sql, viewer } = context;
  const { keys, messages } = project;
  setTaskHistory(
    sql,
    details.tasks.map((task) => [keys.items.get(task.task)!, Date.parse(task.createdAt), userIdOf(known, task.createdBy) ?? viewer.member.userId, task.completedAt === null ? null : Date.parse(task.completedAt)] as const),
  );
  for (const reaction of details.reactions) {
    const userId = userIdOf(known, reaction.person);
    if (userId) addReaction(sql, messages.get(reaction.item)![reaction.message], reaction.emoji, userId, Date.parse(reaction.at));
  }
  const settings = <T extends { person: string }>(rows: readonly T[], write: (row: T, userId: string) => void) => {
    for (const row of rows) {
      const userId = ownerOfSettings(known, row.person);
      if (userId) write(row, userId);
    }
  };
  settings(details.watchers, (row, userId) => setWatching(sql, keys.items.get(row.item)!, userId, row.watching));
  settings(details.pins, (row, userId) => pinProject(sql, userId, project.projectId, Date.parse(row.at)));
  settings(details.visits, (row, userId) => recordVisit(sql, userId, project.projectId, Date.parse(row.at)));
  settings(details.boards, (row, userId) =>
    rememberBoardChoice(sql, project.projectId, userId, { type: row.type, columnId: row.column === null ? null : keys.columns.get(row.column)! }, context.now),
  );
}
