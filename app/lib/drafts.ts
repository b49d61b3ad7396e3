/**
 * Text a person typed and has not saved or posted yet (issue 43 §1, decision record 75): a task's
 * description, a new message, a reply, an edit of a message. It is kept in this browser per
 * organisation, person, item and field as the person types, offered back when that editor opens
 * again, and dropped once saved or posted, discarded, or a month old. Only the editor's JSON is
 * kept; what is saved still goes through the API's checks.
 */
export type DraftStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;
export type DraftSlot = { tenantId: string; userId: string; itemId: string; field: string };

/** How long a draft is offered back. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const draftKey = ({ tenantId, userId, itemId, field }: DraftSlot) => `meridian.draft.${tenantId}.${userId}.${itemId}.${field}`;

type Kept = { doc: unknown; at: number };

/** The draft kept under `key` (the editor's JSON), or null: none, too old, or unreadable. */
export function readDraft(store: DraftStore | null, key: string, now = Date.now()): unknown {
  try {
    const kept = JSON.parse(store?.getItem(key) ?? "null") as Kept | null;
    if (!kept || typeof kept !== "object" || typeof kept.at !== "number" || kept.doc === undefined) return null;
    if (now - kept.at > DRAFT_MAX_AGE_MS) {
      store?.removeItem(key);
      return null;
    }
    return kept.doc;
  } catch {
    return null;
  }
}

/** Keeps `doc` under `key`; false when the browser refuses (no storage, or full): the text is then not kept. */
export function writeDraft(store: DraftStore | null, key: string, doc: unknown, now = Date.now()): boolean {
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify({ doc, at: now } satisfies Kept));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(store: DraftStore | null, key: string) {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** The browser's storage, or null where it is refused (a private window's quota, a sandbox). */
export function browserDrafts(): DraftStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
