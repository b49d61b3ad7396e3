import type { AccessKey } from "~/lib/accessRestrictions";
import type { Registry } from "./operations";
import type { HiddenType, HideableKind } from "./hideable";
import type { Searchable } from "./searchable";

type Maps = keyof Registry;
const MAPS = ["queries", "commands", "system"] as const satisfies readonly Maps[];

/**
 * One aggregate (or read model) of the workspace as a single definition
 * (decision record 41): its name, which every operation's name starts with
 * ("<name>.<operation>"), and its queries, commands and system operations.
 * Its migration steps are not listed here: the global numbered list in
 * `migrations/` is their order. `searchable`: the kinds of item it puts in the
 * search index (searchable.ts), which the indexer looks up by kind;
 * `hideable`: the kinds of item it lets the archive and bin hide (hideable.ts),
 * which the archive aggregate looks up by type. `restrictedBy`: the capability an access restriction
 * turns off for all its operations (decision record 51), besides any an operation names itself.
 */
export type AggregateDefinition = {
  readonly name: string;
  readonly restrictedBy?: AccessKey;
  readonly searchable?: readonly Searchable[];
  readonly hideable?: readonly HideableKind[];
} & Partial<Registry>;

/** Keeps the operations' exact types, so the registry built from definitions types the surface. */
export const defineAggregate = <const A extends AggregateDefinition>(aggregate: A): A => aggregate;

/** A read model (readModels/<name>/): queries only, over the aggregates' tables. */
export const defineReadModel = <const R extends { readonly name: string; readonly queries: Registry["queries"]; readonly restrictedBy?: AccessKey }>(readModel: R): R => readModel;

type MapOf<A, M extends Maps> = A extends { [K in M]: infer Ops } ? Ops : unknown;
type Merged<L extends readonly AggregateDefinition[], M extends Maps> = L extends readonly [
  infer Head,
  ...infer Tail extends readonly AggregateDefinition[],
]
  ? MapOf<Head, M> & Merged<Tail, M>
  : unknown;
type Flat<T> = { [K in keyof T]: T[K] };

/** The registry of a list of definitions, each map the union of theirs, typed exactly. */
export type RegistryOf<L extends readonly AggregateDefinition[]> = { [M in Maps]: Flat<Merged<L, M>> };

/** The capabilities that turn an operation off: its aggregate's and its own. */
const restrictionsOf = (aggregate: AccessKey, definition: { restrictedBy?: AccessKey | readonly AccessKey[] }): AccessKey[] => [
  aggregate,
  ...[definition.restrictedBy ?? []].flat().filter((key) => key !== aggregate),
];

/**
 * Builds the core's registry from definitions. An operation whose name does
 * not start with its aggregate's, or two operations of one name, fail at once.
 */
export function registryOf<const L extends readonly AggregateDefinition[]>(aggregates: L): RegistryOf<L> {
  const registry = { queries: {}, commands: {}, system: {} } as Record<Maps, Record<string, unknown>>;
  for (const aggregate of aggregates) {
    for (const map of MAPS) {
      for (const [name, definition] of Object.entries(aggregate[map] ?? {})) {
        if (!name.startsWith(`${aggregate.name}.`)) throw new Error(`${name} is not an operation of ${aggregate.name}`);
        if (MAPS.some((other) => name in registry[other])) throw new Error(`${name} is registered twice`);
        registry[map][name] = aggregate.restrictedBy ? { ...definition, restrictedBy: restrictionsOf(aggregate.restrictedBy, definition) } : definition;
      }
    }
  }
  return registry as RegistryOf<L>;
}

/** The search index's sources by kind, from the definitions' registrations; a kind registered twice fails at once. */
export function searchablesOf(aggregates: readonly AggregateDefinition[]): ReadonlyMap<string, Searchable> {
  const sources = new Map<string, Searchable>();
  for (const searchable of aggregates.flatMap((aggregate) => aggregate.searchable ?? [])) {
    if (sources.has(searchable.kind)) throw new Error(`The search kind ${searchable.kind} is registered twice`);
    sources.set(searchable.kind, searchable);
  }
  return sources;
}

/** The archive and bin's kinds by type, from the definitions' registrations; a type registered twice fails at once. */
export function hideablesOf(aggregates: readonly AggregateDefinition[]): ReadonlyMap<HiddenType, HideableKind> {
  const kinds = new Map<HiddenType, HideableKind>();
  for (const kind of aggregates.flatMap((aggregate) => aggregate.hideable ?? [])) {
    if (kinds.has(kind.type)) throw new Error(`The hideable type ${kind.type} is registered twice`);
    kinds.set(kind.type, kind);
  }
  return kinds;
}
