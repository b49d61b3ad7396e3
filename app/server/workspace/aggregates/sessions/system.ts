import { randomToken, sha256 } from "../../../auth/crypto";
import type { TenantRecord } from "../../../directory/types";
import { defineSystem } from "../../operations";
import type { MemberCopy, ProfileDetails, TenantSummary } from "../../types";
import { replaceInvites, type InviteCopy } from "../invites/store";
import { isDeactivated, updateProfileDetails, upsertMember } from "../members/store";
import { upsertTenant } from "../tenant/store";
import { deleteSession, deleteSessionsOfUser, insertSession } from "./store";

const hashOrNull = async (token: string | null | undefined) => (token ? sha256(token) : null);

type OpenSessionInput = {
  tenant: TenantRecord;
  member: MemberCopy;
  tenants: TenantSummary[];
  /**
   * The member's profile details and the tenant's open invites, as the
   * directory holds them: each sign-in brings these copies up to date (a
   * caller that leaves one out leaves that copy as it is).
   */
  profile?: ProfileDetails;
  invites?: InviteCopy[];
  /** The browser's previous session on this host, which the new one replaces. */
  replacing?: string;
};

type EndSessionsInput = { userId: string; keepToken?: string | null };

export const sessionSystem = {
  /**
   * Starts a session for a member whose directory membership the caller has
   * just checked: records the tenant, the member copy and the open invites,
   * ends the browser's previous session on this host, stores the new one.
   */
  "sessions.open": defineSystem({
    prepare: async ({ replacing }: OpenSessionInput) => {
      const token = randomToken();
      return { token, tokenHash: await sha256(token), replacingHash: await hashOrNull(replacing) };
    },
    handler: ({ sql, now }, input: OpenSessionInput, { token, tokenHash, replacingHash }) => {
      const { tenant, member, tenants, profile, invites } = input;
      // A member deactivated here gets no session, whatever the directory's copy says (decision record 46).
      if (isDeactivated(sql, member.userId)) return { token: null, expiresAt: 0 };
      upsertTenant(sql, tenant);
      upsertMember(sql, member, now);
      if (profile) updateProfileDetails(sql, member.userId, profile);
      if (invites) replaceInvites(sql, invites);
      if (replacingHash) deleteSession(sql, replacingHash);
      return { token: token as string | null, expiresAt: insertSession(sql, tokenHash, member.userId, tenants, now) };
    },
    activity: ({ member }, { token }) => token === null ? undefined : ({
      actorId: member.userId,
      verb: "signed_in",
      itemType: "member",
      itemId: member.userId,
    }),
  }),

  /** Ends a user's sessions here after a password reset or change, keeping the one holding `keepToken`. */
  "sessions.endAll": defineSystem({
    prepare: async ({ keepToken }: EndSessionsInput) => ({ keepHash: await hashOrNull(keepToken) }),
    handler: ({ sql }, { userId }: EndSessionsInput, { keepHash }) => {
      deleteSessionsOfUser(sql, userId, keepHash);
      return null;
    },
    activity: ({ userId, keepToken }) => ({
      actorId: userId,
      verb: "sessions_ended",
      itemType: "member",
      itemId: userId,
      detail: { keptCurrent: Boolean(keepToken) },
    }),
  }),
};
