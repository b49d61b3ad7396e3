import type { WorkAction } from "~/lib/permissions";
import { requireProject } from "../../access";
import { WorkspaceFailure, type MemberContext } from "../../operations";
import { findColumn } from "./store";

export const COLUMN_NOT_FOUND = "Column not found";

/** A column of a project the member may act on; in a project they cannot see it answers 404 like a missing one. */
export function requireColumn(scope: Pick<MemberContext, "sql" | "viewer">, columnId: string, action: WorkAction) {
  const column = findColumn(scope.sql, columnId);
  if (!column) throw new WorkspaceFailure(404, COLUMN_NOT_FOUND);
  return { column, ...requireProject(scope, column.projectId, action, "working", COLUMN_NOT_FOUND) };
}
