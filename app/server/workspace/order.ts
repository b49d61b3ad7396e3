import { generateKeyBetween, generateNKeysBetween } from "fractional-indexing";

/**
 * Order keys for anything a member arranges (statuses, folders, projects,
 * columns, groups, tasks): fractional-indexing keys, generated here in the
 * Durable Object, which runs one request at a time. Keys are ASCII and sort
 * with `<` and SQLite's default collation, never with localeCompare.
 */
export const keyBetween = (before: string | null, after: string | null) => generateKeyBetween(before, after);

export const keysAfter = (last: string | null, count: number) => generateNKeysBetween(last, null, count);

/** The last key of a scope (`SELECT MAX(position) …`), for adding at the end. */
export function lastKey(sql: SqlStorage, query: string, ...params: unknown[]): string | null {
  return sql.exec<{ last: string | null }>(query, ...params).one().last;
}
