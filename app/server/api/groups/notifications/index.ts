import { z } from "@hono/zod-openapi";
import { NotificationIdSchema } from "~/schemas/notifications";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runCommand, runQuery } from "../../core/session";

const tags: [string] = ["notifications"];

const NotificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().describe("the subject's page on this tenant host"),
  actorId: z.string().nullable(),
  createdAt: z.number(),
  read: z.boolean(),
});

const list = apiRoute({
  method: "get",
  path: "/list",
  summary: "The signed-in member's in-app notifications, newest first",
  data: z.array(NotificationSchema),
  tags,
});

const markRead = apiRoute({
  method: "post",
  path: "/markRead",
  summary: "Mark one of one's notifications read",
  input: NotificationIdSchema,
  data: z.null(),
  tags,
});

const markAllRead = apiRoute({
  method: "post",
  path: "/markAllRead",
  summary: "Mark all of one's notifications read",
  data: z.object({ marked: z.number().int() }),
  tags,
});

/** In-app notifications (issue 10): stored per tenant in its workspace, each member reads their own. */
export const notificationsApi = createRouter()
  .openapi(list, async (c) => ok(c, (await runQuery(c, { name: "notifications.list", input: {} })).data))
  .openapi(markRead, async (c) => ok(c, (await runCommand(c, { name: "notifications.markRead", input: c.req.valid("json") })).data))
  .openapi(markAllRead, async (c) => ok(c, (await runCommand(c, { name: "notifications.markAllRead", input: {} })).data));
