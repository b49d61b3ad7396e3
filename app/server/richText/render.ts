import StarterKit from "@tiptap/starter-kit";
import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import { RichTextDoc } from "~/schemas/richText";

const extensions = [StarterKit];

/**
 * A stored description as HTML for the page. The document passes the schema of
 * allowed nodes and marks again (stored data is not trusted twice removed from
 * its check), and the static renderer escapes text and attributes, so no markup
 * or script can come out of it.
 */
export function renderDescription(doc: unknown): string {
  const checked = RichTextDoc.safeParse(doc);
  if (!checked.success) return "";
  return renderToHTMLString({ content: checked.data, extensions });
}
