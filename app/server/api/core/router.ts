import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "./types";
import { validationHook } from "./validation";

/** Every /api/v2 router, the app's own included: typed with ApiEnv, zod failures answered by the validation hook. */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
}
