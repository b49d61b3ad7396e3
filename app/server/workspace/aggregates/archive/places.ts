import type { MemberContext } from "../../operations";
import { requireItem } from "./items";
import { kindOf, type HiddenType } from "./store";

/** How many places the restore picker offers. */
const PLACES_MAX = 200;

/**
 * Where an item whose parent is archived or deleted may go back to, in its own
 * team and among what the viewer sees in the working views, by its kind's
 * `relocation` (hideable.ts): a task into a group, a subtask under a task, a
 * group into a project, a project into a folder or (the team's id) into no
 * folder; none for a team or folder.
 */
export function placesFor(context: MemberContext, type: HiddenType, id: string): Array<{ id: string; name: string }> {
  const item = requireItem(context, type, id);
  return kindOf(item.type).relocation?.places(context, item.teamId, PLACES_MAX) ?? [];
}
