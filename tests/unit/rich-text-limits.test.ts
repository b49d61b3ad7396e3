import { describe, expect, it } from "vitest";
import { DESCRIPTION_TOO_DEEP, DESCRIPTION_TOO_LARGE, RICH_TEXT_MAX_BYTES, RICH_TEXT_MAX_DEPTH, RichTextDoc } from "~/schemas/richText";
import { docToText } from "~/schemas/richTextTree";
import type { AnyNode } from "~/schemas/richTextTree";
import { renderDescription, withDescriptionHtml } from "~/server/richText/render";
import { docOfBytes, nestedDoc } from "../fixtures/richTextDocs";

/** Deeper than any stack: a walk that recursed once per level would overflow long before. */
const FATHOMLESS = 100_000;

const blockquotes = (count: number, inner: string) => `${"<blockquote>".repeat(count)}${inner}${"</blockquote>".repeat(count)}`;
/** Blockquotes `levels` deep, each with a line of its own before the next. */
const ladder = (levels: number) => {
  let node: AnyNode = { type: "paragraph", content: [{ type: "text", text: `line ${levels}` }] };
  for (let level = levels - 1; level >= 1; level--) {
    node = { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: `line ${level}` }] }, node] };
  }
  return { type: "doc", content: [node] };
};
/** Bullet lists nested `levels` deep, each item with its line and the next list. */
const nestedLists = (levels: number) => {
  let list: AnyNode | null = null;
  for (let level = levels; level >= 1; level--) {
    const item: AnyNode = { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: `item ${level}` }] }, ...(list ? [list] : [])] };
    list = { type: "bulletList", content: [item] };
  }
  return { type: "doc", content: list ? [list] : [] };
};

describe("the caps of a description", () => {
  it("accepts a document nested to the depth cap and refuses one level more, at any depth without overflowing", () => {
    expect(RichTextDoc.safeParse(nestedDoc(RICH_TEXT_MAX_DEPTH)).success).toBe(true);
    for (const depth of [RICH_TEXT_MAX_DEPTH + 1, 1_000, FATHOMLESS]) {
      expect(RichTextDoc.safeParse(nestedDoc(depth)).error?.issues).toEqual([expect.objectContaining({ message: DESCRIPTION_TOO_DEEP, path: [] })]);
    }
  });

  it("accepts a document of the size cap and refuses a byte more", () => {
    expect(RichTextDoc.safeParse(docOfBytes(RICH_TEXT_MAX_BYTES)).success).toBe(true);
    expect(RichTextDoc.safeParse(docOfBytes(RICH_TEXT_MAX_BYTES + 1)).error?.issues[0].message).toBe(DESCRIPTION_TOO_LARGE);
  });

  it("reads the text of a document of any depth", () => {
    expect(docToText(nestedDoc(FATHOMLESS, "bottom"))).toBe("bottom");
    expect(docToText(ladder(3))).toBe("line 1\nline 2\nline 3");
  });
});

describe("rendering a stored document deeper than the cap", () => {
  it("renders a document at the cap as it is", () => {
    expect(renderDescription(nestedDoc(RICH_TEXT_MAX_DEPTH))).toBe(blockquotes(RICH_TEXT_MAX_DEPTH - 2, "<p>deep</p>"));
    expect(withDescriptionHtml({ description: nestedDoc(RICH_TEXT_MAX_DEPTH) }).description).toEqual(nestedDoc(RICH_TEXT_MAX_DEPTH));
  });

  it("flattens the levels past the cap into a paragraph at the deepest level allowed", () => {
    const atCap = blockquotes(RICH_TEXT_MAX_DEPTH - 2, "<p>deep</p>");
    for (const depth of [RICH_TEXT_MAX_DEPTH + 1, 1_000, FATHOMLESS]) expect(renderDescription(nestedDoc(depth))).toBe(atCap);

    const lines = Array.from({ length: 40 }, (_, index) => `line ${index + 1}`);
    const kept = RICH_TEXT_MAX_DEPTH - 2;
    const html = renderDescription(ladder(40));
    expect(html.startsWith(lines.slice(0, kept).map((line) => `<blockquote><p>${line}</p>`).join(""))).toBe(true);
    expect(html).toContain(`<p>${lines.slice(kept).join("<br/>")}</p>${"</blockquote>".repeat(kept)}`);
  });

  it("flattens nested lists too, keeping every line and within the schema", () => {
    const { description, descriptionHtml } = withDescriptionHtml({ id: "t", description: nestedLists(30) });
    expect(RichTextDoc.safeParse(description).success).toBe(true);
    expect(docToText(description)).toBe(docToText(nestedLists(30)));
    const listsThatFit = RICH_TEXT_MAX_DEPTH / 2 - 1; // each takes two levels, the text of the deepest two more
    expect(descriptionHtml.match(/<ul>/g)).toHaveLength(listsThatFit);
    const flattened = Array.from({ length: 30 - listsThatFit }, (_, index) => `item ${listsThatFit + 1 + index}`);
    expect(descriptionHtml).toContain(`<p>item ${listsThatFit}</p><p>${flattened.join("<br/>")}</p></li></ul>`);
  });

  it("leaves an empty description empty", () => {
    expect(withDescriptionHtml({ description: null })).toEqual({ description: null, descriptionHtml: "" });
  });
});
