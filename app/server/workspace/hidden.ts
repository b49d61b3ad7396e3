/**
 * Where an archived or deleted item is kept (decision record 28). Working views read only rows
 * whose `hidden_in` IS NULL; the archive and bin screen reads the rest. Which
 * tables and kinds of item have these columns is each aggregate's `hideable`
 * registration (hideable.ts, decision record 41).
 */
export type HiddenIn = "archive" | "bin";

export type Hideable = {
  hidden_in: HiddenIn | null;
  /** The id of the item that was archived or deleted: its own, or the ancestor's it went with. */
  hidden_with: string | null;
  hidden_by: string | null;
  hidden_at: number | null;
};

/** The hiding fields of an item in the working views: what a new row starts with. */
export const LIVE: Hideable = { hidden_in: null, hidden_with: null, hidden_by: null, hidden_at: null };
