import { describe, expect, it } from "vitest";
import { isTypingTarget, keyLabel, SHORTCUTS, shortcutFor, shortcutsOf, type KeyPress, type KeyTarget } from "~/components/keyboard/shortcuts";
import { readRecent, recentKey, rememberRecent, RECENT_LIMIT } from "~/components/keyboard/recent";
import { projectOfPath } from "~/components/keyboard/newTask";

/** An element as the rules see it: its tag, and the ancestors `closest` finds. */
const element = (tagName: string, { editable = false, inside = [] as string[] } = {}): KeyTarget => ({
  tagName,
  isContentEditable: editable,
  closest: (selector: string) => (inside.some((mark) => selector.includes(mark)) ? {} : null),
});
const press = (key: string, target: KeyTarget | null = element("BODY"), mods: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });
const actionOf = (event: KeyPress) => shortcutFor(event)?.action ?? null;

describe("the shortcut dispatcher", () => {
  it("answers each registered key with its action", () => {
    expect(actionOf(press("j"))).toBe("next");
    expect(actionOf(press("ArrowDown"))).toBe("next");
    expect(actionOf(press("k"))).toBe("previous");
    expect(actionOf(press("ArrowUp"))).toBe("previous");
    expect(actionOf(press("Enter", element("LI")))).toBe("open");
    expect(actionOf(press("e"))).toBe("edit");
    expect(actionOf(press("i"))).toBe("assign");
    expect(actionOf(press("s"))).toBe("status");
    expect(actionOf(press("d"))).toBe("due");
    expect(actionOf(press("m"))).toBe("nextColumn");
    expect(actionOf(press("M", element("LI"), { key: "M" }))).toBe("previousColumn");
    expect(actionOf(press("#"))).toBe("archive");
    expect(actionOf(press("/"))).toBe("search");
    expect(actionOf(press("?"))).toBe("help");
    expect(actionOf(press("x"))).toBeNull();
  });

  it("fires none while typing in a field, a select or rich text", () => {
    for (const target of [element("INPUT"), element("textarea"), element("SELECT"), element("DIV", { editable: true }), element("P", { inside: ["contenteditable"] })]) {
      expect(isTypingTarget(target)).toBe(true);
      for (const key of ["j", "k", "e", "i", "s", "d", "m", "#", "/", "?", "Enter", "ArrowDown"]) expect(actionOf(press(key, target))).toBeNull();
    }
    expect(actionOf(press("Escape", element("INPUT")))).toBe("leave");
    expect(isTypingTarget(element("BUTTON"))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it("fires none inside an open dialog, but the palette's", () => {
    const inDialog = element("BUTTON", { inside: ['role="dialog"'] });
    expect(actionOf(press("j", inDialog))).toBeNull();
    expect(actionOf(press("?", inDialog))).toBeNull();
    expect(actionOf(press("k", inDialog, { ctrlKey: true }))).toBe("palette");
  });

  it("fires none with Ctrl, ⌘ or Alt held, except Ctrl/⌘+K, which works even in a field", () => {
    for (const mods of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }]) {
      for (const key of ["j", "e", "s", "/", "Enter", "ArrowDown"]) expect(actionOf(press(key, element("BODY"), mods))).toBeNull();
    }
    expect(actionOf(press("k", element("BODY"), { ctrlKey: true }))).toBe("palette");
    expect(actionOf(press("k", element("BODY"), { metaKey: true }))).toBe("palette");
    expect(actionOf(press("K", element("INPUT"), { ctrlKey: true }))).toBe("palette");
    expect(actionOf(press("k", element("BODY"), { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it("registers every action once, and each view lists the ones that work there", () => {
    const actions = SHORTCUTS.map((shortcut) => shortcut.action);
    expect(new Set(actions).size).toBe(actions.length);
    const keys = SHORTCUTS.flatMap((shortcut) => shortcut.keys.map((key) => `${shortcut.mod ? "mod+" : ""}${key}`));
    expect(new Set(keys).size).toBe(keys.length);
    expect(shortcutsOf("kanban").map((shortcut) => shortcut.action)).toEqual(["palette", "help", "search", "next", "previous", "leave", "open", "assign", "nextColumn", "previousColumn", "archive"]);
    expect(shortcutsOf(null).map((shortcut) => shortcut.action)).toEqual(["palette", "help", "search"]);
    expect(keyLabel("k", true, false)).toBe("Ctrl+K");
    expect(keyLabel("k", true, true)).toBe("⌘+K");
    expect(keyLabel("ArrowDown")).toBe("↓");
    expect(keyLabel("M")).toBe("Shift+M");
  });
});

/** A localStorage stand-in. */
const memoryStore = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
};

describe("the palette's recent items", () => {
  const key = recentKey("tenant-1", "user-1");
  it("are kept per tenant and member, newest first, without repeats (a search's rid aside), at most the limit", () => {
    expect(recentKey("tenant-1", "user-1")).not.toBe(recentKey("tenant-2", "user-1"));
    expect(recentKey("tenant-1", "user-1")).not.toBe(recentKey("tenant-1", "user-2"));
    const store = memoryStore();
    rememberRecent(store, key, { href: "/projects/t/p?taskId=a&rid=1234", label: "A", kind: "Tasks" });
    rememberRecent(store, key, { href: "/my-space", label: "My Space", kind: "Screen" });
    rememberRecent(store, key, { href: "/projects/t/p?taskId=a&rid=9999", label: "A", kind: "Tasks" });
    expect(readRecent(store, key).map((item) => item.href)).toEqual(["/projects/t/p?taskId=a&rid=9999", "/my-space"]);
    for (let index = 0; index < RECENT_LIMIT + 3; index++) rememberRecent(store, key, { href: `/x/${index}`, label: `${index}`, kind: "Screen" });
    expect(readRecent(store, key)).toHaveLength(RECENT_LIMIT);
    expect(readRecent(store, key)[0].href).toBe(`/x/${RECENT_LIMIT + 2}`);
    expect(readRecent(store, recentKey("tenant-2", "user-1"))).toEqual([]);
  });
  it("read anything else as none", () => {
    expect(readRecent(memoryStore({ [key]: "not json" }), key)).toEqual([]);
    expect(readRecent(memoryStore({ [key]: JSON.stringify([{ href: 1 }, { href: "/a", label: "A", kind: "Screen" }]) }), key)).toEqual([{ href: "/a", label: "A", kind: "Screen" }]);
    expect(readRecent(null, key)).toEqual([]);
  });
});

describe("the project of a path", () => {
  it("is the List's path on any of a project's views, and none elsewhere", () => {
    expect(projectOfPath("/projects/t1/p1")).toBe("/projects/t1/p1");
    expect(projectOfPath("/projects/t1/p1/kanban")).toBe("/projects/t1/p1");
    expect(projectOfPath("/projects/t1/p1/gantt")).toBe("/projects/t1/p1");
    expect(projectOfPath("/projects/t1")).toBeNull();
    expect(projectOfPath("/projects/t1/settings")).toBeNull();
    expect(projectOfPath("/projects/import")).toBeNull();
    expect(projectOfPath("/my-space")).toBeNull();
  });
});
