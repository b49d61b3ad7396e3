import { describe, expect, it } from "vitest";
import { LINK_MESSAGE, RichTextDoc, textToDoc } from "~/schemas/richText";
import { docToText } from "~/schemas/richTextTree";

describe("task descriptions as rich text", () => {
  it("turns typed lines into paragraphs and back", () => {
    const doc = textToDoc("First line\r\n\r\nThird line\n\n");
    expect(doc).toEqual({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "First line" }] },
        { type: "paragraph" },
        { type: "paragraph", content: [{ type: "text", text: "Third line" }] },
      ],
    });
    expect(docToText(doc)).toBe("First line\n\nThird line");
    expect(RichTextDoc.safeParse(doc).success).toBe(true);
  });

  it("reads the text of lists and hard breaks, one line per block", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "a" }, { type: "hardBreak" }, { type: "text", text: "b" }] },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "item" }] }] }] },
      ],
    };
    expect(docToText(doc)).toBe("a\nb\nitem");
    expect(RichTextDoc.safeParse(doc).success).toBe(true);
  });

  it("accepts only its nodes, marks and safe links, and drops unknown attributes", () => {
    const link = (href: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }] }] });
    expect(RichTextDoc.safeParse(link("https://example.com")).success).toBe(true);
    expect(RichTextDoc.safeParse(link("mailto:a@b.c")).success).toBe(true);
    for (const href of ["javascript:alert(1)", "data:text/html,<script>", "//evil.example", "vbscript:x"]) {
      expect(RichTextDoc.safeParse(link(href)).error?.issues[0].message).toBe(LINK_MESSAGE);
    }
    expect(RichTextDoc.safeParse({ type: "doc", content: [{ type: "image", attrs: { src: "x" } }] }).success).toBe(false);
    expect(RichTextDoc.safeParse({ type: "doc", content: [{ type: "heading", attrs: { level: 7 } }] }).success).toBe(false);
    const parsed = RichTextDoc.parse({ type: "doc", content: [{ type: "paragraph", attrs: { style: "x" }, content: [] }] });
    expect(parsed.content[0]).toEqual({ type: "paragraph", content: [] });
  });

  it("limits a description's text", () => {
    const long = textToDoc("x".repeat(20_001));
    expect(RichTextDoc.safeParse(long).error?.issues[0].message).toBe("Description should not exceed 20000 characters");
  });
});
