import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("../../app/styles/app.css", import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

describe("the app's stylesheet", () => {
  it("has no :has(), which makes every node a page inserts or removes re-check its parent (decision 0106)", () => {
    expect(css.match(/[^\n{}]*:has\([^)]*\)/g) ?? []).toEqual([]);
  });
});
