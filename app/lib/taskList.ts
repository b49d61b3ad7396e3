// The List view's window (issue 7 §8): its sorts and page sizes, zod-free for the views' first load.

/** The List view's sort fields; "manual" is the members' own order (drag and drop). */
export const LIST_SORTS = ["manual", "name", "status", "priority", "start", "due", "created"] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_LIMIT_MAX = 200;
export const LIST_LIMIT_DEFAULT = 50;
export const SEARCH_MAX = 50;
/** Rows that "Load more" may keep loaded across the List's groups: past it, a group pages alone from a cursor. */
export const LIST_LOADED_MAX = 1000;
