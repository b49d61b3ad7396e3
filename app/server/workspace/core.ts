import { can, PERMISSION_DENIED } from "~/lib/permissions";
import { ORGANIZATION_DELETION_MESSAGES } from "~/schemas/organizationDeletion";
import { sha256 } from "../auth/crypto";
import { resolveTarget } from "./access";
import { recordActivity, type ActivityItem } from "./activity";
import { confirms, keepLinksWithinProjects } from "./aggregates/dependencies/crossing";
import { enqueueEffects, nextEffectAt } from "./effects/queue";
import { isQueued, type Effect } from "./effects/types";
import { drainSearchIndex } from "./aggregates/search/indexer";
import type { Committed, LiveHub } from "./live/hub";
import {
  WorkspaceFailure,
  type Access,
  type CommandDefinition,
  type MemberContext,
  type QueryDefinition,
  type Registry,
} from "./operations";
import type { Failure, Outcome, Viewer } from "./types";
import { placeOfTarget, refuseRestricted } from "./restricted";
import { RATES } from "./rate";
import { resolveMemberViewer, resolveViewer, type Caller } from "./viewer";
import { isApiToken } from "./aggregates/apiTokens/secret";
import { isScheduledForDeletion } from "./aggregates/tenant/deletion";
import { queueWebhookDeliveries } from "./aggregates/webhooks/events";

/** A named operation and its input, as the caller sends it. */
export type Operation = { name: string; input: unknown };

const REFUSED: Failure = { ok: false, status: 403, message: PERMISSION_DENIED };
const SCHEDULED_FOR_DELETION: Failure = { ok: false, status: 409, message: ORGANIZATION_DELETION_MESSAGES.scheduled };

/** A command that moved tasks between projects records how many of their dependencies went with it. */
const withUnlinked = (item: ActivityItem, unlinked: number): ActivityItem =>
  unlinked === 0 ? item : { ...item, detail: { ...item.detail, unlinkedDependencies: unlinked } };

const allows = (viewer: Viewer, access: Access) => access === "signed-in" || can(viewer.member.role, access);

function lookUp<D>(operations: Readonly<Record<string, D>>, name: string): D {
  if (!Object.hasOwn(operations, name)) throw new Error(`No workspace operation named ${name}`);
  return operations[name];
}

/**
 * The one door into a tenant's data. Every query and command goes the same way:
 * hash the token and run the operation's asynchronous preparation, then, with no
 * await in between, check the session → resolve the member → check the
 * permission → refuse it while the organisation is scheduled for deletion (decision 0091) → run the handler inside `transactionSync`, after resolving the
 * resource it declares it acts on and checking the member's role and access restrictions there, a command together with
 * the settling of moved tasks' dependencies (dependencies/crossing.ts), its activity entry, its
 * queued effects, the webhook deliveries its entry means (webhooks/events.ts) and the search index's catch-up (search/indexer.ts) → after the commit, wake
 * the alarm for its effects (effects/) and tell the live sockets that may see it (live/hub.ts) →
 * answer an outcome. A thrown
 * error rolls the transaction back; a WorkspaceFailure becomes a failed outcome.
 */
