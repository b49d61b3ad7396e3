import { LIST_LIMIT_DEFAULT, LIST_LOADED_MAX } from "~/schemas/task";

/** The List view's state lives in its query (filters, sort, open task): links change one part and keep the rest. */
export function withParams(search: string, changes: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams(search);
  params.delete("index");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}

export const rowId = (taskId: string) => `task-${taskId}`;
export const groupAnchor = (groupId: string) => `group-${groupId}`;

/**
 * "Load more" of a group: the address that shows `shown` rows and one page more of it, counted in
 * `loaded` so that the page, read again after an edit, keeps them (decision record 53). Past
 * LIST_LOADED_MAX rows in all, and on a page already started at a cursor, the group's next page
 * alone (`groupId` + `cursor`).
 */
export function loadMoreHref(search: string, groupId: string, shown: number, nextCursor: string): string {
  const params = new URLSearchParams(search);
  const count = shown + (Number(params.get("limit")) || LIST_LIMIT_DEFAULT);
  const others = (params.get("loaded") ?? "").split(",").filter((part) => part && !part.startsWith(`${groupId}:`));
  const total = others.reduce((sum, part) => sum + (Number(part.split(":")[1]) || 0), count);
  if (params.get("cursor") || total > LIST_LOADED_MAX) return withParams(search, { groupId, cursor: nextCursor });
  return withParams(search, { loaded: [...others, `${groupId}:${count}`].join(",") });
}
