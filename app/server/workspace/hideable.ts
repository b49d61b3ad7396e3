import type { WorkAction } from "~/lib/permissions";
import type { PlanLimitKey } from "~/lib/plans";
import type { HiddenItemType } from "~/schemas/archive";
import type { Hideable as HiddenState } from "./hidden";
import { WorkspaceFailure, type MemberContext } from "./operations";

export type HiddenType = HiddenItemType;

/** A row of a hideable table as the archive reads it (`SELECT x.*`): its id, name, hidden state and place columns. */
export type HiddenRow = HiddenState & { id: string; name: string; [column: string]: SqlStorageValue };

/** What goes with an item when it is deleted permanently: the count of each kind of descendant. */
export type Contents = { folders: number; projects: number; taskGroups: number; tasks: number; subtasks: number };

/**
 * How an aggregate's kind of item can be archived and moved to the bin
 * (decision records 28 and 41); the archive aggregate looks kinds up in
 * HIDEABLE (kindRegistry.ts) instead of switching on the type. SQL conditions
 * with `x.` are on the item's row, aliased `x`; those with one `?` take the
 * item's id.
 */
export type HideableKind = {
  /** One of HIDDEN_TYPES (schemas/archive.ts): its tab and the API's name for it. */
  readonly type: HiddenType;
  /** Its table, with the columns hidden_in, hidden_with, hidden_by, hidden_at (hidden.ts). */
  readonly table: string;
  /** Which rows of the table are of this kind, when kinds share a table (task and subtask). */
  readonly rows?: string;
  /** The action that may delete it in the working views does all four acts (archive, bin, restore, delete permanently). */
  readonly action: WorkAction;
  /** Who may see it: the row's project column, or with none the row's team column (`x.<column>`). */
  readonly teamColumn: string | null;
  readonly projectColumn: string | null;
  /** Its parents by column, the first that is set (a project's folder, else its team); none for a top-level kind. */
  readonly parents: ReadonlyArray<readonly [type: HiddenType, column: string]>;
  /** When it is live but its own parent is hidden, its children count as under a hidden parent (a folder of a hidden team). */
  readonly hiddenWithParent?: boolean;
  /** The row by id, whatever its hidden state (the kind of a shared table is told by the row). */
  find(sql: SqlStorage, id: string): HiddenRow | null;
  /** The item, seen whatever its hidden state, if the viewer may act on it with `action`; its type by its row. */
  require(context: MemberContext, id: string, action: WorkAction): { type: HiddenType; row: HiddenRow; teamId: string; projectId: string | null };
  /** The rows under it, per table, that go with it to the archive or bin and back. */
  readonly descendants: ReadonlyArray<readonly [table: string, where: string]>;
  /** Its permanent deletion, children first; the rest goes by ON DELETE CASCADE. */
  readonly purge: readonly string[];
  /** What goes with it, counted for the confirmation: `SELECT COUNT(*) AS n …`. */
  readonly contents: Partial<Record<keyof Contents, string>>;
  /** Where it lives in the listing: its ancestors' names by column, outermost first. */
  readonly location: ReadonlyArray<readonly [type: HiddenType, column: string]>;
  /** Where it may be restored to when its parent is hidden; without this, restore asks for its team first. */
  readonly relocation?: Relocation;
  /**
   * The plan caps how many of it a team has in the working views (a project:
   * projectsPerTeam, decision 0018), `used` counting them; a restore that
   * brings rows of it back (its own, or with a folder or team) must fit.
   */
  readonly planLimit?: { key: PlanLimitKey; used(sql: SqlStorage, teamId: string): number };
};

/** The item being restored elsewhere: its id and the team and project it is in. */
export type Relocated = { id: string; teamId: string; projectId: string | null };

/**
 * Restoring an item whose parent is hidden into a new parent of its team
 * (decision record 28, "restore elsewhere").
 */
export type Relocation = {
  /** Refuse while its team is hidden, before looking at the new parent (a project). */
  readonly teamFirst?: boolean;
  /** The live places of the team the viewer may put it in, at most `limit` (the restore picker). */
  places(context: MemberContext, teamId: string, limit: number): Array<{ id: string; name: string }>;
  /**
   * The new parent `parentId`, if the viewer may put items there: its team,
   * which the archive checks is the item's own, and the move, which may still
   * `refuse` (and drops what cannot follow it into another project).
   */
  target(context: MemberContext, item: Relocated, parentId: string): { teamId: string; move(): void };
};

/** A restore that needs another place: 409 with the question on `parentId`. */
export const refuse = (message: string) => new WorkspaceFailure(409, message, { parentId: [message] });

/**
 * An item of `kind` and everything under it still in the working views go to the archive or the
 * bin (decision record 28): the item becomes a root (hidden_with = its own id), its rows go with it;
 * rows hidden before with a root of their own keep it.
 */
export function hideItem(sql: SqlStorage, kind: HideableKind, id: string, place: HiddenState["hidden_in"] & string, by: string, now: number) {
  const set = "SET hidden_in = ?, hidden_with = ?, hidden_by = ?, hidden_at = ?";
  sql.exec(`UPDATE ${kind.table} ${set} WHERE id = ?`, place, id, by, now, id);
  for (const [table, where] of kind.descendants) {
    sql.exec(`UPDATE ${table} ${set} WHERE ${where} AND (hidden_in IS NULL OR hidden_with = ?)`, place, id, by, now, id, id);
  }
}
