import { WorkspaceFailure } from "./failure";

/**
 * Keyset pagination: a page ends with the sort key of its last row, handed to
 * the client as an opaque cursor; the next page starts after it, so a page
 * costs the same however deep the client has scrolled.
 */
export const INVALID_CURSOR = "Invalid cursor";

export type SortKey = Array<string | number>;

export const encodeCursor = (key: SortKey) => btoa(JSON.stringify(key)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

export function decodeCursor(cursor: string, length: number): SortKey {
  try {
    const key: unknown = JSON.parse(atob(cursor.replaceAll("-", "+").replaceAll("_", "/")));
    const valid = Array.isArray(key) && key.length === length && key.every((part) => typeof part === "string" || typeof part === "number");
    if (valid) return key as SortKey;
  } catch {
    // not base64 or not JSON: refused below
  }
  throw new WorkspaceFailure(400, INVALID_CURSOR);
}

/** A page of `limit` rows from a query asked for `limit + 1`: the extra row only says there is more. */
export function pageOf<R, T>(rows: R[], limit: number, keyOf: (row: R) => SortKey, toItem: (row: R) => T) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return { items: shown.map(toItem), nextCursor: more ? encodeCursor(keyOf(shown[shown.length - 1])) : null };
}
