import type { Context } from "hono";
import type { Env } from "~/server/env";
import { typedWorkspace } from "~/server/workspace/surface";
import { ApiError } from "./envelope";
import type { ApiEnv } from "./types";

/** The TenantWorkspace Durable Object of the organisation on `subdomain`. */
export function workspaceStub(env: Pick<Env, "TENANT">, subdomain: string) {
  return typedWorkspace(env.TENANT.get(env.TENANT.idFromName(subdomain)));
}

/** The tenant workspace behind the request's host; only tenant hosts have one. */
export function workspace(c: Context<ApiEnv>) {
  const host = c.get("host");
  if (host.kind !== "tenant") throw new ApiError(404, "Not found");
  return workspaceStub(c.env, host.subdomain);
}
