import type { Context } from "hono";
import { can, PERMISSION_DENIED, type Permission } from "~/lib/permissions";
import { ApiError } from "./envelope";
import { requireViewer } from "./session";
import type { ApiEnv } from "./types";

export { PERMISSION_DENIED, PERMISSIONS, type Permission } from "~/lib/permissions";

/** The signed-in member, if their role in this tenant grants `permission`; 403 otherwise. */
export async function requirePermission(c: Context<ApiEnv>, permission: Permission) {
  const viewer = await requireViewer(c);
  if (!can(viewer.member.role, permission)) throw new ApiError(403, PERMISSION_DENIED);
  return viewer;
}
