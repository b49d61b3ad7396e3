import { canWork, type WorkAction, type WorkRole } from "~/lib/permissions";
import { teamRole } from "../../access";
import type { MemberContext } from "../../operations";
import { folderHideable } from "../folders/hideable";
import { teamHideable } from "../teams/hideable";
import { projectHideable } from "./hideable";
import type { ProjectRow } from "./store";

/** The row of the archive screen that brings a project back: its own, or its folder's or team's it went with. */
export type RestoreRow = { type: "project" | "folder" | "team"; id: string };

/**
 * Whether the project page shows the archived banner (issue 23 §4), and the
 * archive row its link opens, for a viewer whose role allows restoring that
 * row (the kind's action, decision record 28); null for the others. A project
 * in the bin never gets here: it answers 404.
 */
export function archiveState(context: Pick<MemberContext, "sql" | "viewer">, project: ProjectRow, role: WorkRole) {
  if (project.hidden_in !== "archive") return { archived: false, restore: null };
  const root = project.hidden_with;
  const may = (action: WorkAction, as: WorkRole | null) => as !== null && canWork(as, action);
  let restore: RestoreRow | null = null;
  if (root === project.id) {
    if (may(projectHideable.action, role)) restore = { type: "project", id: project.id };
  } else if (root !== null && root === project.folder_id) {
    if (may(folderHideable.action, teamRole(context, project.team_id))) restore = { type: "folder", id: root };
  } else if (root === project.team_id) {
    if (may(teamHideable.action, teamRole(context, project.team_id))) restore = { type: "team", id: root };
  }
  return { archived: true, restore };
}