export class WorkspaceCore {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly registry: Registry,
    private readonly live?: LiveHub,
    /** Calls a session may make over HTTP in a window (rate.ts); a page's in-process calls are not counted. */
    private readonly sessionRate: number = RATES.session.limit,
  ) {}

  /** `overHttp`: the call came to the API over HTTP (counted against a session's rate), not in-process from a page. */
  async query(token: string, op: Operation, overHttp = false): Promise<Outcome<unknown>> {
    return this.asMember({ token, overHttp }, op, lookUp(this.registry.queries, op.name));
  }

  /**
   * The queries of one page, in one call (decision record 62): the session is checked once for all
   * of them, then each runs as `query` runs it, with its own permission check and transaction, and
   * answers its own outcome (a refusal of one leaves the others be). A refused session refuses all.
   */
  async queries(token: string, ops: readonly Operation[]): Promise<Outcome<unknown>[]> {
    const definitions = ops.map((op) => lookUp(this.registry.queries, op.name));
    const [sessionHash, prepared] = await Promise.all([sha256(token), Promise.all(definitions.map((definition, i) => definition.prepare?.(ops[i].input)))]);
    const { sql } = this.storage;
    const now = Date.now();
    const resolved = resolveViewer(sql, sessionHash, now);
    if (!resolved.ok) return ops.map(() => resolved);
    const context: MemberContext = { sql, now, viewer: resolved.viewer, sessionHash };
    return definitions.map((definition, i) => this.run(context, ops[i], definition, prepared[i]));
  }

  /** A background job's read as the member who started it (effects/exportJob.ts): no session, their access now. */
  async queryAs(userId: string, op: Operation): Promise<Outcome<unknown>> {
    return this.asMember({ userId }, op, lookUp(this.registry.queries, op.name));
  }

  async command(token: string, op: Operation, overHttp = false): Promise<Outcome<unknown>> {
    const definition = lookUp(this.registry.commands, op.name);
    let effects: Effect[] = [];
    let committed: Committed | undefined;
    const notificationsMark = this.live?.notificationsMark() ?? null;
    const outcome = await this.asMember({ token, overHttp }, op, definition, (output, context) => {
      const unlinked = keepLinksWithinProjects(context.sql, confirms(op.input));
      const item = withUnlinked(definition.activity(op.input, output, context), unlinked);
      const actorId = context.viewer.member.userId;
      const activityId = recordActivity(context.sql, { ...item, actorId }, context.now);
      committed = { seq: activityId, item, actorId };
      effects = definition.effects?.(op.input, output, context) ?? [];
      enqueueEffects(context.sql, effects.filter(isQueued), activityId, context.now);
      queueWebhookDeliveries(context.sql, { ...item, actorId }, activityId, context.now);
      const started = performance.now();
      drainSearchIndex(context.sql, context.now);
      return performance.now() - started;
    });
    if (outcome.ok) {
      await this.wakeFor(effects);
      if (committed) this.live?.publish(committed, notificationsMark);
    }
    return outcome;
  }

  /**
   * After a commit: the alarm is due when the earliest effect needs it (at once for a queued one), unless it
   * already is. Queued effects include those a trigger wrote (an attachment's R2 delete), which the
   * command did not declare: the queue's earliest is asked for.
   */
  private async wakeFor(effects: readonly Effect[]) {
    const queued = nextEffectAt(this.storage.sql, Date.now());
    const times = effects.filter((effect) => effect.kind === "wakeAt").map((effect) => effect.at);
    const at = Math.min(...times, ...(queued === null ? [] : [queued]));
    if (!Number.isFinite(at)) return;
    const current = await this.storage.getAlarm();
    if (current === null || current > at) await this.storage.setAlarm(at);
  }

  /** Identity work for the directory, with no session: trusted callers only (decision record 11). */
  async system(op: Operation): Promise<unknown> {
    const definition = lookUp(this.registry.system, op.name);
    const prepared = await definition.prepare?.(op.input);
    const context = { sql: this.storage.sql, now: Date.now() };
    let effects: Effect[] = [];
    let deliveries = 0;
    const output = this.storage.transactionSync(() => {
      const output = definition.handler(context, op.input, prepared);
      keepLinksWithinProjects(context.sql, true);
      const entry = definition.activity?.(op.input, output);
      const activityId = entry ? recordActivity(context.sql, entry, context.now) : null;
      if (entry && activityId !== null) deliveries = queueWebhookDeliveries(context.sql, entry, activityId, context.now);
      effects = definition.effects?.(op.input, output) ?? [];
      enqueueEffects(context.sql, effects.filter(isQueued), activityId, context.now);
      drainSearchIndex(context.sql, context.now);
      return output;
    });
    if (effects.length > 0 || deliveries > 0) await this.wakeFor(effects);
    // Identity work may end sessions (a password reset, a member leaving): their sockets close.
    this.live?.sweep();
    return output;
  }

  private async asMember(
    who: { token: string; overHttp: boolean } | { userId: string },
    op: Operation,
    definition: QueryDefinition<unknown, unknown, unknown> | CommandDefinition<unknown, unknown, unknown>,
    /** The command's part of the transaction after its handler; answers the milliseconds of the search index's catch-up. */
    alongside?: (output: unknown, context: MemberContext) => number,
  ): Promise<Outcome<unknown>> {
    const [sessionHash, prepared] = await Promise.all(["token" in who ? sha256(who.token) : "", definition.prepare?.(op.input)]);
    const { sql } = this.storage;
    const now = Date.now();
    const resolved = "token" in who ? resolveViewer(sql, sessionHash, now, this.callerOf(who)) : resolveMemberViewer(sql, who.userId, now);
    if (!resolved.ok) return resolved;
    return this.run({ sql, now, viewer: resolved.viewer, sessionHash }, op, definition, prepared, alongside);
  }

  private callerOf({ token, overHttp }: { token: string; overHttp: boolean }): Caller {
    if (isApiToken(token)) return { credential: "apiToken" };
    return overHttp ? { credential: "session", sessionRate: this.sessionRate } : { credential: "session" };
  }

  /** An operation as the member resolved in `context`: the permission, then its transaction. */
  private run(
    context: MemberContext,
    op: Operation,
    definition: QueryDefinition<unknown, unknown, unknown> | CommandDefinition<unknown, unknown, unknown>,
    prepared: unknown,
    alongside?: (output: unknown, context: MemberContext) => number,
  ): Outcome<unknown> {
    const { viewer } = context;
    if (!allows(viewer, definition.permission)) return REFUSED;
    if (!definition.duringDeletion && isScheduledForDeletion(context.sql)) return SCHEDULED_FOR_DELETION;
    try {
      const started = performance.now();
      let searchIndex: number | undefined;
      const data = this.storage.transactionSync(() => {
        const acting = definition.acts ? { ...context, target: resolveTarget(context, definition.acts, op.input) } : context;
        for (const key of [definition.restrictedBy ?? []].flat()) refuseRestricted(context, key, placeOfTarget("target" in acting ? acting.target : null));
        const output = definition.handler(acting, op.input, prepared);
        searchIndex = alongside?.(output, acting);
        return output;
      });
      return { ok: true, data, viewer, timing: { workspace: performance.now() - started, searchIndex } };
    } catch (error) {
      if (!(error instanceof WorkspaceFailure)) throw error;
      const { status, message, fields, count } = error;
      return { ok: false, status, message, ...(fields ? { fields } : {}), ...(count !== undefined ? { count } : {}) };
    }
  }
}
