import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import { BIN_MS } from "~/schemas/archive";
import { drainSearchIndex } from "./aggregates/search/indexer";
import { WorkspaceCore } from "./core";
import { migrate } from "./migrations";
import { REGISTRY } from "./registry";
import type {
  CommandName,
  CommandOp,
  CommandOutput,
  QueryName,
  QueryOp,
  QueryOutput,
  SystemName,
  SystemOp,
  SystemOutput,
  WorkspaceSurface,
} from "./surface";
import type { Outcome } from "./types";

/**
 * One SQLite database per tenant, reached only through the query and command
 * core (decision record 11): three entries, each taking a named operation of
 * the registry.
 */
export class TenantWorkspace extends DurableObject<Env> implements WorkspaceSurface {
  private readonly core: WorkspaceCore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage);
      // A migration that marks existing items (the search backfill) is indexed before the first request.
      ctx.storage.transactionSync(() => drainSearchIndex(ctx.storage.sql, Date.now()));
    });
    this.core = new WorkspaceCore(ctx.storage, REGISTRY);
  }

  /** A read as the session's member; the outcome carries the viewer too. */
  query<N extends QueryName>(token: string, op: QueryOp<N>) {
    return this.core.query(token, op) as Promise<Outcome<QueryOutput<N>>>;
  }

  /** A change as the session's member, in one transaction with its activity entry. */
  async command<N extends CommandName>(token: string, op: CommandOp<N>) {
    const outcome = (await this.core.command(token, op)) as Outcome<CommandOutput<N>>;
    if (outcome.ok && op.name === "archive.moveToBin") await this.purgeBinLater(Date.now() + BIN_MS);
    return outcome;
  }

  /**
   * The bin's purge (decision record 28): deletes what has been in the bin for
   * 30 days, through the core's system path, then waits for the next item due.
   */
  async alarm() {
    const { nextDueAt } = await this.core.system({ name: "archive.purgeDue", input: { now: Date.now() } }) as SystemOutput<"archive.purgeDue">;
    if (nextDueAt !== null) await this.ctx.storage.setAlarm(nextDueAt);
  }

  /** An item entered the bin: the alarm is set for it unless one is due earlier (every earlier entry is). */
  private async purgeBinLater(dueAt: number) {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(dueAt);
  }

  /** Identity work for the directory that has no session (yet): trusted Worker code only. */
  system<N extends SystemName>(op: SystemOp<N>) {
    return this.core.system(op) as Promise<SystemOutput<N>>;
  }
}
