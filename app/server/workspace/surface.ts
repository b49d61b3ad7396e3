import type { REGISTRY } from "./registry";
import type { Outcome } from "./types";

type Queries = (typeof REGISTRY)["queries"];
type Commands = (typeof REGISTRY)["commands"];
type System = (typeof REGISTRY)["system"];

type InputOf<D> = D extends { handler(context: never, input: infer I, prepared: never): unknown } ? I : never;
type OutputOf<D> = D extends { handler(context: never, input: never, prepared: never): infer O } ? O : never;

export type QueryName = keyof Queries;
export type CommandName = keyof Commands;
export type SystemName = keyof System;

export type QueryOp<N extends QueryName> = { name: N; input: InputOf<Queries[N]> };
export type CommandOp<N extends CommandName> = { name: N; input: InputOf<Commands[N]> };
export type SystemOp<N extends SystemName> = { name: N; input: InputOf<System[N]> };

export type QueryOutput<N extends QueryName> = OutputOf<Queries[N]>;
export type CommandOutput<N extends CommandName> = OutputOf<Commands[N]>;
export type SystemOutput<N extends SystemName> = OutputOf<System[N]>;

/**
 * What the Worker may ask a TenantWorkspace, typed from the registry. A query
 * or command answers an outcome with its data and the viewer; a system
 * operation (identity work for the directory, no session) answers its data.
 */
export interface WorkspaceSurface {
  /** `overHttp`: the call came over HTTP, not in-process from a page: a session's is counted against its rate. */
  query<N extends QueryName>(token: string, op: QueryOp<N>, overHttp?: boolean): Promise<Outcome<QueryOutput<N>>>;
  /** Several queries in one call, the session checked once (decision record 62): an outcome per query, in their order. */
  queries(token: string, ops: readonly QueryOp<QueryName>[]): Promise<Outcome<unknown>[]>;
  command<N extends CommandName>(token: string, op: CommandOp<N>, overHttp?: boolean): Promise<Outcome<CommandOutput<N>>>;
  system<N extends SystemName>(op: SystemOp<N>): Promise<SystemOutput<N>>;
}

/**
 * The tenant's Durable Object as the Worker's binding (`env.TENANT`) types it: its surface, reached
 * through Workers RPC. TenantWorkspace.ts implements it; naming this type rather than the class keeps
 * env.ts below the object, which reads the Env.
 */
export type TenantObject = WorkspaceSurface & DurableObject & Rpc.DurableObjectBranded;

/**
 * The stub with the registry's types put back: Workers RPC types a generic
 * method by its constraint, so through a bare stub every result is the union
 * of all operations' results.
 */
export const typedWorkspace = (stub: DurableObjectStub<TenantObject>) => stub as unknown as WorkspaceSurface;
