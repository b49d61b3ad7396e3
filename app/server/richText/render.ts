import StarterKit from "@tiptap/starter-kit";
import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import { namingMentions } from "~/lib/mentions";
import { RichTextDoc, withinDepthCap } from "~/schemas/richText";

const extensions = [StarterKit];

/**
 * A stored description as HTML for the page. The document passes the schema of
 * allowed nodes and marks again (stored data is not trusted twice removed from
 * its check), and the static renderer escapes text and attributes, so no markup
 * or script can come out of it. One stored before the depth cap is flattened
 * to it first, so it is shown rather than refused.
 */
export function renderDescription(doc: unknown): string {
  const checked = RichTextDoc.safeParse(withinDepthCap(doc));
  if (!checked.success) return "";
  return renderToHTMLString({ content: checked.data, extensions });
}

/** A task as readers get it: its description within the depth cap (the editor opens that) and as HTML. */
export function withDescriptionHtml<T extends { description: unknown }>(task: T) {
  const description = withinDepthCap(task.description);
  return { ...task, description, descriptionHtml: renderDescription(description) };
}

/** A conversation's message as HTML: each mention as "@First Last" by the member's current name. */
export function renderMessage(doc: RichTextDoc | null, mentions: ReadonlyArray<{ userId: string; firstName: string; lastName: string }>): string {
  if (!doc) return "";
  const names = new Map(mentions.map((person) => [person.userId, `${person.firstName} ${person.lastName}`]));
  return renderDescription(namingMentions(doc, (id) => names.get(id)));
}
