import type { Role } from "~/lib/permissions";
import { ADMIN_MESSAGES } from "~/schemas/administration";
import type { TransferScope } from "~/schemas/team";
import type { Effect } from "../../effects/types";
import { defineCommand, WorkspaceFailure, type MemberContext } from "../../operations";
import { revokeTokensOf } from "../apiTokens/store";
import { deleteSessionsOfUser } from "../sessions/store";
import { countActiveSuperAdmins, findAnyMember, ownedBy, setMemberRole, setMemberStatus, transferOwned, type AdminMemberRow } from "./admin";
import { requireMember } from "./adminQueries";

/** Only a super admin acts on a super admin, or makes one (issue 20 §1). */
function requireRankFor({ viewer }: MemberContext, target: AdminMemberRow, newRole?: Role) {
  const touchesSuperAdmin = target.role === "SUPER_ADMIN" || newRole === "SUPER_ADMIN";
  if (touchesSuperAdmin && viewer.member.role !== "SUPER_ADMIN") throw new WorkspaceFailure(403, ADMIN_MESSAGES.onlySuperAdminMakesSuperAdmin);
}

/** The last active super admin is never demoted nor deactivated. */
function keepASuperAdmin(sql: SqlStorage, target: AdminMemberRow) {
  if (target.role === "SUPER_ADMIN" && target.status === "ACTIVE" && countActiveSuperAdmins(sql) <= 1) {
    throw new WorkspaceFailure(409, ADMIN_MESSAGES.lastSuperAdmin);
  }
}

const owns = (sql: SqlStorage, userId: string) => {
  const { teamIds, projectTeams } = ownedBy(sql, userId);
  return teamIds.length > 0 || projectTeams.length > 0;
};

/** Who may receive a person's teams and projects: an active member of the tenant who is not a guest, and not the person. */
function requireReceiver(sql: SqlStorage, fromUserId: string, toUserId: string) {
  const receiver = findAnyMember(sql, toUserId);
  if (!receiver || receiver.status !== "ACTIVE" || receiver.role === "GUEST" || toUserId === fromUserId) {
    throw new WorkspaceFailure(409, ADMIN_MESSAGES.receiverInvalid, { toUserId: [ADMIN_MESSAGES.receiverInvalid] });
  }
}

/** What the directory's membership row must say after the command (its projection, decision record 46). */
export type MembershipChange = { userId: string; role: Role; status: AdminMemberRow["status"] };

const about = (userId: string) => ({ itemType: "member", itemId: userId });

/**
 * The directory's row follows from the queue too: the API writes it at once after the commit, and the
 * alarm writes it again until it holds, so a failed write there can never leave it behind for good.
 */
const projected = <O extends MembershipChange>(_input: unknown, { userId, role, status }: O, { viewer }: MemberContext): Effect[] => [
  { kind: "membership", tenantId: viewer.tenant.id, userId, role, status },
];

export const memberAdminCommands = {
  /** Give or take admin rights, or any tenant role: admins for admins, members and guests; super admins for everyone. */
  "members.changeRole": defineCommand({
    permission: "settings:users",
    handler: (context, { userId, role }: { userId: string; role: Role }) => {
      const { sql, now } = context;
      const target = requireMember(sql, userId);
      requireRankFor(context, target, role);
      if (target.role === role) return { userId, role, status: target.status, from: target.role };
      if (role !== "SUPER_ADMIN") keepASuperAdmin(sql, target);
      if (role === "GUEST" && owns(sql, userId)) throw new WorkspaceFailure(409, ADMIN_MESSAGES.guestCannotOwn);
      setMemberRole(sql, userId, role, now);
      return { userId, role, status: target.status, from: target.role };
    },
    activity: ({ userId }, { role, from }) => ({ verb: "role_changed", ...about(userId), detail: { from, to: role } }),
    effects: projected,
  }),

  /**
   * Deactivate: the person's sessions and API tokens here end at once and they cannot sign in here any more;
   * they leave the pickers but stay on their past work. Whatever they own passes to `toUserId` in
   * the same step, which is required when they own anything.
   */
  "members.deactivate": defineCommand({
    permission: "settings:users",
    handler: (context, { userId, toUserId }: { userId: string; toUserId?: string }) => {
      const { sql, now, viewer } = context;
      const target = requireMember(sql, userId);
      requireRankFor(context, target);
      if (userId === viewer.member.userId) throw new WorkspaceFailure(409, ADMIN_MESSAGES.notYourself);
      if (target.status === "DEACTIVATED") throw new WorkspaceFailure(409, ADMIN_MESSAGES.alreadyDeactivated);
      keepASuperAdmin(sql, target);
      let transferred = { teams: 0, projects: 0 };
      if (toUserId) {
        requireReceiver(sql, userId, toUserId);
        transferred = transferOwned(sql, userId, toUserId, "BOTH", now);
      } else if (owns(sql, userId)) {
        throw new WorkspaceFailure(409, ADMIN_MESSAGES.ownsWork, { toUserId: [ADMIN_MESSAGES.ownsWork] });
      }
      setMemberStatus(sql, userId, "DEACTIVATED", now);
      deleteSessionsOfUser(sql, userId, null);
      revokeTokensOf(sql, userId, now);
      return { userId, role: target.role, status: "DEACTIVATED" as const, toUserId: toUserId ?? null, ...transferred };
    },
    activity: ({ userId }, { toUserId, teams, projects }) => ({
      verb: "deactivated",
      ...about(userId),
      detail: { toUserId, teamsTransferred: teams, projectsTransferred: projects },
    }),
    effects: projected,
  }),

  /** Reactivate: the person's teams, projects and role are as they left them. */
  "members.reactivate": defineCommand({
    permission: "settings:users",
    handler: (context, { userId }: { userId: string }) => {
      const { sql, now } = context;
      const target = requireMember(sql, userId);
      requireRankFor(context, target);
      if (target.status !== "DEACTIVATED") throw new WorkspaceFailure(409, ADMIN_MESSAGES.notDeactivated);
      setMemberStatus(sql, userId, "ACTIVE", now);
      return { userId, role: target.role, status: "ACTIVE" as const };
    },
    activity: ({ userId }) => ({ verb: "reactivated", ...about(userId) }),
    effects: projected,
  }),

  /** Transfer a person's teams, projects or both to an active member who is not a guest. */
  "members.transfer": defineCommand({
    permission: "settings:users",
    handler: (context, { userId, toUserId, scope }: { userId: string; toUserId: string; scope: TransferScope }) => {
      const { sql, now } = context;
      requireRankFor(context, requireMember(sql, userId));
      requireReceiver(sql, userId, toUserId);
      const moved = transferOwned(sql, userId, toUserId, scope, now);
      if (moved.teams + moved.projects === 0) throw new WorkspaceFailure(409, ADMIN_MESSAGES.nothingToTransfer);
      return { userId, toUserId, scope, ...moved };
    },
    activity: ({ userId }, { toUserId, scope, teams, projects }) => ({
      verb: "ownership_transferred",
      ...about(userId),
      detail: { toUserId, scope, teamsTransferred: teams, projectsTransferred: projects },
    }),
  }),
};
