import { z } from "@hono/zod-openapi";

/** A person named on past work (workspace/people.ts): a deactivated person stays named, marked so (issue 20). */
export const PersonNameSchema = z
  .object({ userId: z.string(), firstName: z.string(), lastName: z.string(), deactivated: z.boolean() })
  .openapi("PersonName");

/** A custom column's value (lib/columns.ts ColumnValue): text, a number, a checkbox, or ids (people, labels). */
export const ColumnValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).openapi("ColumnValue");
/** Typed for the server's code as it keeps values (unknown until checked); the document and the suite's answer check see the union. */
export const ColumnValuesSchema: z.ZodType<Record<string, unknown>> = z.record(z.string(), ColumnValueSchema.nullable()).describe("custom column values by column id");

const RichTextMark = z.object({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() });
const RichTextNode = z
  .object({
    type: z.string().describe("paragraph, heading, bulletList, orderedList, listItem, codeBlock, blockquote, text, mention, hardBreak …"),
    attrs: z.record(z.string(), z.unknown()).optional(),
    text: z.string().optional(),
    marks: z.array(RichTextMark).optional(),
    content: z.array(z.record(z.string(), z.unknown())).optional().describe("child nodes, of this same shape"),
  })
  .openapi("RichTextNode");
/** Rich text as the editor keeps it: a Tiptap (ProseMirror) document of the allowed nodes and marks. */
export const RichTextSchema: z.ZodType<unknown> = z.object({ type: z.literal("doc"), content: z.array(RichTextNode).optional() }).openapi("RichText");
