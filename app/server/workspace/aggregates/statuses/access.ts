import { canWork, PERMISSION_DENIED, type WorkAction } from "~/lib/permissions";
import { teamRole } from "../../access";
import { WorkspaceFailure, type MemberContext } from "../../operations";
import { findStatus } from "./store";

export const STATUS_NOT_FOUND = "Status not found";

/**
 * A status of a team the member may act on (decision record 22): a status of a
 * team they cannot see answers 404 with the same message as a missing one.
 */
export function requireStatus(scope: Pick<MemberContext, "sql" | "viewer">, statusId: string, action: WorkAction) {
  const status = findStatus(scope.sql, statusId);
  const role = status && teamRole(scope, status.team_id);
  if (!status || !role) throw new WorkspaceFailure(404, STATUS_NOT_FOUND);
  if (!canWork(role, action)) throw new WorkspaceFailure(403, PERMISSION_DENIED);
  return { status, role };
}
