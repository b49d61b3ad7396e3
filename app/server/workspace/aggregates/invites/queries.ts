import { defineQuery, type NoInput } from "../../operations";
import { listInvites } from "./store";

export const inviteQueries = {
  /** The open invites, newest first, with the private project one carries; expired ones flagged, so they can be resent. */
  "invites.pending": defineQuery({
    permission: "invite:manage",
    handler: ({ sql, now }, _input: NoInput) =>
      listInvites(sql).map(({ id, email, roleId, roleName, inviterName, createdAt, expiresAt, projectId, projectName, projectRole, dashboardId, dashboardName, dashboardRole }) => ({
        inviteId: id,
        email,
        roleId,
        roleName,
        invitedBy: inviterName,
        createdAt,
        expiresAt,
        expired: expiresAt < now,
        projectId: projectId ?? null,
        projectName,
        projectRole: projectRole ?? null,
        dashboardId: dashboardId ?? null,
        dashboardName,
        dashboardRole: dashboardRole ?? null,
      })),
  }),
};
