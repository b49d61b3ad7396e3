import { z } from "@hono/zod-openapi";
import { FeedbackSchema } from "~/schemas/feedback";
import { insertFeedback, listFeedback } from "~/server/directory/feedback";
import { ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";

const tags: [string] = ["feedback"];

const createFeedback = apiRoute({
  method: "post",
  path: "/createFeedback",
  summary: "Send feedback (spec §7): a suggestion and a rating from 1 to 5, kept with the organisation, the sender and the app version",
  input: FeedbackSchema,
  data: z.object({ id: z.string(), createdAt: z.number() }),
  tags,
});

const list = apiRoute({
  method: "get",
  path: "/list",
  summary: "Super admins: the organisation's feedback, newest first",
  data: z.array(
    z.object({
      id: z.string(),
      suggestion: z.string(),
      responseRating: z.number().int(),
      userName: z.string(),
      username: z.string(),
      appVersion: z.string(),
      createdAt: z.number(),
    }),
  ),
  tags,
});

export const feedbackApi = createRouter()
  .openapi(createFeedback, async (c) => {
    const { tenant, member } = await requirePermission(c, "signed-in", "feedback");
    const entry = { ...c.req.valid("json"), tenantId: tenant.id, userId: member.userId, appVersion: c.get("config").appVersion };
    return ok(c, await insertFeedback(c.env.DIRECTORY, entry));
  })
  .openapi(list, async (c) => {
    const { tenant } = await requirePermission(c, "feedback:read");
    return ok(c, await listFeedback(c.env.DIRECTORY, tenant.id));
  });
