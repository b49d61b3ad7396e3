import { createMiddleware } from "hono/factory";
import { jsonDepth, MAX_JSON_DEPTH } from "~/lib/jsonDepth";
import { fail } from "./envelope";
import type { ApiEnv } from "./types";

export const NESTED_TOO_DEEP = "Request body is nested too deeply";

/** The media types the API's validators read as JSON (hono's validator). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH (400) before any
 * schema or session check: checking a value recurses once per level, so depth
 * alone could otherwise overflow the stack. Its size is bodyLimit's (413).
 */
export const jsonDepthLimit = createMiddleware<ApiEnv>(async (c, next) => {
  const mediaType = c.req.header("content-type")?.split(";")[0].trim() ?? "";
  if (JSON_MEDIA_TYPE.test(mediaType) && jsonDepth(await c.req.text()) > MAX_JSON_DEPTH) return fail(c, 400, NESTED_TOO_DEEP);
  await next();
});
