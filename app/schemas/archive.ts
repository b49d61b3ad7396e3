import * as z from "zod";
import { Confirmation, workId } from "./fields";

/** The archive and bin screen and its calls (issue 9 §1, decision record 28). */
export const HIDDEN_PLACES = ["archive", "bin"] as const;
export type HiddenPlace = (typeof HIDDEN_PLACES)[number];

/** The screen's tabs, in order; folders have their own tab after teams. */
export const HIDDEN_TYPES = ["team", "folder", "project", "taskGroup", "task", "subtask"] as const;
export type HiddenItemType = (typeof HIDDEN_TYPES)[number];

export const HIDDEN_TYPE_NAMES: Record<HiddenItemType, { one: string; many: string }> = {
  team: { one: "team", many: "Teams" },
  folder: { one: "folder", many: "Folders" },
  project: { one: "project", many: "Projects" },
  taskGroup: { one: "task group", many: "Task Groups" },
  task: { one: "task", many: "Tasks" },
  subtask: { one: "subtask", many: "Subtasks" },
};

/** Days an item stays in the bin before it is deleted permanently. */
export const BIN_DAYS = 30;
export const BIN_MS = BIN_DAYS * 24 * 60 * 60 * 1000;

export const LISTING_LIMIT = 25;
export const SELECTION_MAX = 100;

const place = z.enum(HIDDEN_PLACES, { error: "Choose archive or bin" });
const type = z.enum(HIDDEN_TYPES, { error: "Choose a type of item" });
const ids = z
  .array(workId("item"))
  .min(1, "Choose at least one item")
  .max(SELECTION_MAX, `Choose at most ${SELECTION_MAX} items at once`);

export const HiddenCountsSchema = z.object({ in: place });

export const HiddenListingSchema = z.object({
  in: place,
  type,
  limit: z.coerce.number().int().min(1).max(100).default(LISTING_LIMIT),
  cursor: z.string().max(200).optional(),
  /** Start the page at this row (the screen's rowId): search links land on it. */
  fromId: workId("item").optional(),
  /** The places an item whose parent is hidden may be restored to (the screen's picker). */
  placesFor: workId("item").optional(),
});

/** A selection of items of one type (restore, permanent delete). */
export const HiddenSelectionSchema = z.object({ type, ids });

/**
 * Restore, and for an item whose parent is archived or deleted, the new parent (a group, task, project or folder/team);
 * a new parent in another project needs `confirm` to drop the item's dependencies with tasks left behind.
 */
export const RestoreSchema = HiddenSelectionSchema.extend({ parentId: workId("new place").optional() }).extend(Confirmation.shape);

/** The single-item restore of the task group (spec §7: task restore). */
export const RestoreTaskSchema = z.object({ taskId: workId("task"), parentId: workId("new place").optional() }).extend(Confirmation.shape);
