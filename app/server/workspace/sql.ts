/** Bits of SQL every store of the workspace writes the same way. */

/** A list of ids as one bound parameter: windows hold more ids than SQLite's 100 parameters. */
export const idList = (ids: readonly string[]) => JSON.stringify(ids);

/** The condition that reads such a list: one `?`, the JSON list. */
export const IN_IDS = "IN (SELECT value FROM json_each(?))";
