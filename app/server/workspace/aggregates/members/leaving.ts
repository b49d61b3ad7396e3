import { ACCOUNT_MESSAGES, DELETED_USER } from "~/schemas/account";
import { defineCommand, defineSystem, WorkspaceFailure, type NoInput } from "../../operations";
import { revokeTokensOf } from "../apiTokens/store";
import { renameInviter } from "../invites/store";
import { deleteSessionsOfUser } from "../sessions/store";
import { countActiveSuperAdmins } from "./admin";
import { eraseDueMembers, markLeft, nextEraseAt, setEraseAt } from "./departure";

const aboutMember = (userId: string) => ({ itemType: "member", itemId: userId });

/** A member leaving, or an account being deleted: every session and API token of theirs here ends at once. */
function signOutEverywhere(sql: SqlStorage, userId: string, now: number) {
  deleteSessionsOfUser(sql, userId, null);
  revokeTokensOf(sql, userId, now);
}

export const memberLeavingCommands = {
  /**
   * A member leaves the organisation (issue 38 §3): their work stays, naming them as no longer here;
   * their sessions and tokens end; the directory's membership row goes after the commit (the
   * `membership` effect with status LEFT). The last active super admin cannot leave.
   */
  "members.leave": defineCommand({
    permission: "signed-in",
    handler: ({ sql, now, viewer }, _input: NoInput) => {
      const { userId, role } = viewer.member;
      if (viewer.session.apiToken) throw new WorkspaceFailure(403, ACCOUNT_MESSAGES.signedInOnly);
      if (role === "SUPER_ADMIN" && countActiveSuperAdmins(sql) <= 1) throw new WorkspaceFailure(409, ACCOUNT_MESSAGES.lastSuperAdminLeaving);
      markLeft(sql, userId, now);
      signOutEverywhere(sql, userId, now);
      return { userId, role, status: "LEFT" as const };
    },
    activity: (_input, { userId }) => ({ verb: "left", ...aboutMember(userId) }),
    effects: (_input, { userId, role, status }, { viewer }) => [{ kind: "membership", tenantId: viewer.tenant.id, userId, role, status }],
  }),
};

/** Reached only by the Worker's trusted code (the account's API calls, the tenant's alarm). */
export const memberLeavingSystem = {
  /** An account's deletion was asked for: its sessions and tokens here end, and at `at` the alarm renames it. */
  "members.scheduleErasure": defineSystem({
    handler: ({ sql, now }, { userId, at }: { userId: string; at: number }) => {
      signOutEverywhere(sql, userId, now);
      setEraseAt(sql, userId, at);
      return null;
    },
    activity: ({ userId, at }) => ({ actorId: userId, verb: "account_deletion_requested", ...aboutMember(userId), detail: { eraseAt: at } }),
    effects: ({ at }) => [{ kind: "wakeAt", at }],
  }),

  /** The person signed in within the grace period: their account stays. */
  "members.cancelErasure": defineSystem({
    handler: ({ sql }, { userId }: { userId: string }) => {
      setEraseAt(sql, userId, null);
      return null;
    },
    activity: ({ userId }) => ({ actorId: userId, verb: "account_restored", ...aboutMember(userId) }),
  }),

  /**
   * The alarm's step for deleted accounts, like the bin's purge: each member whose grace period has
   * passed becomes "Deleted user" here, and the directory's data of their account is erased after
   * the commit (the `accountErasure` effect). Answers when the next one is due.
   */
  "members.eraseDue": defineSystem({
    handler: ({ sql }, { now }: { now: number }) => {
      const erased = eraseDueMembers(sql, now);
      for (const userId of erased) renameInviter(sql, userId, `${DELETED_USER.firstName} ${DELETED_USER.lastName}`);
      return { erased, nextDueAt: nextEraseAt(sql) };
    },
    effects: (_input, { erased }) => erased.map((userId) => ({ kind: "accountErasure" as const, userId })),
  }),
};
