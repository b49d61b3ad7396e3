import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  RedeliverWebhookSchema,
  RegisterWebhookSchema,
  SetWebhookEnabledSchema,
  UpdateWebhookSchema,
  WEBHOOK_EVENT_TYPES,
  WebhookIdSchema,
  webhookUrlProblem,
} from "~/schemas/webhook";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";
import type { ApiEnv } from "../../core/types";

/**
 * Webhooks (issue 44 §3, decision record 87): administrators register HTTPS endpoints for event types;
 * each delivery is signed as Standard Webhooks says (webhook-id, webhook-timestamp, webhook-signature).
 */
const tags: [string] = ["webhooks"];

const EventType = z.enum(WEBHOOK_EVENT_TYPES);

const EndpointSchema = z.object({
  endpointId: z.string(),
  url: z.string(),
  eventTypes: z.array(EventType),
  projectIds: z.array(z.string()).nullable().describe("null: every project its creator sees"),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  failingSince: z.number().nullable().describe("when its deliveries started failing with no success since"),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.number(),
  lastDelivery: z.object({ attemptedAt: z.number(), statusCode: z.number().nullable(), eventType: z.string() }).nullable(),
});

const AttemptSchema = z.object({
  attemptId: z.number(),
  deliveryId: z.string().describe("the delivery's webhook-id, the same for each of its attempts"),
  eventType: z.string(),
  attempt: z.number(),
  attemptedAt: z.number(),
  statusCode: z.number().nullable().describe("null: no answer (refused, timed out)"),
  latencyMs: z.number(),
  error: z.string().nullable(),
});

const Secret = z.string().describe("whsec_…: shown this once; verify deliveries with it");

const list = apiRoute({
  method: "get",
  path: "/list",
  summary: "The organisation's webhook endpoints, without their secrets, and the projects an endpoint may follow (administrators)",
  data: z.object({ endpoints: z.array(EndpointSchema), projects: z.array(z.object({ projectId: z.string(), name: z.string() })) }),
  tags,
});

const deliveries = apiRoute({
  method: "get",
  path: "/deliveries",
  summary: "An endpoint and its delivery log: each attempt, newest first (administrators)",
  input: WebhookIdSchema,
  data: z.object({ endpoint: EndpointSchema, attempts: z.array(AttemptSchema) }),
  tags,
});

const register = apiRoute({
  method: "post",
  path: "/register",
  summary: "Register an HTTPS endpoint for event types, optionally only of some projects; its secret is answered this once (administrators)",
  input: RegisterWebhookSchema,
  data: z.object({ endpointId: z.string(), url: z.string(), secret: Secret }),
  tags,
});

const update = apiRoute({
  method: "post",
  path: "/update",
  summary: "Change the event types and projects an endpoint is sent (administrators)",
  input: UpdateWebhookSchema,
  data: z.object({ endpointId: z.string(), url: z.string() }),
  tags,
});

const setEnabled = apiRoute({
  method: "post",
  path: "/setEnabled",
  summary: "Enable or disable an endpoint; enabling forgets its failures so far (administrators)",
  input: SetWebhookEnabledSchema,
  data: z.object({ endpointId: z.string(), url: z.string(), enabled: z.boolean() }),
  tags,
});

const rotateSecret = apiRoute({
  method: "post",
  path: "/rotateSecret",
  summary: "A new secret, answered this once; for 24 hours deliveries carry the old secret's signature too (administrators)",
  input: WebhookIdSchema,
  data: z.object({ endpointId: z.string(), url: z.string(), secret: Secret, previousSecretUntil: z.number() }),
  tags,
});

const remove = apiRoute({
  method: "post",
  path: "/delete",
  summary: "Delete an endpoint and its delivery log (administrators)",
  input: WebhookIdSchema,
  data: z.object({ endpointId: z.string(), url: z.string() }),
  tags,
});

const redeliver = apiRoute({
  method: "post",
  path: "/redeliver",
  summary: "Send a delivery again, as its next attempt (administrators)",
  input: RedeliverWebhookSchema,
  data: z.object({ endpointId: z.string(), deliveryId: z.string(), eventType: z.string(), attempt: z.number() }),
  tags,
});

/** The address rules depend on the deployment (plain http to localhost only while developing): checked here, at the edge. */
function requireDeliverableUrl(c: Context<ApiEnv>, url: string) {
  const problem = webhookUrlProblem(url, c.get("config").development);
  if (problem) throw new ApiError(400, problem, { fields: { url: [problem] } });
}

export const webhooksApi = createRouter()
  .openapi(list, async (c) => ok(c, (await runQuery(c, { name: "webhooks.list", input: {} })).data))
  .openapi(deliveries, async (c) => ok(c, (await runQuery(c, { name: "webhooks.deliveries", input: c.req.valid("query") })).data))
  .openapi(register, async (c) => {
    const input = c.req.valid("json");
    requireDeliverableUrl(c, input.url);
    return ok(c, (await runCommand(c, { name: "webhooks.register", input: { ...input, origin: new URL(c.req.url).origin } })).data);
  })
  .openapi(update, async (c) => ok(c, (await runCommand(c, { name: "webhooks.update", input: c.req.valid("json") })).data))
  .openapi(setEnabled, async (c) => ok(c, (await runCommand(c, { name: "webhooks.setEnabled", input: c.req.valid("json") })).data))
  .openapi(rotateSecret, async (c) => ok(c, (await runCommand(c, { name: "webhooks.rotateSecret", input: c.req.valid("json") })).data))
  .openapi(remove, async (c) => ok(c, (await runCommand(c, { name: "webhooks.delete", input: c.req.valid("json") })).data))
  .openapi(redeliver, async (c) => ok(c, (await runCommand(c, { name: "webhooks.redeliver", input: c.req.valid("json") })).data));
