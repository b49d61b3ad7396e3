import { createRoute, z } from "@hono/zod-openapi";
import { sameOrigin } from "~/server/auth/csrf";
import { LIVE_TOKEN_HEADER } from "~/server/workspace/live/open";
import { ApiError, ErrorEnvelope, type ErrorStatus } from "../../core/envelope";
import { credentials } from "../../core/session";
import { workspaceObject } from "../../core/workspace";
import { createRouter } from "../../core/router";

const LiveQuerySchema = z.object({
  project: z.string().min(1).max(64).optional().describe("the project the page shows: its changes and who else looks at it"),
  since: z.coerce.number().int().min(0).optional().describe("the last change the page saw: the socket's hello says whether it missed any"),
});

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorEnvelope } } });

const liveRoute = createRoute({
  method: "get",
  path: "/",
  summary: "A page's live socket (WebSocket upgrade): the changes the member may see, presence on the page's project, bell updates",
  tags: ["live"],
  request: { query: LiveQuerySchema },
  responses: {
    101: { description: "Switching to the WebSocket; messages are app/lib/live/protocol.ts's LiveMessage" },
    400: error("Invalid input, or not a WebSocket upgrade"),
    401: error("Not signed in"),
    403: error("Another site's page"),
    404: error("No such project, or not one the member may read"),
  },
});

/**
 * The live socket (issue 21): the session from the cookie (or the accesstoken header), a browser's
 * only from a page of this very host (sibling tenants are same-site: their pages would carry the
 * cookie), then the tenant's Durable Object checks the member and accepts the socket.
 */
export const liveApi = createRouter().openapi(liveRoute, async (c) => {
  const found = credentials(c);
  if (!found) throw new ApiError(401, "Unauthorized");
  if (found.via === "cookie" && !(c.req.header("origin") && sameOrigin(c.req.raw))) throw new ApiError(403, "Forbidden");
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") throw new ApiError(400, "Expected a WebSocket upgrade");
  const { project, since } = c.req.valid("query");
  const url = new URL("https://live.internal/");
  if (project) url.searchParams.set("project", project);
  if (since !== undefined) url.searchParams.set("since", String(since));
  const answer = await workspaceObject(c).fetch(new Request(url, { headers: { upgrade: "websocket", [LIVE_TOKEN_HEADER]: found.token } }));
  if (answer.status === 101) return answer;
  const { message } = (await answer.json()) as { message: string };
  throw new ApiError(answer.status as ErrorStatus, message);
});
