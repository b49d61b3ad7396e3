import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { limitTo } from "~/server/workspace/sql";

const WORKSPACE = "app/server/workspace";
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );

describe("limitTo (decision 0072)", () => {
  it("writes the count into the statement", () => {
    expect(limitTo(0)).toBe("LIMIT 0");
    expect(limitTo(51)).toBe("LIMIT 51");
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, "5; DROP TABLE tasks" as unknown as number])("refuses %s", (count) => {
    expect(() => limitTo(count)).toThrow(RangeError);
  });

  it("is how every workspace statement limits its rows: none binds its LIMIT", () => {
    const bound = sources(WORKSPACE).filter((file) => /\bLIMIT\s+\?/.test(readFileSync(file, "utf8")));
    expect(bound).toEqual([]);
  });
});
