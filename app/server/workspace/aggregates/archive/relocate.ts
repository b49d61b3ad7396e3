import { refuse } from "../../hideable";
import type { MemberContext } from "../../operations";
import type { Item } from "./items";
import { findItemRow } from "./items";
import { kindOf } from "./store";

export const CHOOSE_PLACE = "Where this item was is archived or in the bin. Choose where to restore it.";
export const TEAM_FIRST = "Its team is archived or in the bin. Restore the team first.";
export const OTHER_TEAM = "Choose a place in the item's own team";

/**
 * Puts an item whose parent is hidden into a new parent of the same team
 * before it is restored, by its kind's `relocation` (hideable.ts): a task into
 * a group, a subtask under a task, a group into a project, a project into a
 * folder (or, given its team's id, into no folder). Without a new parent the
 * restore is refused with a question; a kind without relocation (team,
 * folder) waits for its team.
 */
export function relocate(context: MemberContext, item: Item, parentId: string | undefined) {
  const relocation = kindOf(item.type).relocation;
  if (!relocation) throw refuse(TEAM_FIRST);
  if (!parentId) throw refuse(CHOOSE_PLACE);
  if (relocation.teamFirst && findItemRow(context.sql, "team", item.teamId)?.hidden_in) throw refuse(TEAM_FIRST);
  const target = relocation.target(context, item, parentId);
  if (target.teamId !== item.teamId) throw refuse(OTHER_TEAM);
  target.move();
}
