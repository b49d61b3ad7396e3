import type { Permission } from "~/lib/permissions";
import type { ActivityEntry, ActivityItem } from "./activity";
import type { Effect } from "./effects/types";
import type { FailureStatus, Viewer } from "./types";

/** What a member's role must grant to run an operation; "signed-in" lets every member of the tenant. */
export type Access = Permission | "signed-in";

/**
 * What a handler works with: the tenant's database, the clock of this call, the
 * signed-in member, and the hash of the token they called with (which logout ends).
 */
export type MemberContext = { sql: SqlStorage; now: number; viewer: Viewer; sessionHash: string };
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
};

type QuerySpec<I, O, P> = Definition<MemberContext, I, O, P> & { permission: Access };

type CommandSpec<I, O, P> = Definition<MemberContext, I, O, P> & {
  permission: Access;
  /** The one activity entry the core writes with the command; the actor is the signed-in member. */
  activity(input: I, output: O, context: MemberContext): ActivityItem;
  /** What the command sets going beyond its transaction (mail, the alarm): run only once it has committed. */
  effects?(input: I, output: O, context: MemberContext): Effect[];
};

type SystemSpec<I, O, P> = Definition<SystemContext, I, O, P> & {
  /** Written where the operation means something to the audit log (a session opened), else absent. */
  activity?(input: I, output: O): ActivityEntry | undefined;
};

export type QueryDefinition<I, O, P = undefined> = QuerySpec<I, O, P> & { kind: "query" };
export type CommandDefinition<I, O, P = undefined> = CommandSpec<I, O, P> & { kind: "command" };
export type SystemDefinition<I, O, P = undefined> = SystemSpec<I, O, P> & { kind: "system" };

export const defineQuery = <I, O, P = undefined>(spec: QuerySpec<I, O, P>): QueryDefinition<I, O, P> => ({
  kind: "query",
  ...spec,
});

export const defineCommand = <I, O, P = undefined>(spec: CommandSpec<I, O, P>): CommandDefinition<I, O, P> => ({
  kind: "command",
  ...spec,
});

export const defineSystem = <I, O, P = undefined>(spec: SystemSpec<I, O, P>): SystemDefinition<I, O, P> => ({
  kind: "system",
  ...spec,
});

/** The input of an operation that needs none. */
export type NoInput = Record<string, never>;

/**
 * A domain failure (not found, conflict, invalid field): thrown by a handler,
 * it rolls the transaction back and travels to the caller as a failed outcome.
 */
export class WorkspaceFailure extends Error {
  constructor(
    readonly status: FailureStatus,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** How many items the refused change would affect, when it needs confirmation. */
    readonly count?: number,
  ) {
    super(message);
  }
}

/** Every operation the core can run, by name; the production one is REGISTRY (registry.ts). */
export type Registry = {
  queries: Readonly<Record<string, QueryDefinition<unknown, unknown, unknown>>>;
  commands: Readonly<Record<string, CommandDefinition<unknown, unknown, unknown>>>;
  system: Readonly<Record<string, SystemDefinition<unknown, unknown, unknown>>>;
};
