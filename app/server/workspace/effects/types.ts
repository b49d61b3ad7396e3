import type { Role } from "~/lib/permissions";
import type { MailMessage } from "~/server/mail/types";

/**
 * A conversation's mail to one member (issue 17): sent with a signed link that turns this reason off
 * (`mail/unsubscribe.ts`), which only the runner can sign (it holds the secret).
 */
export type ConversationMail = { tenantId: string; userId: string; reason: string; to: string; subject: string; text: string; origin: string };

/**
 * What a command sets going beyond its transaction (decision record 40). The core writes them with
 * the command and runs them only once it has committed: a refused or failed command has none.
 * - `wakeAt`: the tenant's alarm is due no later than `at` (the bin's purge).
 * - `conversationMail`: a mail about a message, with its unsubscribe link.
 * - `membership`: the directory's membership row of a member whose role or state the tenant changed
 *   (its projection, decision record 46), written again until it holds.
 *   A member who left (status LEFT, issue 38) has their row deleted.
 * - `accountErasure`: the directory's data of an account whose deletion's grace period has passed
 *   (issue 38, decision 0089), erased once the member copy is renamed; harmless when repeated.
 * - `organizationPurge`: an organisation's deletion for good (issue 38, decision 0091): every R2 object
 *   under its tenant's prefixes and its directory rows (which frees its sub-domain); harmless when
 *   repeated. Once it has run, the alarm deletes the object's own storage.
 * - `r2Delete`: an R2 object to delete (an attachment's file). Queued by the attachments table's
 *   delete trigger (migrations/triggers.ts), so whatever removes a file row (a message, an item
 *   deleted for good, the bin's purge) removes its object once the removal has committed.
 * - `exportStep`: the next step of a background export (decision record 57): the alarm builds the file
 *   a piece at a time, each step queueing the next, until it is in R2 and its member is told.
 * - `webhookDelivery`: one attempt at sending a webhook delivery (decision record 87); the attempt records itself
 *   in the endpoint's delivery log and, when it failed, queues the next with a later `runAt` (its own backoff).
 * - `runAt` (queued kinds): not before this time (an export's file deleted when its link expires).
 * - the queued kinds (every kind but wakeAt) go into effect_queue in the command's transaction and are
 *   run by the alarm, retried until they succeed or give up, never inside the request.
 */
export type Effect =
  | { kind: "wakeAt"; at: number }
  | { kind: "mail"; message: MailMessage }
  | { kind: "conversationMail"; mail: ConversationMail }
  | { kind: "r2Delete"; key: string; runAt?: number }
  | { kind: "exportStep"; jobId: string; userId: string }
  | { kind: "webhookDelivery"; deliveryId: string; attempt: number; runAt?: number }
  | { kind: "membership"; tenantId: string; userId: string; role: Role; status: "ACTIVE" | "DEACTIVATED" | "LEFT" }
  | { kind: "accountErasure"; userId: string }
  | { kind: "organizationPurge"; tenantId: string };

export type QueuedEffect = Exclude<Effect, { kind: "wakeAt" }>;
export type QueuedKind = QueuedEffect["kind"];

export const isQueued = (effect: Effect): effect is QueuedEffect => effect.kind !== "wakeAt";
