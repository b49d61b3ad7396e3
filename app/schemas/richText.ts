import * as z from "zod";
import { docToText, flattenPast, nodeDepth } from "./richTextTree";


/**
 * A task's description: the Tiptap (ProseMirror) JSON of the nodes and marks
 * StarterKit edits, and nothing else. Unknown node or mark types fail, unknown
 * attributes are dropped and a link may only point to http(s) or mail, so what
 * is stored can be rendered (server/richText.ts) without any way to inject
 * markup or script. Its depth and size are capped well below what checking,
 * rendering and reading it handle.
 */
export const LINK_MESSAGE = "Links must start with http://, https:// or mailto:";
export const DESCRIPTION_TOO_LONG = "Description should not exceed 20000 characters";
const MAX_TEXT = 20_000;
/** Levels of nodes below the document: a paragraph's text is at 2, a list's at 4, at 24 in eleven nested lists. */
export const RICH_TEXT_MAX_DEPTH = 24;
/** Bytes of the document's JSON, as stored. */
export const RICH_TEXT_MAX_BYTES = 256 * 1024;
export const DESCRIPTION_TOO_DEEP = `Description should not nest more than ${RICH_TEXT_MAX_DEPTH} levels`;
export const DESCRIPTION_TOO_LARGE = `Description should not exceed ${RICH_TEXT_MAX_BYTES / 1024} KB`;

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
/** A member named in a conversation's message (issue 17): stored by id, shown with their current name. */
const Mention = z.object({ type: z.literal("mention"), attrs: z.object({ id: z.string().min(1).max(64) }) });
export type MentionNode = z.infer<typeof Mention>;

type InlineNode = z.infer<typeof Text> | z.infer<typeof HardBreak> | MentionNode;
type BlockNode =
  | { type: "paragraph"; content?: InlineNode[] }
  | { type: "heading"; attrs: { level: number }; content?: InlineNode[] }
  | { type: "codeBlock"; content?: Array<{ type: "text"; text: string }> }
  | { type: "horizontalRule" }
  | { type: "blockquote"; content: BlockNode[] }
  | { type: "bulletList" | "orderedList"; content: Array<{ type: "listItem"; content: BlockNode[] }> };

const byteSize = (doc: RichTextDoc) => new TextEncoder().encode(JSON.stringify(doc)).length;

/**
 * A document of the nodes StarterKit edits, with `mentions` a message's mention nodes too; `id` names
 * its recursive block schema for OpenAPI (which refers to it instead of unrolling it). Depth is
 * checked before the nodes, whose check recurses once per level.
 */
function richTextSchema(id: string, mentions: boolean) {
  const Inline = mentions ? z.discriminatedUnion("type", [Text, HardBreak, Mention]) : z.discriminatedUnion("type", [Text, HardBreak]);
  const inlineContent = z.array(Inline).max(2000).optional();
  const Paragraph = z.object({ type: z.literal("paragraph"), content: inlineContent });
  const Heading = z.object({ type: z.literal("heading"), attrs: z.object({ level: z.number().int().min(1).max(3) }), content: inlineContent });
  const CodeBlock = z.object({ type: z.literal("codeBlock"), content: z.array(Text.omit({ marks: true })).max(200).optional() });
  const Rule = z.object({ type: z.literal("horizontalRule") });
  const Block: z.ZodType<BlockNode> = z.lazy(() =>
    z.discriminatedUnion("type", [
      Paragraph,
      Heading,
      CodeBlock,
      Rule,
      z.object({ type: z.literal("blockquote"), content: z.array(Block).min(1).max(500) }),
      z.object({ type: z.enum(["bulletList", "orderedList"]), content: z.array(ListItem).min(1).max(500) }),
    ]),
  ).meta({ id });
  const ListItem = z.object({ type: z.literal("listItem"), content: z.array(Block).min(1).max(50) });
  return z.preprocess(
    (value, ctx) => {
      if (nodeDepth(value) > RICH_TEXT_MAX_DEPTH) ctx.addIssue({ code: "custom", message: DESCRIPTION_TOO_DEEP });
      return value;
    },
    z
      .object({ type: z.literal("doc"), content: z.array(Block).max(2000) })
      .refine((doc) => docToText(doc).length <= MAX_TEXT, DESCRIPTION_TOO_LONG)
      .refine((doc) => byteSize(doc) <= RICH_TEXT_MAX_BYTES, DESCRIPTION_TOO_LARGE),
  );
}

/** A task's or project's description. */
export const RichTextDoc = richTextSchema("RichTextBlock", false);
/** A conversation's message: a description's nodes and mentions. */
export const MessageDoc = richTextSchema("MessageBlock", true);
export type RichTextDoc = { type: "doc"; content: BlockNode[] };
export type { BlockNode, InlineNode };

/** A stored document as it can be shown: one stored before the depth cap flattened to it (richTextTree.flattenPast). */
export const withinDepthCap = <T>(doc: T): T => flattenPast(doc, RICH_TEXT_MAX_DEPTH);

/** Plain text as a document: each line a paragraph (how a description typed without JavaScript is stored). */
export function textToDoc(text: string): RichTextDoc {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  while (lines.length && lines[lines.length - 1].trim() === "") lines.pop();
  return {
    type: "doc",
    content: lines.map((line) => (line ? { type: "paragraph", content: [{ type: "text", text: line }] } : { type: "paragraph" })),
  };
}

export const isEmptyDoc = (doc: RichTextDoc | null) => !doc || docToText(doc).trim() === "";
