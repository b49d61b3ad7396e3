import type { HiddenItemType, HiddenPlace } from "~/schemas/archive";

/** The archive and bin screen's addresses (browser-safe): /archive or /bin with its tab, a row, a page or a step. */
export const ARCHIVE_STEPS = { confirm: "confirm", place: "place" } as const;

/** `parentId` and `unlink` (how many dependencies it would remove): a place chosen that needs confirming. */
type ScreenState = { tab?: HiddenItemType; rowId?: string; cursor?: string; step?: string; ids?: readonly string[]; parentId?: string; unlink?: number };

export function screenPath(place: HiddenPlace, { tab, rowId, cursor, step, ids = [], parentId, unlink }: ScreenState = {}) {
  const params = new URLSearchParams();
  if (tab) params.set("tab", tab);
  if (rowId) params.set("rowId", rowId);
  if (cursor) params.set("cursor", cursor);
  if (step) params.set("step", step);
  for (const id of ids) params.append("ids", id);
  if (parentId) params.set("parentId", parentId);
  if (unlink) params.set("unlink", String(unlink));
  const search = params.toString();
  return `/${place}${search ? `?${search}` : ""}`;
}
