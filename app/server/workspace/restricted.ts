import { restrictionOf, type AccessKey, type AccessScope } from "~/lib/accessRestrictions";
import { PERMISSION_DENIED } from "~/lib/permissions";
import { WorkspaceFailure, type MemberContext } from "./operations";

/**
 * Refuses an operation whose capability is restricted for the member in that place (decision record
 * 51): disabled and hidden alike answer 403, whatever the client drew. The rules came with the viewer.
 */
export function refuseRestricted({ viewer }: Pick<MemberContext, "viewer">, key: AccessKey, scope: AccessScope) {
  if (restrictionOf(viewer.shell.restrictions, viewer.member, key, scope)) throw new WorkspaceFailure(403, PERMISSION_DENIED);
}

type Target = { project?: { id: string; team_id: string }; team?: { id: string } };

/** The place of an operation's resolved resource: its project and team, its team, or the organisation. */
export function placeOfTarget(target: unknown): AccessScope {
  const { project, team } = (target ?? {}) as Target;
  if (project) return { teamId: project.team_id, projectId: project.id };
  if (team) return { teamId: team.id };
  return {};
}
