import { WEBHOOK_DELIVERY_NOT_FOUND, WEBHOOK_NOT_FOUND, WEBHOOK_PROJECT_MESSAGE, type RegisterWebhookInput, type UpdateWebhookInput } from "~/schemas/webhook";
import type { ActivityItem } from "../../activity";
import { defineCommand, fieldFailure, WorkspaceFailure, type MemberContext } from "../../operations";
import { projectsSeenBy } from "../../visibility";
import { newWebhookSecret } from "./signature";
import { deleteEndpoint, findDelivery, findEndpoint, insertEndpoint, lastAttemptOf, rotateSecret, setEnabled, setSubscriptions } from "./store";

/** How long the old secret signs beside the new one after a rotation (Standard Webhooks: both signatures, space separated). */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const DISABLED_BY_ADMIN = "Disabled by an administrator";
export const ENABLE_FIRST = "This endpoint is disabled: enable it before redelivering";

/** Administrators register endpoints (a read-only token is refused any change before this, decision record 81). */
const ADMINS = "settings:users" as const;

function requireEndpoint(sql: SqlStorage, endpointId: string) {
  const endpoint = findEndpoint(sql, endpointId);
  if (!endpoint) throw new WorkspaceFailure(404, WEBHOOK_NOT_FOUND);
  return endpoint;
}

/** The projects an endpoint follows must be ones its creator sees: an unseen id is as unknown as a wrong one. */
function requireSeenProjects({ sql, viewer }: MemberContext, projectIds: readonly string[]) {
  if (projectIds.length === 0) return;
  const seen = projectsSeenBy(viewer.member, "p");
  const found = sql
    .exec<{ id: string }>(`SELECT p.id FROM projects p WHERE p.id IN (SELECT value FROM json_each(?)) AND ${seen.where}`, JSON.stringify(projectIds), ...seen.params)
    .toArray();
  if (found.length !== new Set(projectIds).size) throw fieldFailure(404, "projectIds", WEBHOOK_PROJECT_MESSAGE);
}

const about = (endpointId: string, detail: ActivityItem["detail"]): ActivityItem => ({ verb: "", itemType: "webhook", itemId: endpointId, detail });

export const webhookCommands = {
  /** Registers an endpoint; its secret is answered now and on each rotation, never listed. */
  "webhooks.register": defineCommand({
    permission: ADMINS,
    prepare: async () => newWebhookSecret(),
    handler: (context, input: RegisterWebhookInput & { origin: string }, secret: string) => {
      requireSeenProjects(context, input.projectIds);
      const endpointId = crypto.randomUUID();
      insertEndpoint(context.sql, { id: endpointId, createdBy: context.viewer.member.userId, url: input.url, eventTypes: input.eventTypes, projectIds: input.projectIds, secret, origin: input.origin }, context.now);
      return { endpointId, url: input.url, secret };
    },
    activity: (input, { endpointId }) => ({ ...about(endpointId, { url: input.url, events: input.eventTypes.join(", ") }), verb: "registered" }),
  }),

  "webhooks.update": defineCommand({
    permission: ADMINS,
    handler: (context, input: UpdateWebhookInput) => {
      const endpoint = requireEndpoint(context.sql, input.endpointId);
      requireSeenProjects(context, input.projectIds);
      setSubscriptions(context.sql, endpoint.id, input.eventTypes, input.projectIds);
      return { endpointId: endpoint.id, url: endpoint.url };
    },
    activity: (input, { endpointId, url }) => ({ ...about(endpointId, { url, events: input.eventTypes.join(", ") }), verb: "updated" }),
  }),

  "webhooks.setEnabled": defineCommand({
    permission: ADMINS,
    handler: ({ sql }, { endpointId, enabled }: { endpointId: string; enabled: boolean }) => {
      const endpoint = requireEndpoint(sql, endpointId);
      setEnabled(sql, endpoint.id, enabled, DISABLED_BY_ADMIN);
      return { endpointId, url: endpoint.url, enabled };
    },
    activity: (_input, { endpointId, url, enabled }) => ({ ...about(endpointId, { url }), verb: enabled ? "enabled" : "disabled" }),
  }),

  /** A new secret, answered this once; the old one keeps signing beside it for ROTATION_OVERLAP_MS. */
  "webhooks.rotateSecret": defineCommand({
    permission: ADMINS,
    prepare: async () => newWebhookSecret(),
    handler: ({ sql, now }, { endpointId }: { endpointId: string }, secret: string) => {
      const endpoint = requireEndpoint(sql, endpointId);
      rotateSecret(sql, endpoint.id, secret, now + ROTATION_OVERLAP_MS);
      return { endpointId, url: endpoint.url, secret, previousSecretUntil: now + ROTATION_OVERLAP_MS };
    },
    activity: (_input, { endpointId, url }) => ({ ...about(endpointId, { url }), verb: "secret_rotated" }),
  }),

  "webhooks.delete": defineCommand({
    permission: ADMINS,
    handler: ({ sql }, { endpointId }: { endpointId: string }) => {
      const endpoint = requireEndpoint(sql, endpointId);
      deleteEndpoint(sql, endpoint.id);
      return { endpointId, url: endpoint.url };
    },
    activity: (_input, { endpointId, url }) => ({ ...about(endpointId, { url }), verb: "deleted" }),
  }),

  /** Sends a delivery again, as the next attempt of the same message (same webhook-id). */
  "webhooks.redeliver": defineCommand({
    permission: ADMINS,
    handler: ({ sql }, { endpointId, deliveryId }: { endpointId: string; deliveryId: string }) => {
      const endpoint = requireEndpoint(sql, endpointId);
      const delivery = findDelivery(sql, deliveryId);
      if (!delivery || delivery.endpoint_id !== endpoint.id) throw new WorkspaceFailure(404, WEBHOOK_DELIVERY_NOT_FOUND);
      if (endpoint.enabled !== 1) throw new WorkspaceFailure(409, ENABLE_FIRST);
      return { endpointId, deliveryId, eventType: delivery.event_type, attempt: lastAttemptOf(sql, deliveryId) + 1 };
    },
    activity: (_input, { endpointId, deliveryId, eventType }) => ({ ...about(endpointId, { deliveryId, event: eventType }), verb: "redelivered" }),
    effects: (_input, { deliveryId, attempt }) => [{ kind: "webhookDelivery", deliveryId, attempt }],
  }),
};
