import { z } from "@hono/zod-openapi";
import { OutboxQuerySchema, SeedWorkSchema } from "~/schemas/dev";
import { seedDemoData } from "~/server/directory/seed";
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

const seedWorkRoute = apiRoute({
  method: "post",
  path: "/seedWork",
  summary: "Generate a team with projects of tasks (due dates around today, assignees) in this tenant (development only)",
  input: SeedWorkSchema,
  data: z.object({
    teamId: z.string(),
    projects: z.array(z.object({ name: z.string(), projectId: z.string(), groupIds: z.array(z.string()), taskIds: z.array(z.string()) })),
  }),
  tags: ["dev"],
});

/** Development-only calls; a production deployment answers 404 for all of them. */
const devOnly = createRouter();
devOnly.use("*", async (c, next) => (c.get("config").production ? fail(c, 404, "Not found") : next()));

export const devApi = devOnly
  .openapi(outbox, async (c) => {
    const { to } = c.req.valid("query");
    return ok(c, await listOutbox(c.env.DIRECTORY, { to: to?.trim() || undefined }));
  })
  .openapi(seedWorkRoute, async (c) => ok(c, await seedWork(c, c.req.valid("json"))))
  .post("/seed", async (c) => ok(c, await seedDemoData(c.env)));
