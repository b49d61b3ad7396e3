import type { MailMessage } from "~/server/mail/types";

/**
 * What a command sets going beyond its transaction (decision record 40). The core writes them with
 * the command and runs them only once it has committed: a refused or failed command has none.
 * - `wakeAt`: the tenant's alarm is due no later than `at` (the bin's purge).
 * - the queued kinds (QUEUED_KINDS) go into effect_queue in the command's transaction and are
 *   run by the alarm, retried until they succeed or give up, never inside the request.
 */
export type Effect = { kind: "wakeAt"; at: number } | { kind: "mail"; message: MailMessage };

export type QueuedEffect = Exclude<Effect, { kind: "wakeAt" }>;
export type QueuedKind = QueuedEffect["kind"];

export const isQueued = (effect: Effect): effect is QueuedEffect => effect.kind !== "wakeAt";
