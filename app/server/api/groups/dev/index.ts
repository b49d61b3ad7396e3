import { z } from "@hono/zod-openapi";
import { OutboxQuerySchema } from "~/schemas/dev";
import { seedDemoData } from "~/server/directory/seed";
import { listOutbox } from "~/server/mail/outbox";
import { MAIL_KINDS } from "~/server/mail/types";
import { fail, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";

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

/** Development-only calls; a production deployment answers 404 for all of them. */
const devOnly = createRouter();
devOnly.use("*", async (c, next) => (c.get("config").production ? fail(c, 404, "Not found") : next()));

export const devApi = devOnly
  .openapi(outbox, async (c) => {
    const { to } = c.req.valid("query");
    return ok(c, await listOutbox(c.env.DIRECTORY, { to: to?.trim() || undefined }));
  })
  .post("/seed", async (c) => ok(c, await seedDemoData(c.env)));
