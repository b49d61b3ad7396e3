import { webhookUrlProblem } from "~/schemas/webhook";
import type { JobWorkspace } from "~/server/exports/jobWorkspace";
import { webhookHeaders } from "../aggregates/webhooks/signature";

/** How long a receiver has to answer before the attempt counts as failed. */
export const DELIVERY_TIMEOUT_MS = 15_000;

/**
 * One attempt at a webhook delivery (decision record 87), from the alarm after the commit: signed now
 * (webhook-timestamp is the attempt's), sent, and recorded in the delivery log, which queues the next
 * attempt when this one failed. The address is checked again, as it was at registration.
 */
export async function deliverWebhook(workspace: JobWorkspace, development: boolean, deliveryId: string, attempt: number): Promise<void> {
  const target = await workspace.system({ name: "webhooks.deliveryTarget", input: { deliveryId } });
  if (!target) return;
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = webhookUrlProblem(target.url, development);
  if (error === null) {
    try {
      const headers = await webhookHeaders(target.secrets, target.deliveryId, Math.floor(started / 1000), target.body);
      const response = await fetch(target.url, { method: "POST", headers, body: target.body, redirect: "manual", signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
      statusCode = response.status;
      await response.body?.cancel();
    } catch (thrown) {
      error = String(thrown).slice(0, 300);
    }
  }
  const at = Date.now();
  await workspace.system({
    name: "webhooks.recordAttempt",
    input: { deliveryId, endpointId: target.endpointId, attempt, at, statusCode, latencyMs: at - started, error },
  });
}
