import * as z from "zod";

/**
 * A task's description: the Tiptap (ProseMirror) JSON of the nodes and marks
 * StarterKit edits, and nothing else. Unknown node or mark types fail, unknown
 * attributes are dropped and a link may only point to http(s) or mail, so what
 * is stored can be rendered (server/richText.ts) without any way to inject
 * markup or script.
 */
export const LINK_MESSAGE = "Links must start with http://, https:// or mailto:";
export const DESCRIPTION_TOO_LONG = "Description should not exceed 20000 characters";
const MAX_TEXT = 20_000;

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const Mark = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bold") }),
  z.object({ type: z.literal("italic") }),
  z.object({ type: z.literal("strike") }),
  z.object({ type: z.literal("underline") }),
  z.object({ type: z.literal("code") }),
  z.object({
    type: z.literal("link"),
    attrs: z.object({ href: z.string().max(2000).regex(SAFE_HREF, LINK_MESSAGE) }),
  }),
]);

const Text = z.object({ type: z.literal("text"), text: z.string().min(1).max(MAX_TEXT, DESCRIPTION_TOO_LONG), marks: z.array(Mark).max(6).optional() });
const HardBreak = z.object({ type: z.literal("hardBreak") });
const Inline = z.discriminatedUnion("type", [Text, HardBreak]);
const inlineContent = z.array(Inline).max(2000).optional();

const Paragraph = z.object({ type: z.literal("paragraph"), content: inlineContent });
const Heading = z.object({
  type: z.literal("heading"),
  attrs: z.object({ level: z.number().int().min(1).max(3) }),
  content: inlineContent,
});
const CodeBlock = z.object({ type: z.literal("codeBlock"), content: z.array(Text.omit({ marks: true })).max(200).optional() });
const Rule = z.object({ type: z.literal("horizontalRule") });

type BlockNode =
  | z.infer<typeof Paragraph>
  | z.infer<typeof Heading>
  | z.infer<typeof CodeBlock>
  | z.infer<typeof Rule>
  | { type: "blockquote"; content: BlockNode[] }
  | { type: "bulletList" | "orderedList"; content: Array<{ type: "listItem"; content: BlockNode[] }> };

const Block: z.ZodType<BlockNode> = z.lazy(() =>
  z.discriminatedUnion("type", [
    Paragraph,
    Heading,
    CodeBlock,
    Rule,
    z.object({ type: z.literal("blockquote"), content: z.array(Block).min(1).max(500) }),
    z.object({ type: z.enum(["bulletList", "orderedList"]), content: z.array(ListItem).min(1).max(500) }),
  ]),
).meta({ id: "RichTextBlock" }); // a named, recursive schema: OpenAPI refers to it instead of unrolling it
const ListItem = z.object({ type: z.literal("listItem"), content: z.array(Block).min(1).max(50) });

export const RichTextDoc = z
  .object({ type: z.literal("doc"), content: z.array(Block).max(2000) })
  .refine((doc) => docToText(doc).length <= MAX_TEXT, DESCRIPTION_TOO_LONG);
export type RichTextDoc = { type: "doc"; content: BlockNode[] };

/** Plain text as a document: each line a paragraph (how a description typed without JavaScript is stored). */
export function textToDoc(text: string): RichTextDoc {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  while (lines.length && lines[lines.length - 1].trim() === "") lines.pop();
  return {
    type: "doc",
    content: lines.map((line) => (line ? { type: "paragraph", content: [{ type: "text", text: line }] } : { type: "paragraph" })),
  };
}

type AnyNode = { type: string; text?: string; content?: AnyNode[] };

/** The text of a document, one line per block: what the no-JavaScript text area shows. */
export function docToText(doc: { content?: AnyNode[] } | null | undefined): string {
  const blockText = (node: AnyNode): string => {
    if (node.type === "text") return node.text ?? "";
    if (node.type === "hardBreak") return "\n";
    const children = node.content ?? [];
    const inline = children.every((child) => child.type === "text" || child.type === "hardBreak");
    return children.map(blockText).join(inline ? "" : "\n");
  };
  return (doc?.content ?? []).map(blockText).join("\n");
}

export const isEmptyDoc = (doc: RichTextDoc | null) => !doc || docToText(doc).trim() === "";
