/**
 * The palette's recent items (issue 21 §2): the last items a member opened
 * through it, newest first, kept in the browser (localStorage) per tenant and
 * member, shown first while the query is empty. Only a label and a link are
 * kept: opening one goes through the page's own loader and its permissions.
 */
export type RecentItem = { href: string; label: string; kind: string };

export const RECENT_LIMIT = 8;

type Store = Pick<Storage, "getItem" | "setItem">;

export const recentKey = (tenantId: string, userId: string) => `meridian.palette.recent.${tenantId}.${userId}`;

const isRecent = (value: unknown): value is RecentItem =>
  typeof value === "object" && value !== null && ["href", "label", "kind"].every((field) => typeof (value as Record<string, unknown>)[field] === "string");

/** The kept items; anything unreadable (another shape, no storage) is none. */
export function readRecent(store: Store | null, key: string): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** `item` first, without its older copy (the same link, the `rid` of a search aside), at most RECENT_LIMIT. */
export function rememberRecent(store: Store | null, key: string, item: RecentItem): RecentItem[] {
  const same = (href: string) => href.replace(/[?&]rid=\d+/, "") === item.href.replace(/[?&]rid=\d+/, "");
  const items = [item, ...readRecent(store, key).filter((kept) => !same(kept.href))].slice(0, RECENT_LIMIT);
  try {
    store?.setItem(key, JSON.stringify(items));
  } catch {
    // A full or refused storage keeps nothing; the palette still works.
  }
  return items;
}
