import type { SearchGroup } from "~/schemas/search";

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
 * ("depend" finds "Dependencies"), all of them required, in the text columns,
 * within one result group. Null when the text has no word at all.
 */
export function matchExpression(text: string, group: SearchGroup): string | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const words = terms.map((term) => `"${term}"*`).join(" ");
  return `result_group : "${group}" AND {name first_name last_name body} : (${words})`;
}
