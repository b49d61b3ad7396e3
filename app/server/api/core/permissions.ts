import type { Context } from "hono";
import { can, type Permission } from "~/lib/permissions";
import { ApiError } from "./envelope";
import { requireViewer } from "./session";
import type { ApiEnv } from "./types";

export { PERMISSIONS, type Permission } from "~/lib/permissions";

export const PERMISSION_DENIED = "You do not have permission to perform this action";

/** The signed-in member, if their role in this tenant grants `permission`; 403 otherwise. */
export async function requirePermission(c: Context<ApiEnv>, permission: Permission) {
  const viewer = await requireViewer(c);
  if (!can(viewer.member.role, permission)) throw new ApiError(403, PERMISSION_DENIED);
  return viewer;
}
