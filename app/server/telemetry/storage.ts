import type { Env } from "../env";

/**
 * One round trip from the Worker to its storage: a D1 query (a statement run
 * or a batch), a call on a Durable Object stub or an R2 operation. Its
 * `operation` names what was asked: the SQL's first words, the stub method and
 * workspace operation, or the bucket method.
 */
export type StorageCall = {
  store: "d1" | "durable-object" | "r2";
  operation: string;
  startedAt: number;
  durationMs: number;
  failed: boolean;
};

export type StorageListener = (call: StorageCall) => void;

const listeners = new Set<StorageListener>();

/**
 * Hears every storage round trip of the Worker from now on (a tracing
 * exporter, or a test counting what a page costs); answers the way to stop.
 */
export function listenToStorage(listener: StorageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function report(call: StorageCall) {
  for (const listener of listeners) listener(call);
}

function timed<T>(store: StorageCall["store"], operation: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const settle = (failed: boolean) => report({ store, operation, startedAt: started, durationMs: Date.now() - started, failed });
  return run().then(
    (value) => {
      settle(false);
      return value;
    },
    (error: unknown) => {
      settle(true);
      throw error;
    },
  );
}

/** Reads a property of a binding's object as the object itself would see it (native methods need their own `this`). */
function own(target: object, property: string | symbol) {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === "function" ? value.bind(target) : value;
}

const STATEMENT_RUNS = new Set(["first", "all", "run", "raw"]);

const sqlSummary = (sql: string) => sql.trim().split(/\s+/).slice(0, 4).join(" ");

function instrumentD1(db: D1Database): D1Database {
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const statement = (prepared: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(prepared, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => statement(target.bind(...values), sql);
        if (typeof property === "string" && STATEMENT_RUNS.has(property)) {
          const run = own(target, property) as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => timed("d1", sqlSummary(sql), () => run(...args));
        }
        return own(target, property);
      },
    });
    unwrapped.set(proxy, prepared);
    return proxy;
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => statement(target.prepare(sql), sql);
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) =>
          timed("d1", `batch of ${statements.length}`, () => target.batch(statements.map((s) => unwrapped.get(s) ?? s)));
      }
      if (property === "exec") return (sql: string) => timed("d1", sqlSummary(sql), () => target.exec(sql));
      return own(target, property);
    },
  });
}

/** "query sessions.viewer": the stub method and, for workspace calls, the operation's name. */
function rpcOperation(method: string, args: unknown[]) {
  const named = (arg: unknown): arg is { name: string } => typeof (arg as { name?: unknown } | null)?.name === "string";
  const op = args.find(named);
  if (op) return `${method} ${op.name}`;
  // A page's queries in one call (TenantWorkspace.queries): "queries a+b+c".
  const ops = args.find((arg): arg is unknown[] => Array.isArray(arg) && arg.every(named)) as { name: string }[] | undefined;
  return ops ? `${method} ${ops.map((each) => each.name).sort().join("+")}` : method;
}

/** A stub's methods are remote: each is called on the stub itself (an RPC stub answers `bind` as a remote call too). */
function instrumentStub<S extends object>(stub: S): S {
  return new Proxy(stub, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof property !== "string" || property === "then" || typeof value !== "function") return value;
      const method = (...args: unknown[]) => (target as Record<string, (...args: unknown[]) => Promise<unknown>>)[property](...args);
      return (...args: unknown[]) => timed("durable-object", rpcOperation(property, args), () => method(...args));
    },
  });
}

function instrumentNamespace<N extends Pick<DurableObjectNamespace, "get">>(namespace: N): N {
  return new Proxy(namespace, {
    get(target, property) {
      if (property === "get") {
        return (id: DurableObjectId, options?: DurableObjectNamespaceGetDurableObjectOptions) => instrumentStub(target.get(id, options));
      }
      return own(target, property);
    },
  });
}

const R2_OPERATIONS = new Set(["head", "get", "put", "delete", "list", "createMultipartUpload"]);

function instrumentR2(bucket: R2Bucket): R2Bucket {
  return new Proxy(bucket, {
    get(target, property) {
      const value = own(target, property);
      if (typeof property !== "string" || !R2_OPERATIONS.has(property)) return value;
      const run = value as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => timed("r2", property, () => run(...args));
    },
  });
}

/**
 * The Worker's bindings with every storage round trip reported to the
 * listeners: the one place D1, the tenants' Durable Objects and R2 are
 * observed. With nobody listening the bindings are handed on untouched, so the
 * hot path pays nothing.
 */
export function instrumentStorage<E extends Pick<Env, "DIRECTORY" | "TENANT" | "FILES">>(env: E): E {
  if (listeners.size === 0) return env;
  return { ...env, DIRECTORY: instrumentD1(env.DIRECTORY), TENANT: instrumentNamespace(env.TENANT), FILES: instrumentR2(env.FILES) };
}
