import type * as z from "zod";
import type { AccessKey } from "~/lib/accessRestrictions";
import { BIN_MS, type HiddenSelectionSchema, type RestoreSchema } from "~/schemas/archive";
import type { ActivityItem } from "../../activity";
import type { HiddenIn } from "../../hidden";
import { defineCommand, WorkspaceFailure, type MemberContext } from "../../operations";
import { refuseRestricted } from "../../restricted";
import { parentHidden, requireItem, type Item } from "./items";
import { relocate } from "./relocate";
import { hide, purge, requireRoomToRestore, unhide, type HiddenType } from "./store";

export const ALREADY_ARCHIVED = "This item is already archived";
export const ALREADY_IN_BIN = "This item is already in the bin";
export const WENT_WITH = "This item went with the item it belongs to; restore or delete that one instead";
export const NOT_HIDDEN = "This item is neither archived nor in the bin";
export const ONLY_FROM_BIN = "Only an item in the bin can be deleted permanently";

type Selection = z.output<typeof HiddenSelectionSchema>;
type Restore = z.output<typeof RestoreSchema>;

/** What every archive and bin command answers: the items it changed, with where they live. */
export type Changed = { type: HiddenType; items: Array<Pick<Item, "id" | "name" | "teamId" | "projectId">> };

const isRoot = (item: Item) => item.hidden_with === item.id;

/**
 * Each item of the selection, checked by `check` (and refused where an access restriction turns the
 * command's capability off in its place), then changed by `change`, in one transaction.
 */
function eachItem(check: (item: Item) => void, change: (context: MemberContext, item: Item) => void, restrictedBy?: AccessKey) {
  return (context: MemberContext, { type, ids }: Selection): Changed => {
    const items = [...new Set(ids)].map((id) => requireItem(context, type, id));
    for (const item of items) {
      if (restrictedBy) refuseRestricted(context, restrictedBy, item);
      check(item);
    }
    for (const item of items) change(context, item);
    return { type: items[0].type, items: items.map(({ id, name, teamId, projectId }) => ({ id, name, teamId, projectId })) };
  };
}

function moveTo(place: HiddenIn) {
  return eachItem(
    (item) => {
      if (item.hidden_in === place && isRoot(item)) throw new WorkspaceFailure(409, place === "bin" ? ALREADY_IN_BIN : ALREADY_ARCHIVED);
      if (item.hidden_in === "bin" || (item.hidden_in && !isRoot(item))) throw new WorkspaceFailure(409, WENT_WITH);
    },
    ({ sql, now, viewer }, item) => hide(sql, item.type, item.id, place, viewer.member.userId, now),
    place === "bin" ? "deleteItems" : undefined,
  );
}

function restore(context: MemberContext, input: Restore): Changed {
  return eachItem(
    (item) => {
      if (!item.hidden_in) throw new WorkspaceFailure(409, NOT_HIDDEN);
      if (!isRoot(item)) throw new WorkspaceFailure(409, WENT_WITH);
    },
    (ctx, item) => {
      if (parentHidden(ctx.sql, item)) relocate(ctx, item, input.parentId);
      requireRoomToRestore(ctx.sql, item.id);
      unhide(ctx.sql, item.id);
    },
  )(context, input);
}

const permanentDelete = eachItem(
  (item) => {
    if (item.hidden_in !== "bin" || !isRoot(item)) throw new WorkspaceFailure(409, ONLY_FROM_BIN);
  },
  ({ sql }, item) => purge(sql, item.type, item.id),
  "permanentDelete",
);

/** One entry per command: the first item, and how many went in the same call. */
const activityOf =
  (verb: string) =>
  (_input: unknown, { type, items }: Changed): ActivityItem => {
    const [first] = items;
    return {
      verb,
      itemType: type,
      itemId: first.id,
      teamId: first.teamId,
      projectId: first.projectId ?? undefined,
      detail: { name: first.name, count: items.length, ...(items.length > 1 ? { ids: items.map((item) => item.id).join(",") } : {}) },
    };
  };

export const archiveCommands = {
  "archive.archive": defineCommand({ permission: "signed-in", handler: moveTo("archive"), activity: activityOf("archived") }),
  "archive.moveToBin": defineCommand({
    permission: "signed-in",
    handler: moveTo("bin"),
    activity: activityOf("moved_to_bin"),
    /** The bin's purge is due when these have been there for BIN_DAYS. */
    effects: (_input, _output, { now }) => [{ kind: "wakeAt", at: now + BIN_MS }],
  }),
  "archive.restore": defineCommand({ permission: "signed-in", handler: restore, activity: activityOf("restored") }),
  "archive.permanentDelete": defineCommand({
    permission: "signed-in",
    handler: permanentDelete,
    activity: activityOf("deleted_permanently"),
  }),
};
