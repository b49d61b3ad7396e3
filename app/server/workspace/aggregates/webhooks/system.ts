import { enqueueEffects } from "../../effects/queue";
import { defineSystem } from "../../operations";
import { findDelivery, findEndpoint, insertAttempt, setEnabled, setFailingSince, type AttemptRecord } from "./store";

/**
 * When a failed attempt is tried again, after the attempt numbered by the index + 1: the schedule
 * Standard Webhooks suggests (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), about 28 hours in all, so
 * an endpoint that keeps failing is disabled (FAILING_FOR_MS) before its deliveries run out of tries.
 */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000] as const;

/** An endpoint failing this long with no success in between is disabled and its creator told. */
export const FAILING_FOR_MS = 24 * 3_600_000;
export const DISABLED_FAILING = "Disabled after failing for a day";

const succeeded = (statusCode: number | null) => statusCode !== null && statusCode >= 200 && statusCode < 300;

export const webhookSystem = {
  /** What one attempt sends: the endpoint's address, the secrets that sign now, the stored body; null when it no longer goes (deleted, disabled). */
  "webhooks.deliveryTarget": defineSystem({
    handler: ({ sql, now }, { deliveryId }: { deliveryId: string }) => {
      const delivery = findDelivery(sql, deliveryId);
      const endpoint = delivery ? findEndpoint(sql, delivery.endpoint_id) : null;
      if (!delivery || !endpoint || endpoint.enabled !== 1) return null;
      const previous = endpoint.previous_secret && (endpoint.previous_secret_until ?? 0) > now ? [endpoint.previous_secret] : [];
      return { deliveryId, endpointId: endpoint.id, url: endpoint.url, secrets: [endpoint.secret, ...previous], body: delivery.body };
    },
  }),

  /**
   * Writes an attempt into the delivery log. A success ends the endpoint's failing; a failure queues the
   * next try (RETRY_DELAYS_MS), or, once the endpoint has failed for a day, disables it and mails its creator.
   */
  "webhooks.recordAttempt": defineSystem({
    handler: ({ sql }, record: AttemptRecord) => {
      const endpoint = findEndpoint(sql, record.endpointId);
      if (!endpoint || !findDelivery(sql, record.deliveryId)) return { disabled: false, retryAt: null };
      insertAttempt(sql, record);
      if (succeeded(record.statusCode)) {
        setFailingSince(sql, endpoint.id, null);
        return { disabled: false, retryAt: null };
      }
      const failingSince = endpoint.failing_since ?? record.at;
      if (endpoint.failing_since === null) setFailingSince(sql, endpoint.id, failingSince);
      if (endpoint.enabled === 1 && record.at - failingSince >= FAILING_FOR_MS) {
        setEnabled(sql, endpoint.id, false, DISABLED_FAILING);
        const creator = sql.exec<{ email: string }>("SELECT email FROM members WHERE user_id = ? AND status = 'ACTIVE'", endpoint.created_by).toArray()[0];
        if (creator) enqueueEffects(sql, [{ kind: "mail", message: disabledMail(creator.email, endpoint.url, endpoint.origin) }], null, record.at);
        return { disabled: true, retryAt: null };
      }
      const delay = RETRY_DELAYS_MS[record.attempt - 1];
      if (delay === undefined || endpoint.enabled !== 1) return { disabled: false, retryAt: null };
      const retryAt = record.at + delay;
      enqueueEffects(sql, [{ kind: "webhookDelivery", deliveryId: record.deliveryId, attempt: record.attempt + 1, runAt: retryAt }], null, record.at);
      return { disabled: false, retryAt };
    },
  }),
};

function disabledMail(to: string, url: string, origin: string) {
  return {
    to,
    subject: "A webhook endpoint was disabled",
    text: `Deliveries to ${url} have failed for a day, so the endpoint was disabled and nothing more is sent to it.\n\nOnce it answers again, enable it in Settings › Webhooks: ${origin}/settings/webhooks`,
    kind: "webhook_disabled" as const,
  };
}
