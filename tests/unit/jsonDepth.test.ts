import { describe, expect, it } from "vitest";
import { jsonDepth } from "~/lib/jsonDepth";

describe("the nesting depth of a JSON text", () => {
  it("counts the arrays and objects open at once", () => {
    expect(jsonDepth('"text"')).toBe(0);
    expect(jsonDepth("{}")).toBe(1);
    expect(jsonDepth('{"a":[{"b":[]}],"c":{}}')).toBe(4);
    expect(jsonDepth("[[1],[[2]],[3]]")).toBe(3);
  });

  it("skips brackets inside strings, escaped quotes included", () => {
    expect(jsonDepth('["[[[{{{", "\\"[[[", "\\\\"]')).toBe(1);
    expect(jsonDepth('{"a\\"{[": "]}\\\\"}')).toBe(1);
  });

  it("measures any depth without recursing", () => {
    expect(jsonDepth(`${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`)).toBe(1_000_000);
  });
});
