import type { QueryName, QueryOp } from "~/server/workspace/surface";
import type { Outcome } from "~/server/workspace/types";

type Op = QueryOp<QueryName>;

/** How a batch reaches the workspace: one query, or several in one call (TenantWorkspace.queries). */
export type QuerySender = {
  one(op: Op): Promise<Outcome<unknown>>;
  many(ops: Op[]): Promise<Outcome<unknown>[]>;
};

type Waiting = { op: Op; resolve(outcome: Outcome<unknown>): void; reject(error: unknown): void };

/** Resolves once the tasks already queued have run: every loader of the page has made its API call by then. */
export const afterQueuedTasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The workspace queries of one page request, sent together (decision record 62). A page's loaders
 * run in parallel and each makes its own API call (the shell, the projects panel, the project's
 * header, the view); the queries those calls start before the queued tasks have run go to the
 * tenant's Durable Object in one call, which checks the session once and answers each query's
 * outcome. A lone query goes as it always did. Shared by the in-process calls of one page request
 * only (ViewerMemo), never by API clients over HTTP.
 */
export class QueryBatch {
  private readonly pending = new Map<string, Waiting[]>();

  /** The outcome of `op` for `token`, sent with the other queries started alongside it. */
  run(token: string, op: Op, send: QuerySender): Promise<Outcome<unknown>> {
    let waiting = this.pending.get(token);
    if (!waiting) {
      const batch: Waiting[] = [];
      waiting = batch;
      this.pending.set(token, batch);
      void afterQueuedTasks().then(() => {
        this.pending.delete(token);
        return settle(batch, send);
      });
    }
    const batch = waiting;
    return new Promise((resolve, reject) => batch.push({ op, resolve, reject }));
  }
}

async function settle(batch: Waiting[], send: QuerySender) {
  if (batch.length === 1) {
    const [only] = batch;
    await send.one(only.op).then(only.resolve, only.reject);
    return;
  }
  try {
    const outcomes = await send.many(batch.map(({ op }) => op));
    batch.forEach(({ resolve }, i) => resolve(outcomes[i]));
  } catch {
    // One query threw (a bug, not a refusal): each goes alone, so that only its own call fails.
    await Promise.all(batch.map(({ op, resolve, reject }) => send.one(op).then(resolve, reject)));
  }
}
