/**
 * What a plain text area holds, as the rich-text editor's document: one paragraph per line. The
 * message composer starts as a text area and hands what was typed to the editor once it arrives
 * (decision 0095).
 */
export function docFromText(text: string) {
  return {
    type: "doc",
    content: text.split("\n").map((line) => (line ? { type: "paragraph", content: [{ type: "text", text: line }] } : { type: "paragraph" })),
  };
}

/** Where `offset` of the text falls in `docFromText(text)`: the document opens its first paragraph at 0, and each line break closes one paragraph and opens the next. */
export function docPositionOf(text: string, offset: number) {
  const before = text.slice(0, offset);
  return 1 + before.length + (before.match(/\n/g)?.length ?? 0);
}
