import { describe, expect, it } from "vitest";
import { placeAfter } from "~/server/workspace/aggregates/teams/placement";

const sorted = (items: Array<{ id: string; position: string }>) => [...items].sort((a, b) => (a.position < b.position ? -1 : 1)).map((item) => item.id);

/** Applies the keys placeAfter answers to a list and reads it in key order. */
function moved(list: Array<{ id: string; position: string | null }>, id: string, after: string | null) {
  const keys = new Map(placeAfter(list, id, after).map((item) => [item.id, item.position]));
  return sorted(list.map((item) => ({ id: item.id, position: keys.get(item.id) ?? item.position! })));
}

describe("placeAfter (team and status order)", () => {
  const list = [
    { id: "a", position: "a0" },
    { id: "b", position: "a1" },
    { id: "c", position: "a2" },
  ];

  it("gives only the moved item a key between its new neighbours", () => {
    expect(placeAfter(list, "c", "a")).toHaveLength(1);
    expect(moved(list, "c", "a")).toEqual(["a", "c", "b"]);
    expect(moved(list, "a", "c")).toEqual(["b", "c", "a"]);
    expect(moved(list, "c", null)).toEqual(["c", "a", "b"]);
  });

  it("renumbers everything when a neighbour has no key or two share one", () => {
    const unkeyed = [{ id: "x", position: null }, { id: "y", position: null }, ...list];
    expect(placeAfter(unkeyed, "c", "x")).toHaveLength(5);
    expect(moved(unkeyed, "c", "x")).toEqual(["x", "c", "y", "a", "b"]);
    const shared = [{ id: "p", position: "a0" }, { id: "q", position: "a0" }, { id: "r", position: "a1" }];
    expect(moved(shared, "r", "p")).toEqual(["p", "r", "q"]);
  });
});
