import { z } from "zod";

/** dev/outbox (development only): the mails to one address, or all. */
export const OutboxQuerySchema = z.object({ to: z.string().max(254).optional() });

const otlpAttributes = z.array(z.object({ key: z.string(), value: z.looseObject({}) })).optional();

/** dev/traces (development only): an OTLP/HTTP JSON export, as any OpenTelemetry exporter posts it. */
export const OtlpTracesSchema = z.object({
  resourceSpans: z.array(
    z.object({
      resource: z.object({ attributes: otlpAttributes }).optional(),
      scopeSpans: z
        .array(
          z.object({
            spans: z
              .array(
                z.looseObject({
                  traceId: z.string().regex(/^[0-9a-f]{32}$/),
                  spanId: z.string().regex(/^[0-9a-f]{16}$/),
                  parentSpanId: z.string().optional(),
                  name: z.string().max(500),
                  kind: z.number().optional(),
                  startTimeUnixNano: z.union([z.string(), z.number()]),
                  endTimeUnixNano: z.union([z.string(), z.number()]),
                  attributes: otlpAttributes,
                  status: z.object({ code: z.number().optional() }).optional(),
                }),
              )
              .optional(),
          }),
        )
        .optional(),
    }),
  ),
});

/** dev/analytics (development only): an analytics batch as spec §7 posts it. */
export const AnalyticsBatchSchema = z.object({
  api_key: z.string(),
  events: z.array(z.looseObject({ event_type: z.string().min(1).max(200) })).max(1000),
  options: z.looseObject({}).optional(),
});

const seedPerson = z.email().max(254);

/** dev/seedWork (development only): a team with projects of generated tasks, for e2e tests and the bench. */
export const SeedWorkSchema = z.object({
  teamName: z.string().trim().min(2).max(200),
  ownerEmail: seedPerson,
  members: z.array(z.object({ email: seedPerson, role: z.enum(["OWNER", "ADMIN", "MEMBER", "GUEST"]) })).max(50).default([]),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  projects: z
    .array(
      z.object({
        name: z.string().trim().min(2).max(200),
        tasks: z.number().int().min(1).max(20_000),
        groups: z.number().int().min(1).max(100).default(1),
        taskName: z.string().trim().min(1).max(100).optional(),
        assignees: z.array(z.object({ email: seedPerson, count: z.number().int().min(0).max(20_000) })).max(20).default([]),
        dependencies: z
          .object({ chain: z.number().int().min(0).max(20_000).default(0), random: z.number().int().min(0).max(40_000).default(0) })
          .optional(),
        /** Conversations on the project's first task (issue 17 "Speed"), with replies spread over them. */
        conversations: z
          .object({ conversations: z.number().int().min(0).max(5_000), replies: z.number().int().min(0).max(50_000).default(0) })
          .refine((c) => c.replies === 0 || c.conversations > 0, { message: "Replies need at least one conversation", path: ["replies"] })
          .optional(),
        /** Custom columns with a value in every task (the exports and dashboards benches). */
        columns: z.number().int().min(0).max(20).optional(),
      }),
    )
    .min(1)
    .max(10),
});
