import { withParams } from "~/lib/searchParams";
import { LIST_LIMIT_DEFAULT, LIST_LOADED_MAX } from "~/lib/taskList";

export const rowId = (taskId: string) => `task-${taskId}`;
export const groupAnchor = (groupId: string) => `group-${groupId}`;

/**
 * The address that shows `count` rows of a view's group (a List group, a board column), counted in
 * `loaded` so that the page, read again after an edit, keeps them (decision records 53 and 58);
 * null past LIST_LOADED_MAX rows in all, or on a page already started at a cursor.
 */
export function withLoaded(search: string, groupId: string, count: number): string | null {
  const params = new URLSearchParams(search);
  const others = (params.get("loaded") ?? "").split(",").filter((part) => part && !part.startsWith(`${groupId}:`));
  const total = others.reduce((sum, part) => sum + (Number(part.split(":")[1]) || 0), count);
  if (params.get("cursor") || total > LIST_LOADED_MAX) return null;
  return withParams(search, { loaded: [...others, `${groupId}:${count}`].join(",") });
}

/** "Load more" of a List group: its `shown` rows and one page more, else the group's next page alone (`groupId` + `cursor`). */
export function loadMoreHref(search: string, groupId: string, shown: number, nextCursor: string): string {
  const count = shown + (Number(new URLSearchParams(search).get("limit")) || LIST_LIMIT_DEFAULT);
  return withLoaded(search, groupId, count) ?? withParams(search, { groupId, cursor: nextCursor });
}
