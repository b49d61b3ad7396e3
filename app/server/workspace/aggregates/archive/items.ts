import type { Hideable } from "../../hidden";
import type { HiddenRow } from "../../hideable";
import type { MemberContext } from "../../operations";
import { kindOf, type HiddenType } from "./store";

/** An item of any type as the archive and bin see it: where it lives and its hidden state. */
export type Item = Hideable & {
  type: HiddenType;
  id: string;
  name: string;
  teamId: string;
  projectId: string | null;
  /** Its parent, whose hidden state decides whether it can go back where it was. */
  parent: { type: HiddenType; id: string } | null;
};

/**
 * The item, seen whatever its hidden state, if the viewer may act on it with
 * the type's action (decision record 28: the action that may delete it in the
 * working views, as its kind registers it).
 */
export function requireItem(context: MemberContext, type: HiddenType, id: string): Item {
  const kind = kindOf(type);
  // A task's calls (spec §7: task restore, permanentDelete) serve subtasks too: the row says which it is.
  const { type: actual, row, teamId, projectId } = kind.require(context, id, kind.action);
  return { ...hiddenOf(row), type: actual, id, name: row.name, teamId, projectId, parent: parentOf(actual, row) };
}

const hiddenOf = ({ hidden_in, hidden_with, hidden_by, hidden_at }: Hideable): Hideable => ({ hidden_in, hidden_with, hidden_by, hidden_at });

/** The first of the kind's parents (by column) that the row has, or null for a top-level item. */
export function parentOf(type: HiddenType, row: HiddenRow): Item["parent"] {
  for (const [parentType, column] of kindOf(type).parents) {
    const id = row[column];
    if (typeof id === "string" && id) return { type: parentType, id };
  }
  return null;
}

/**
 * The hidden state of an item's parent, or null when it is in the working
 * views; a parent that registers `hiddenWithParent` (a folder) counts as hidden
 * when its own parent (its team) is.
 */
export function parentHidden(sql: SqlStorage, item: Pick<Item, "parent" | "teamId">): Hideable["hidden_in"] {
  if (!item.parent) return null;
  const parentKind = kindOf(item.parent.type);
  const row = parentKind.find(sql, item.parent.id);
  if (row?.hidden_in) return row.hidden_in;
  if (!parentKind.hiddenWithParent) return null;
  const grandparent = row ? parentOf(item.parent.type, row) : null;
  return grandparent ? (findItemRow(sql, grandparent.type, grandparent.id)?.hidden_in ?? null) : null;
}

export const findItemRow = (sql: SqlStorage, type: HiddenType, id: string) => kindOf(type).find(sql, id);
