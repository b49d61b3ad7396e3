import type { AccessKey } from "~/lib/accessRestrictions";
import type { Permission, WorkAction } from "~/lib/permissions";
import type { Resolved, ResourceKind, Sight } from "./access";
import type { ActivityEntry, ActivityItem } from "./activity";
import type { Effect } from "./effects/types";
import type { MemberContext } from "./types";

/** Handlers take their whole kit from here; the failures and the member's context live lower down, where access.ts reads them too. */
export { fieldFailure, WorkspaceFailure } from "./failure";
export type { MemberContext } from "./types";

/** What a member's role must grant to run an operation; "signed-in" lets every member of the tenant. */
export type Access = Permission | "signed-in";

/** A system operation acts for the directory, with no signed-in member. */
export type SystemContext = { sql: SqlStorage; now: number };

/**
 * The parts every operation shares. `prepare` does the asynchronous work
 * (hashing, random tokens) before the transaction, since the handler runs
 * inside `transactionSync` and must be synchronous; it must not read storage.
 */
type Definition<Context, I, O, P> = {
  prepare?(input: I): Promise<P>;
  handler(context: Context, input: I, prepared: P): O;
  /** The capabilities an access restriction may turn off (decision record 51), checked where the operation acts. */
  restrictedBy?: AccessKey | readonly AccessKey[];
  /** Runs while the organisation is scheduled for deletion (the session, its status, restoring it); every other member operation is refused then (decision 0091). */
  duringDeletion?: true;
};

/**
 * What an operation acts on (decision record 42): the kind of resource, the input field that holds
 * its id, the work action it needs there and whether it sees hidden items. The core resolves it and
 * checks the member's role before the handler runs (404 unseen, 403 not allowed, 409 archived).
 */
export type Acts<K extends ResourceKind = ResourceKind, I = Record<string, unknown>> = {
  resource: K;
  from: keyof I & string;
  action: WorkAction;
  sight?: Sight;
};

/** A handler's context when its operation declares what it acts on: the resource, its project and the role, resolved. */
export type TargetContext<K extends ResourceKind> = MemberContext & { target: Resolved<K> };

type QuerySpec<I, O, P> = Definition<MemberContext, I, O, P> & { permission: Access };

/** The input is the handler's (NoInfer): an activity that ignores it must not widen it to `unknown`. */
type CommandParts<I, O, C = MemberContext> = {
  /** The one activity entry the core writes with the command; the actor is the signed-in member. */
  activity(input: NoInfer<I>, output: O, context: C): ActivityItem;
  /** What the command sets going beyond its transaction (mail, the alarm): run only once it has committed. */
  effects?(input: NoInfer<I>, output: O, context: C): Effect[];
};

type CommandSpec<I, O, P> = QuerySpec<I, O, P> & CommandParts<I, O>;

/** An operation that declares its resource: the resource's role decides, after the tenant role's permission when one is named too. */
type ActingSpec<K extends ResourceKind, I, O, P> = Definition<TargetContext<K>, I, O, P> & { acts: Acts<K, I>; permission?: Access };

type SystemSpec<I, O, P> = Definition<SystemContext, I, O, P> & {
  /** Written where the operation means something to the audit log (a session opened), else absent. */
  activity?(input: I, output: O): ActivityEntry | undefined;
  /** What it sets going beyond its transaction (a mail, the alarm), as a command's effects: run only once it has committed. */
  effects?(input: I, output: O): Effect[];
};

export type QueryDefinition<I, O, P = undefined> = QuerySpec<I, O, P> & { kind: "query"; acts?: Acts };
export type CommandDefinition<I, O, P = undefined> = CommandSpec<I, O, P> & { kind: "command"; acts?: Acts };
export type SystemDefinition<I, O, P = undefined> = SystemSpec<I, O, P> & { kind: "system" };

export function defineQuery<K extends ResourceKind, I, O, P = undefined>(spec: ActingSpec<K, I, O, P>): QueryDefinition<I, O, P>;
export function defineQuery<I, O, P = undefined>(spec: QuerySpec<I, O, P>): QueryDefinition<I, O, P>;
export function defineQuery(spec: Record<string, unknown>) {
  return { kind: "query", permission: "signed-in", ...spec };
}

export function defineCommand<K extends ResourceKind, I, O, P = undefined>(
  spec: ActingSpec<K, I, O, P> & CommandParts<I, O, TargetContext<K>>,
): CommandDefinition<I, O, P>;
export function defineCommand<I, O, P = undefined>(spec: CommandSpec<I, O, P>): CommandDefinition<I, O, P>;
export function defineCommand(spec: Record<string, unknown>) {
  return { kind: "command", permission: "signed-in", ...spec };
}

export const defineSystem = <I, O, P = undefined>(spec: SystemSpec<I, O, P>): SystemDefinition<I, O, P> => ({
  kind: "system",
  ...spec,
});

/** The input of an operation that needs none. */
export type NoInput = Record<string, never>;

/** Every operation the core can run, by name; registry.ts builds it from the aggregates (registryFor). */
export type Registry = {
  queries: Readonly<Record<string, QueryDefinition<unknown, unknown, unknown>>>;
  commands: Readonly<Record<string, CommandDefinition<unknown, unknown, unknown>>>;
  system: Readonly<Record<string, SystemDefinition<unknown, unknown, unknown>>>;
};
