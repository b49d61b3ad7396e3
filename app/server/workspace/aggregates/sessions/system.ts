import { browserLabel } from "~/lib/userAgent";
import { randomToken, sha256 } from "../../../auth/crypto";
import type { TenantRecord } from "../../../directory/types";
import { defineSystem } from "../../operations";
import { newSignInMail } from "./mail";
import type { MemberCopy, ProfileDetails, TenantSummary } from "../../types";
import { replaceInvites, type InviteCopy } from "../invites/store";
import { rejoinIfLeft } from "../members/departure";
import { isDeactivated, updateProfileDetails, upsertMember } from "../members/store";
import { upsertTenant } from "../tenant/store";
import { deleteSession, deleteSessionsOfUser, forgetTenantInSessions, insertSession, rememberBrowser } from "./store";

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
  /** The browser's user agent: the list of sessions names it, and a browser new to the member is told by mail. */
  userAgent?: string;
  /** Where the mail about a new browser sends the person to see their sessions. */
  securityUrl?: string;
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
      return { token, tokenHash: await sha256(token), replacingHash: await hashOrNull(replacing), id: crypto.randomUUID() };
    },
    handler: ({ sql, now }, input: OpenSessionInput, { token, tokenHash, replacingHash, id }) => {
      const { tenant, member, tenants, profile, invites, userAgent = "" } = input;
      // A member deactivated here gets no session, whatever the directory's copy says (decision record 46).
      if (isDeactivated(sql, member.userId)) return { token: null, expiresAt: 0, newBrowser: null, at: now };
      upsertTenant(sql, tenant);
      upsertMember(sql, member, now);
      rejoinIfLeft(sql, member.userId, member.role, member.roleName, now);
      if (profile) updateProfileDetails(sql, member.userId, profile);
      if (invites) replaceInvites(sql, invites);
      if (replacingHash) deleteSession(sql, replacingHash);
      const expiresAt = insertSession(sql, { tokenHash, id, userId: member.userId, tenants, userAgent }, now);
      const browser = browserLabel(userAgent);
      return { token: token as string | null, expiresAt, newBrowser: rememberBrowser(sql, member.userId, browser, now) ? browser : null, at: now };
    },
    activity: ({ member }, { token }) => token === null ? undefined : ({
      actorId: member.userId,
      verb: "signed_in",
      itemType: "member",
      itemId: member.userId,
    }),
    effects: ({ tenant, member, securityUrl }, { newBrowser, at }) =>
      newBrowser ? [{ kind: "mail", message: newSignInMail({ to: member.email, organisation: tenant.name, browser: newBrowser, at, securityUrl }) }] : [],
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

  /** A user left an organisation (issue 38 §3): their sessions in the others stop offering it in the switcher. */
  "sessions.forgetTenant": defineSystem({
    handler: ({ sql }, { userId, tenantId }: { userId: string; tenantId: string }) => {
      forgetTenantInSessions(sql, userId, tenantId);
      return null;
    },
  }),
};
