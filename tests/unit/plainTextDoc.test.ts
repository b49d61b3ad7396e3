import { describe, expect, it } from "vitest";
import { docFromText, docPositionOf } from "~/lib/plainTextDoc";

describe("a text area's text as the editor's document", () => {
  it("makes one paragraph per line, empty lines empty paragraphs", () => {
    expect(docFromText("Hello\n\nWorld")).toEqual({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Hello" }] },
        { type: "paragraph" },
        { type: "paragraph", content: [{ type: "text", text: "World" }] },
      ],
    });
    expect(docFromText("")).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
  });

  it("finds the caret's place: each line break counts twice (a paragraph closed, one opened)", () => {
    expect(docPositionOf("Hello", 0)).toBe(1);
    expect(docPositionOf("Hello", 5)).toBe(6);
    // "ab" | "cd": a=1 b=2 end of first=3, close 4, open: c at 5
    expect(docPositionOf("ab\ncd", 3)).toBe(5);
    expect(docPositionOf("ab\ncd", 5)).toBe(7);
  });
});
