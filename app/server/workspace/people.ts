import { idList, IN_IDS } from "./sql";

/**
 * A person as past work names them: their name and whether they are deactivated (issue 20: a
 * deactivated person disappears from pickers but stays named on their work), or no longer here
 * at all (issue 38: they left, or their account was deleted; decision 0089), marked the same way. Every reader that
 * names someone selects `personColumns` from its `members` alias and answers `personName`, so
 * "who is this and are they still here" is written once. Pickers do not use it: they list active
 * members only.
 */
export const personColumns = (alias: string) =>
  `${alias}.first_name, ${alias}.last_name, ${alias}.status != 'ACTIVE' AS deactivated`;

export type PersonNameRow = { user_id: string; first_name: string; last_name: string; deactivated: number };
export type PersonName = { userId: string; firstName: string; lastName: string; deactivated: boolean };

export const personName = (row: PersonNameRow): PersonName => ({
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  deactivated: row.deactivated === 1,
});

/** Some people by id, active or not, in one statement on the primary key; ids the workspace does not hold are left out. */
export function namesOf(sql: SqlStorage, userIds: readonly string[]): Map<string, PersonName> {
  if (userIds.length === 0) return new Map();
  const rows = sql
    .exec<PersonNameRow>(`SELECT m.user_id, ${personColumns("m")} FROM members m WHERE m.user_id ${IN_IDS}`, idList([...new Set(userIds)]))
    .toArray();
  return new Map(rows.map((row) => [row.user_id, personName(row)]));
}
