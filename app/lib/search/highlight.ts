/**
 * Highlight markup of search hits (decision record 32). FTS5's highlight()
 * wraps each match in two control characters that the index never holds;
 * the text is HTML-escaped first, then the markers become <mark> tags, so
 * whatever a name contains is shown as text, never as markup.
 */
export const HIGHLIGHT_OPEN = "\u0001";
export const HIGHLIGHT_CLOSE = "\u0002";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** The markup of a highlighted field, or undefined when nothing in it matched. */
export function highlightMarkup(marked: string | null | undefined): string | undefined {
  if (!marked || !marked.includes(HIGHLIGHT_OPEN)) return undefined;
  return escapeHtml(marked).replaceAll(HIGHLIGHT_OPEN, "<mark>").replaceAll(HIGHLIGHT_CLOSE, "</mark>");
}
