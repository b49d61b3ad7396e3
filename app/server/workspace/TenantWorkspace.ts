import { DurableObject } from "cloudflare:workers";
import { loadConfig, sessionRateLimit } from "../config";
import type { Env } from "../env";
import { drainSearchIndex } from "./aggregates/search/indexer";
import { WorkspaceCore } from "./core";
import { nextEffectAt, runDueEffects } from "./effects/queue";
import { effectRunner } from "./effects/runners";
import type { JobWorkspace } from "../exports/jobWorkspace";
import { LiveHub } from "./live/hub";
import { LIVE_TOKEN_HEADER, openSocket } from "./live/open";
import { migrate } from "./migrations";
import { registryFor } from "./registry";
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
  private readonly live: LiveHub;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage);
      // A migration that marks existing items (the search backfill) is indexed before the first request.
      ctx.storage.transactionSync(() => drainSearchIndex(ctx.storage.sql, Date.now()));
      // Effects a command queued just before the object stopped, before it could wake the alarm.
      const due = nextEffectAt(ctx.storage.sql, Date.now());
      if (due !== null && (await ctx.storage.getAlarm()) === null) await ctx.storage.setAlarm(due);
    });
    // The work generator is registered only with the development flag (decision record 41).
    this.live = new LiveHub(ctx);
    this.core = new WorkspaceCore(ctx.storage, registryFor(loadConfig(env).development), this.live, sessionRateLimit(env));
  }

  /** A read as the session's member; the outcome carries the viewer too. */
  query<N extends QueryName>(token: string, op: QueryOp<N>, overHttp = false) {
    return this.core.query(token, op, overHttp) as Promise<Outcome<QueryOutput<N>>>;
  }

  /** The queries of one page as the session's member, in one call: one outcome each (decision record 62). */
  queries(token: string, ops: readonly { name: QueryName; input: unknown }[]) {
    return this.core.queries(token, ops);
  }

  /** A change as the session's member, in one transaction with its activity entry; its effects run after the commit. */
  command<N extends CommandName>(token: string, op: CommandOp<N>, overHttp = false) {
    return this.core.command(token, op, overHttp) as Promise<Outcome<CommandOutput<N>>>;
  }

  /**
   * The tenant's clock: the bin's purge (decision record 28) deletes what has been in the bin for
   * 30 days, files of messages never posted go after a week (decision record 75) and deleted
   * accounts become "Deleted user" after their 14 days (decision 0089) and an organisation
   * scheduled for deletion is purged after its 30 days (decision 0091), through the
   * core's system path; the queued effects that are due run (decision record
   * 40); then it waits for whichever comes next.
   */
  async alarm() {
    const { nextDueAt } = (await this.core.system({ name: "archive.purgeDue", input: { now: Date.now() } })) as SystemOutput<"archive.purgeDue">;
    const drafts = (await this.core.system({ name: "attachments.purgeDrafts", input: { now: Date.now() } })) as SystemOutput<"attachments.purgeDrafts">;
    const erasures = (await this.core.system({ name: "members.eraseDue", input: { now: Date.now() } })) as SystemOutput<"members.eraseDue">;
    const deletion = (await this.core.system({ name: "tenant.purgeDue", input: { now: Date.now() } })) as SystemOutput<"tenant.purgeDue">;
    const jobs = { queryAs: (userId: string, op: QueryOp<QueryName>) => this.core.queryAs(userId, op), system: (op: SystemOp<SystemName>) => this.core.system(op) };
    await runDueEffects(this.ctx.storage.sql, effectRunner(this.env, jobs as JobWorkspace), Date.now());
    if ((await this.core.system({ name: "tenant.purged", input: {} })) as SystemOutput<"tenant.purged">) return this.eraseStorage();
    const next = [nextDueAt, drafts.nextDueAt, erasures.nextDueAt, deletion.nextDueAt, nextEffectAt(this.ctx.storage.sql, Date.now())].filter(
      (at): at is number => at !== null,
    );
    if (next.length > 0) await this.ctx.storage.setAlarm(Math.min(...next));
  }

  /**
   * The last step of an organisation's deletion (decision 0091), once its files, directory rows and
   * mails are done: everything this object stores goes, and an empty schema takes its place, so a new
   * organisation on the freed sub-domain starts from nothing.
   */
  private async eraseStorage() {
    await this.ctx.storage.deleteAll();
    await this.ctx.storage.deleteAlarm();
    migrate(this.ctx.storage);
    this.live.sweep();
  }

  /**
   * A page's live socket (issue 21): the Worker's live route forwards the upgrade with the session's
   * token; the member is checked through the core like any read.
   */
  async fetch(request: Request): Promise<Response> {
    const token = request.headers.get(LIVE_TOKEN_HEADER) ?? "";
    return openSocket(request, this.live, (input) => this.core.query(token, { name: "live.connect", input }));
  }

  webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    this.live.received(socket, message);
  }

  webSocketClose(socket: WebSocket) {
    this.live.closed(socket);
  }

  webSocketError(socket: WebSocket) {
    this.live.closed(socket);
  }

  /** Identity work for the directory that has no session (yet): trusted Worker code only. */
  system<N extends SystemName>(op: SystemOp<N>) {
    return this.core.system(op) as Promise<SystemOutput<N>>;
  }
}
