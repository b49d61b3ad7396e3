/** At most this many words of the search text reach the index. */
export const MAX_TERMS = 8;

/**
 * The words of a search text as the index's tokenizer (unicode61) sees them:
 * runs of letters, marks and digits. Punctuation separates words, so FTS5
 * syntax (quotes, `*`, `NEAR(`, `:`, `-`) can never reach the query.
 */
export const searchTerms = (text: string) => (text.normalize("NFC").match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);

/**
 * The FTS5 MATCH expression of a search: every word as a quoted prefix
 * ("depend" finds "Dependencies"), all of them required. Null when the text
 * has no word at all.
 */
export function matchExpression(text: string): string | null {
  const terms = searchTerms(text);
  return terms.length === 0 ? null : terms.map((term) => `"${term}"*`).join(" ");
}

/**
 * The tasks whose name has every word of `text` as the start of one of its words: a subquery of
 * their ids and its one parameter. Null when the text has no word at all.
 */
export function tasksNamed(text: string): { ids: string; match: string } | null {
  const match = matchExpression(text);
  if (match === null) return null;
  return {
    ids: "SELECT i.item_id FROM search_index JOIN search_items i ON i.rowid = search_index.rowid WHERE search_index MATCH ? AND i.kind = 'task'",
    match: `name : (${match})`,
  };
}
