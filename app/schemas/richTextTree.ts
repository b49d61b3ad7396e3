/**
 * Walks of a rich-text document that hold at any depth: each keeps its own
 * stack instead of recursing, so a document stored before the depth cap, or
 * one that has not been checked yet, cannot overflow the call stack.
 */
export type AnyNode = { type: string; text?: string; content?: AnyNode[] };
type Doc = { content?: AnyNode[] } | null | undefined;

/** A node's children; what is not an object is no node and is skipped (the input may be unchecked). */
function childrenOf(node: unknown): AnyNode[] {
  const content = (node as AnyNode | null)?.content;
  return Array.isArray(content) ? content.filter((child) => typeof child === "object" && child !== null) : [];
}
const isInline = (node: AnyNode) => node.type === "text" || node.type === "hardBreak";

/** How many levels of nodes a document holds below itself: 2 for a paragraph of text. */
export function nodeDepth(doc: unknown): number {
  let deepest = 0;
  const stack = childrenOf(doc).map((node) => ({ node, depth: 1 }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    deepest = Math.max(deepest, next.depth);
    for (const child of childrenOf(next.node)) stack.push({ node: child, depth: next.depth + 1 });
  }
  return deepest;
}

/** The text of nodes, one line per block: what the no-JavaScript text area shows and search reads. */
function textOf(nodes: AnyNode[]): string {
  const parts: string[] = [];
  const stack = [{ nodes, next: 0, separator: "\n" }];
  while (stack.length > 0) {
    const siblings = stack[stack.length - 1];
    if (siblings.next === siblings.nodes.length) {
      stack.pop();
      continue;
    }
    if (siblings.next > 0) parts.push(siblings.separator);
    const node = siblings.nodes[siblings.next++];
    if (node.type === "text") parts.push(node.text ?? "");
    else if (node.type === "hardBreak") parts.push("\n");
    else {
      const children = childrenOf(node);
      stack.push({ nodes: children, next: 0, separator: children.every(isInline) ? "" : "\n" });
    }
  }
  return parts.join("");
}

/** The text of a document, one line per block. */
export const docToText = (doc: Doc): string => textOf(childrenOf(doc));

/** How many levels below a container its blocks sit (a list's are in its items). */
const BLOCKS_BELOW = new Map([
  ["blockquote", 1],
  ["bulletList", 2],
  ["orderedList", 2],
]);

/** One paragraph of the text of `node`, its lines apart by hard breaks. */
function paragraphOf(node: AnyNode): AnyNode {
  const content = textOf([node])
    .split("\n")
    .flatMap((line, index): AnyNode[] => {
      const text = line ? [{ type: "text", text: line }] : [];
      return index === 0 ? text : [{ type: "hardBreak" }, ...text];
    });
  return { type: "paragraph", content };
}

/**
 * A document no deeper than `maxDepth`: unchanged when it fits, else a copy in
 * which every container whose blocks would sit too deep to hold their text
 * (blocks sit at `maxDepth - 1` at most, their text one level below) is one
 * paragraph of its text instead.
 */
export function flattenPast<T>(doc: T, maxDepth: number): T {
  if (nodeDepth(doc) <= maxDepth) return doc;
  const root = { ...(doc as AnyNode), content: [] as AnyNode[] };
  const stack = [{ from: childrenOf(doc), into: root.content, depth: 1 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { from, into, depth } = next;
    for (const node of from) {
      const blocksBelow = BLOCKS_BELOW.get(node.type);
      if (blocksBelow !== undefined && depth + blocksBelow > maxDepth - 1) into.push(paragraphOf(node));
      else if (!Array.isArray(node.content)) into.push(node);
      else {
        const copy = { ...node, content: [] as AnyNode[] };
        into.push(copy);
        stack.push({ from: childrenOf(node), into: copy.content, depth: depth + 1 });
      }
    }
  }
  return root as T;
}
