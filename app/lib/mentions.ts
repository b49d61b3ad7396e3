import type { BlockNode, InlineNode, RichTextDoc } from "~/schemas/richText";

/** Mentions in a conversation's message (issue 17): stored as mention nodes by member id, shown by current name. */

/** Someone a message may name: an active member who sees the item. */
export type Person = { userId: string; firstName: string; lastName: string };

export const fullName = (person: Pick<Person, "firstName" | "lastName">) => `${person.firstName} ${person.lastName}`;

type Node = BlockNode | InlineNode | { type: string; content?: Node[] };

/** Every inline run of the document, rewritten by `inline`; blocks keep their shape. */
function mapInline(doc: RichTextDoc, inline: (nodes: InlineNode[]) => InlineNode[]): RichTextDoc {
  const visit = (node: Node): Node => {
    if (!("content" in node) || !node.content) return node;
    const children = node.content as Node[];
    const isInline = children.every((child) => child.type === "text" || child.type === "hardBreak" || child.type === "mention");
    return { ...node, content: isInline && node.type !== "codeBlock" ? inline(children as InlineNode[]) : children.map(visit) } as Node;
  };
  return { type: "doc", content: doc.content.map((block) => visit(block) as BlockNode) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A message's document with its mentions: "@First Last" typed as text becomes a mention of that
 * person (longest names first, case ignored), and a mention of someone who may not see the item
 * goes back to plain text, so nobody outside a private project is ever named, or notified.
 */
export function withMentions(doc: RichTextDoc, people: readonly Person[]): RichTextDoc {
  const byId = new Map(people.map((person) => [person.userId, person]));
  const byName = new Map(people.map((person) => [fullName(person).toLowerCase(), person]));
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = names.length ? new RegExp(`@(${names.join("|")})(?![\\p{L}\\p{N}])`, "giu") : null;
  const split = (node: InlineNode): InlineNode[] => {
    if (node.type === "mention") return byId.has(node.attrs.id) ? [node] : [{ type: "text", text: "@someone" }];
    if (node.type !== "text" || !pattern || node.marks?.some((mark) => mark.type === "code")) return [node];
    const parts: InlineNode[] = [];
    let from = 0;
    for (const match of node.text.matchAll(pattern)) {
      if (match.index > from) parts.push({ ...node, text: node.text.slice(from, match.index) });
      parts.push({ type: "mention", attrs: { id: byName.get(match[1].toLowerCase())!.userId } });
      from = match.index + match[0].length;
    }
    if (from < node.text.length) parts.push({ ...node, text: node.text.slice(from) });
    return parts;
  };
  return mapInline(doc, (nodes) => nodes.flatMap(split));
}

/** The ids a document mentions, each once, in order. */
export function mentionedIds(doc: RichTextDoc): string[] {
  const ids = new Set<string>();
  mapInline(doc, (nodes) => {
    for (const node of nodes) if (node.type === "mention") ids.add(node.attrs.id);
    return nodes;
  });
  return [...ids];
}

/** The document with each mention as the text "@First Last" (a name no longer known: "@someone"), for search, mail and HTML. */
export const namingMentions = (doc: RichTextDoc, nameOf: (userId: string) => string | undefined): RichTextDoc =>
  mapInline(doc, (nodes) =>
    nodes.map((node): InlineNode => (node.type === "mention" ? { type: "text", text: `@${nameOf(node.attrs.id) ?? "someone"}`, marks: [{ type: "bold" }] } : node)),
  );
