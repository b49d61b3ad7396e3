import type { Context } from "hono";
import type { TenantRecord } from "~/server/directory/types";
import { listMemberships } from "~/server/directory/tenants";
import type { Env } from "~/server/env";
import { typedWorkspace } from "~/server/workspace/surface";
import { ApiError } from "./envelope";
import type { ApiEnv } from "./types";

/** The TenantWorkspace Durable Object of the organisation on `subdomain`. */
export function workspaceStub(env: Pick<Env, "TENANT">, subdomain: string) {
  return typedWorkspace(env.TENANT.get(env.TENANT.idFromName(subdomain)));
}

/** Runs `work` on the workspace of every organisation the user belongs to, in parallel. */
export async function inEveryWorkspaceOf(
  env: Pick<Env, "TENANT" | "DIRECTORY">,
  userId: string,
  work: (workspace: ReturnType<typeof workspaceStub>, tenant: TenantRecord) => Promise<unknown>,
) {
  const memberships = await listMemberships(env.DIRECTORY, userId);
  await Promise.all(memberships.map(({ tenant }) => work(workspaceStub(env, tenant.subdomain), tenant)));
}

/** The Durable Object behind the request's host as it is, for what is not an operation (a live socket's upgrade); only tenant hosts have one. */
export function workspaceObject(c: Context<ApiEnv>) {
  const host = c.get("host");
  if (host.kind !== "tenant") throw new ApiError(404, "Not found");
  return c.env.TENANT.get(c.env.TENANT.idFromName(host.subdomain));
}

/** The tenant workspace behind the request's host; only tenant hosts have one. */
export const workspace = (c: Context<ApiEnv>) => typedWorkspace(workspaceObject(c));
