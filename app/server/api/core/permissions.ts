import type { Context } from "hono";
import { restrictionOf, type AccessKey } from "~/lib/accessRestrictions";
import { can, PERMISSION_DENIED, type Permission } from "~/lib/permissions";
import { ApiError } from "./envelope";
import { requireViewer } from "./session";
import type { ApiEnv } from "./types";

export { PERMISSION_DENIED, PERMISSIONS, type Permission } from "~/lib/permissions";

/**
 * The signed-in member, if their role in this tenant grants `permission` and no access restriction of the
 * organisation turns `restrictedBy` off for them (decision record 51); 403 otherwise. For calls whose work
 * is the directory's, which the workspace's own check would reach too late.
 */
export async function requirePermission(c: Context<ApiEnv>, permission: Permission | "signed-in", restrictedBy?: AccessKey) {
  const viewer = await requireViewer(c);
  if (permission !== "signed-in" && !can(viewer.member.role, permission)) throw new ApiError(403, PERMISSION_DENIED);
  if (restrictedBy && restrictionOf(viewer.shell.restrictions, viewer.member, restrictedBy)) throw new ApiError(403, PERMISSION_DENIED);
  return viewer;
}
