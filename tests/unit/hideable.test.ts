import { describe, expect, it } from "vitest";
import { hideablesOf } from "~/server/workspace/aggregate";
import { HIDDEN_TYPE_NAMES, HIDDEN_TYPES } from "~/schemas/archive";
import { HIDEABLE } from "~/server/workspace/kindRegistry";

/** Archive and bin as a plug-in (decision record 41): the screen's literal list of types and the aggregates' registrations agree. */
describe("the hideable registrations", () => {
  it("cover exactly HIDDEN_TYPES, once each, in the tabs' order", () => {
    expect([...HIDEABLE.keys()]).toEqual([...HIDDEN_TYPES]);
    expect(Object.keys(HIDDEN_TYPE_NAMES).sort()).toEqual([...HIDDEN_TYPES].sort());
  });

  it("name only registered types as parents and in locations, and tell kinds that share a table apart", () => {
    const types = new Set<string>(HIDDEN_TYPES);
    for (const kind of HIDEABLE.values()) {
      for (const [type] of [...kind.parents, ...kind.location]) expect(types).toContain(type);
      const sharing = [...HIDEABLE.values()].filter((other) => other.table === kind.table);
      if (sharing.length > 1) expect(kind.rows).toBeTruthy();
    }
  });

  it("refuses a type registered twice", () => {
    const team = HIDEABLE.get("team")!;
    expect(() => hideablesOf([{ name: "a", hideable: [team] }, { name: "b", hideable: [team] }])).toThrow("registered twice");
  });
});
