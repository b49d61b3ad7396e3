/**
 * How the app names a person on past work: a deactivated person keeps their name, marked
 * "(deactivated)" (issue 20). The API says who is with `deactivated` (workspace/people.ts).
 */
export type NamedPerson = { firstName: string; lastName: string; deactivated?: boolean };

export const markedName = (name: string, deactivated: boolean | undefined) => (deactivated ? `${name} (deactivated)` : name);

export const personLabel = (person: NamedPerson) => markedName(`${person.firstName} ${person.lastName}`.trim(), person.deactivated);
