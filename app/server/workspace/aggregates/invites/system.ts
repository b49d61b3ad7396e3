import type { WorkRole } from "~/lib/permissions";
import type { DashboardRole } from "~/lib/dashboards";
import { setDashboardMember } from "../dashboards/store";
import { defineSystem } from "../../operations";
import { putProjectMember } from "../projects/store";
import { deleteInvite } from "./store";

type AcceptedInvite = {
  inviteId: string;
  userId: string;
  /** The private project the invite carries (decision 0052), from the directory's record of it. */
  project?: { projectId: string; role: WorkRole } | null;
  /** The private dashboard the invite carries (decision 0055), from the directory's record of it. */
  dashboard?: { dashboardId: string; role: DashboardRole } | null;
  /**
   * A second call for an invite the directory already marks used (the first stopped after the
   * directory's join): it catches up only while the workspace still lists the invite, so a join that
   * completed is never repeated (a person who has since left the project stays out).
   */
  catchUp?: boolean;
};

/** The invite's project joined, unless it is gone (deleted for good) or the invitee owns it already. */
function joinProject(sql: SqlStorage, userId: string, project: AcceptedInvite["project"], now: number) {
  if (!project) return false;
  const row = sql.exec<{ owner_id: string }>("SELECT owner_id FROM projects WHERE id = ? AND visibility = 'PRIVATE'", project.projectId).toArray()[0];
  if (!row || row.owner_id === userId) return false;
  putProjectMember(sql, project.projectId, userId, project.role, now);
  return true;
}

/** The invite's dashboard joined, unless it was deleted meanwhile or the invitee owns it already. */
function joinDashboard(sql: SqlStorage, userId: string, dashboard: AcceptedInvite["dashboard"], now: number) {
  if (!dashboard) return false;
  const row = sql.exec<{ owner_id: string }>("SELECT owner_id FROM dashboards WHERE id = ?", dashboard.dashboardId).toArray()[0];
  if (!row || row.owner_id === userId) return false;
  setDashboardMember(sql, dashboard.dashboardId, userId, dashboard.role, now);
  return true;
}

export const inviteSystem = {
  /** The invitee joined through the invite (they have no session here yet): it is no longer open, and its project has them. */
  "invites.accept": defineSystem({
    handler: ({ sql, now }, { inviteId, userId, project, dashboard, catchUp }: AcceptedInvite) => {
      if (!deleteInvite(sql, inviteId) && catchUp) return { joined: false, projectId: null, dashboardId: null };
      return {
        joined: true,
        projectId: joinProject(sql, userId, project, now) ? project!.projectId : null,
        dashboardId: joinDashboard(sql, userId, dashboard, now) ? dashboard!.dashboardId : null,
      };
    },
    activity: ({ inviteId, userId }, { joined, projectId, dashboardId }) =>
      joined
        ? {
            actorId: userId,
            verb: "joined",
            itemType: "member",
            itemId: userId,
            detail: { inviteId, ...(projectId ? { projectId } : {}), ...(dashboardId ? { dashboardId } : {}) },
          }
        : undefined,
  }),
};
