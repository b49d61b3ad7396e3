import { OpenAPIHono } from "@hono/zod-openapi";
import { seedDemoData } from "../directory/seed";
import { fail, ok } from "./envelope";
import type { ApiEnv } from "./types";

/** Development-only calls; a production deployment answers 404 for all of them. */
export const devApi = new OpenAPIHono<ApiEnv>()
  .use("*", async (c, next) => (c.get("config").production ? fail(c, 404, "Not found") : next()))
  .post("/seed", async (c) => ok(c, await seedDemoData(c.env)));
