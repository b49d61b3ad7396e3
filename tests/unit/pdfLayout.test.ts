import { describe, expect, it } from "vitest";
import {
  bodyBox,
  columnSlices,
  fitLine,
  ganttZoom,
  headerLine,
  landscape,
  pageBreaks,
  pageLabel,
  pagesOf,
  widthOf,
  wrapLines,
} from "~/lib/pdf/layout";

/** Every character 5 points wide, the ellipsis too: widths are easy to count. */
const measure = () => 5;

describe("PDF layout (issue 19 §2)", () => {
  it("lays A4 and Letter landscape, with the body between header and footer", () => {
    expect(landscape("a4")).toEqual({ width: 841.89, height: 595.28 });
    expect(landscape("letter")).toEqual({ width: 792, height: 612 });
    const body = bodyBox(landscape("letter"));
    expect(body).toEqual({ left: 28, top: 58, width: 736, height: 506 });
  });

  it("cuts rows into pages that hold what fits, a row taller than a page alone", () => {
    expect(pageBreaks([10, 10, 10, 10, 10], 25)).toEqual([0, 2, 4]);
    expect(pageBreaks([10, 40, 10], 25)).toEqual([0, 1, 2]);
    expect(pageBreaks([], 25)).toEqual([]);
    expect(pagesOf(["a", "b", "c", "d", "e"], [0, 2, 4])).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    const thousand = pageBreaks(Array.from({ length: 1000 }, () => 14), 490);
    expect(thousand).toHaveLength(Math.ceil(1000 / 35));
  });

  it("cuts columns (or the Gantt's weeks) into slices across pages", () => {
    expect(columnSlices([50, 50, 50, 50], 120)).toEqual([
      { from: 0, to: 2, width: 100 },
      { from: 2, to: 4, width: 100 },
    ]);
    expect(columnSlices([200, 30], 120)).toEqual([
      { from: 0, to: 1, width: 200 },
      { from: 1, to: 2, width: 30 },
    ]);
    expect(columnSlices([], 120)).toEqual([]);
  });

  it("fits a line with an ellipsis, and wraps words into lines", () => {
    expect(widthOf("₹ café", measure)).toBe(30);
    expect(fitLine("Short", 100, measure)).toBe("Short");
    expect(fitLine("Line\nbreak", 100, measure)).toBe("Line break");
    expect(fitLine("Relance du site ₹", 40, measure)).toBe("Relance…");
    expect(wrapLines("one two three four", 45, measure, 3)).toEqual(["one two", "three", "four"]);
    expect(wrapLines("one two three four five six", 45, measure, 2)).toEqual(["one two", "three fo…"]);
    expect(wrapLines("Incomprehensibilities", 45, measure, 2)).toEqual(["Incompre…"]);
  });

  it("writes the header with the day in the member's format, and page numbers", () => {
    const at = new Date(2026, 11, 1, 12);
    expect(headerLine({ tenant: "Acme", title: "Relance ₹", kind: "Gantt", at, dateFormat: "dd/mm/yy" })).toBe("Acme · Relance ₹ · Gantt · 01 Dec, 2026");
    expect(headerLine({ tenant: "Acme", title: "Relance ₹", kind: "List", at, dateFormat: "mm/dd/yy" })).toBe("Acme · Relance ₹ · List · Dec 01, 2026");
    expect(headerLine({ tenant: "Acme", title: "X", kind: "List", at, dateFormat: null })).toBe("Acme · X · List · 01 Dec, 2026");
    expect(pageLabel(2, 7)).toBe("Page 2 of 7");
  });

  it("draws up to half a year in weeks, longer in months", () => {
    expect(ganttZoom(null)).toBe("week");
    expect(ganttZoom({ start: "2026-01-01", end: "2026-06-30" })).toBe("week");
    expect(ganttZoom({ start: "2026-01-01", end: "2026-12-31" })).toBe("month");
  });
});
