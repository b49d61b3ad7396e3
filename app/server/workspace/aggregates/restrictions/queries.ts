import { restrictionsAt, type AccessScope } from "~/lib/accessRestrictions";
import { requireProject, requireTeam } from "../../access";
import { defineQuery, type MemberContext } from "../../operations";
import { listRules } from "./store";

type ScopeInput = { teamId?: string; projectId?: string };

/** The place asked about, once the caller may see it (another tenant's or a private project's id answers 404). */
function placeOf(context: MemberContext, { teamId, projectId }: ScopeInput): AccessScope {
  if (projectId) {
    const { project } = requireProject(context, projectId, "work:read");
    return { teamId: project.team_id, projectId: project.id };
  }
  if (teamId) return { teamId: requireTeam(context, teamId, "work:read").team.id };
  return {};
}

export const restrictionQueries = {
  /** rbacRestrictions: what is restricted for the caller in the organisation, or in a team or project (the narrower rule wins). */
  "restrictions.effective": defineQuery({
    permission: "signed-in",
    handler: (context, input: ScopeInput) => {
      const { viewer } = context;
      return { restrictions: restrictionsAt(viewer.shell.restrictions, viewer.member, placeOf(context, input)) };
    },
  }),

  /** Every rule, for Settings › Access. */
  "restrictions.list": defineQuery({ permission: "settings:access", handler: ({ sql }, _input: Record<string, never>) => ({ rules: listRules(sql) }) }),
};
