import { z } from "@hono/zod-openapi";
import { AnalyticsBatchSchema, OtlpTracesSchema, OutboxQuerySchema, SeedWorkSchema } from "~/schemas/dev";
import { recentAnalyticsEvents, recentTraces, storeAnalyticsEvents, storeSpans } from "~/server/directory/devTelemetry";
import { seedDemoData } from "~/server/directory/seed";
import { fromOtlpTraces } from "~/server/telemetry/otlp";
import { listOutbox } from "~/server/mail/outbox";
import { MAIL_KINDS } from "~/server/mail/types";
import { fail, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { seedWork } from "./seedWork";

const outbox = apiRoute({
  method: "get",
  path: "/outbox",
  summary: "The latest mails of the local outbox, newest first (development only)",
  input: OutboxQuerySchema,
  data: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      kind: z.enum(MAIL_KINDS),
      createdAt: z.number(),
    }),
  ),
  tags: ["dev"],
});

const attributes = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

const receiveTraces = apiRoute({
  method: "post",
  path: "/traces",
  summary: "The development collector: takes an OTLP/HTTP JSON export (development only)",
  input: OtlpTracesSchema,
  data: z.object({ received: z.number() }),
  tags: ["dev"],
});

const traces = apiRoute({
  method: "get",
  path: "/traces",
  summary: "The latest traces the development collector received, newest first (development only)",
  data: z.array(
    z.object({
      traceId: z.string(),
      spans: z.array(
        z.object({
          traceId: z.string(),
          spanId: z.string(),
          parentSpanId: z.string().optional(),
          service: z.string(),
          name: z.string(),
          kind: z.number(),
          startMs: z.number(),
          endMs: z.number(),
          attributes,
          failed: z.boolean(),
        }),
      ),
    }),
  ),
  tags: ["dev"],
});

const receiveAnalytics = apiRoute({
  method: "post",
  path: "/analytics",
  summary: "The development analytics service: takes a batch {api_key, events, options} (development only)",
  input: AnalyticsBatchSchema,
  data: z.object({ events_ingested: z.number() }),
  tags: ["dev"],
});

const analytics = apiRoute({
  method: "get",
  path: "/analytics",
  summary: "The latest analytics events the development service received, newest first (development only)",
  data: z.array(z.object({ id: z.number(), receivedAt: z.number(), event: z.looseObject({ event_type: z.string() }) })),
  tags: ["dev"],
});

const seedWorkRoute = apiRoute({
  method: "post",
  path: "/seedWork",
  summary: "Generate a team with projects of tasks (due dates around today, assignees, dependencies) in this tenant (development only)",
  input: SeedWorkSchema,
  data: z.object({
    teamId: z.string(),
    projects: z.array(
      z.object({
        name: z.string(),
        projectId: z.string(),
        groupIds: z.array(z.string()),
        taskIds: z.array(z.string()),
        chainHeadId: z.string().nullable().describe("the first task of the seeded dependency chain"),
      }),
    ),
  }),
  tags: ["dev"],
});

const seedRoute = apiRoute({
  method: "post",
  path: "/seed",
  summary: "Create the demo organisations and people if they are missing (development only)",
  data: z.object({ tenants: z.number(), users: z.number() }),
  tags: ["dev"],
});

/** Development-only calls: without the Worker's development flag (production never has it) each answers 404. */
const devOnly = createRouter();
devOnly.use("*", async (c, next) => (c.get("config").development ? next() : fail(c, 404, "Not found")));

export const devApi = devOnly
  .openapi(outbox, async (c) => {
    const { to } = c.req.valid("query");
    return ok(c, await listOutbox(c.env.DIRECTORY, { to: to?.trim() || undefined }));
  })
  .openapi(receiveTraces, async (c) => {
    const spans = fromOtlpTraces(c.req.valid("json"));
    if (spans.length > 0) await storeSpans(c.env.DIRECTORY, spans);
    return ok(c, { received: spans.length });
  })
  .openapi(traces, async (c) => ok(c, await recentTraces(c.env.DIRECTORY)))
  .openapi(receiveAnalytics, async (c) => {
    const { api_key: apiKey, events } = c.req.valid("json");
    if (events.length > 0) await storeAnalyticsEvents(c.env.DIRECTORY, apiKey, events);
    return ok(c, { events_ingested: events.length });
  })
  .openapi(analytics, async (c) => ok(c, await recentAnalyticsEvents(c.env.DIRECTORY)))
  .openapi(seedWorkRoute, async (c) => ok(c, await seedWork(c, c.req.valid("json"))))
  .openapi(seedRoute, async (c) => ok(c, await seedDemoData(c.env)));
