import { describe, expect, it } from "vitest";
import { leavesPage } from "~/components/shell/UnsentChangesGuard";
import { clearDraft, DRAFT_MAX_AGE_MS, draftKey, readDraft, writeDraft, type DraftStore } from "~/lib/drafts";
import { markUnsaved, unsavedEdits } from "~/lib/unsavedEdits";

/** A browser's storage in memory; `full` refuses every write as a full quota does. */
function memoryStore(full = false): DraftStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException("quota", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}

const DOC = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "A paragraph ada typed" }] }] };

describe("drafts kept in the browser (issue 43 §1)", () => {
  it("keys a draft by organisation, person, item and field", () => {
    const key = draftKey({ tenantId: "t1", userId: "u1", itemId: "task1", field: "description" });
    expect(key).toBe("meridian.draft.t1.u1.task1.description");
    expect(new Set([key, draftKey({ tenantId: "t2", userId: "u1", itemId: "task1", field: "description" }), draftKey({ tenantId: "t1", userId: "u2", itemId: "task1", field: "description" })]).size).toBe(3);
  });

  it("gives back what was kept until it is cleared, and nothing after a month", () => {
    const store = memoryStore();
    expect(readDraft(store, "k")).toBeNull();
    expect(writeDraft(store, "k", DOC, 1_000)).toBe(true);
    expect(readDraft(store, "k", 2_000)).toEqual(DOC);
    clearDraft(store, "k");
    expect(readDraft(store, "k", 2_000)).toBeNull();
    writeDraft(store, "old", DOC, 0);
    expect(readDraft(store, "old", DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(store.items.has("old")).toBe(false);
  });

  it("says when the browser refuses to keep it, and reads nothing unreadable", () => {
    expect(writeDraft(memoryStore(true), "k", DOC)).toBe(false);
    expect(writeDraft(null, "k", DOC)).toBe(false);
    const store = memoryStore();
    store.setItem("k", "{not json");
    expect(readDraft(store, "k")).toBeNull();
    store.setItem("k", JSON.stringify({ something: "else" }));
    expect(readDraft(store, "k")).toBeNull();
  });
});

describe("the navigation guard's list of unsaved editors", () => {
  it("lists each editor holding unsaved text, with its save when it has one, until it is taken off", () => {
    const [cell, edit] = [Symbol("cell"), Symbol("edit")];
    const save = () => {};
    expect(unsavedEdits()).toEqual([]);
    markUnsaved(cell, { what: "Budget of Write the brief", save });
    markUnsaved(edit, { what: "Edit your message" });
    expect(unsavedEdits()).toEqual([{ what: "Budget of Write the brief", save }, { what: "Edit your message" }]);
    markUnsaved(cell, null);
    expect(unsavedEdits()).toEqual([{ what: "Edit your message" }]);
    markUnsaved(edit, null);
    expect(unsavedEdits()).toEqual([]);
  });

  it("holds a navigation to another address or query, not one that stays (a hash, a post to the same page)", () => {
    const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash, state: null, key: "k" });
    const navigation = (from: ReturnType<typeof at>, to: ReturnType<typeof at>) => ({ currentLocation: from, nextLocation: to, historyAction: "PUSH" as never });
    expect(leavesPage(navigation(at("/projects/a/b", "?taskId=1"), at("/projects/a/b", "?taskId=2")))).toBe(true);
    expect(leavesPage(navigation(at("/projects/a/b"), at("/my-space")))).toBe(true);
    expect(leavesPage(navigation(at("/projects/a/b", "?taskId=1"), at("/projects/a/b", "?taskId=1", "#top")))).toBe(false);
  });
});
