/** Bits of SQL every store of the workspace writes the same way. */

/** A list of ids as one bound parameter: windows hold more ids than SQLite's 100 parameters. */
export const idList = (ids: readonly string[]) => JSON.stringify(ids);

/** The condition that reads such a list: one `?`, the JSON list. */
export const IN_IDS = "IN (SELECT value FROM json_each(?))";

/**
 * `LIMIT n` with n written into the statement. SQLite's planner reads a bound LIMIT's value, so a
 * statement whose LIMIT is `?` is compiled again on every run and the Durable Object's statement
 * cache spares nothing: 10–100 µs a query (decision 0072). Throws on anything but a count.
 */
export function limitTo(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`LIMIT takes a count, not ${count}`);
  return `LIMIT ${count}`;
}
