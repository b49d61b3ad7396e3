import { randomToken, sha256 } from "../../../auth/crypto";
import type { TenantRecord } from "../../../directory/types";
import { defineSystem } from "../../operations";
import type { MemberCopy, TenantSummary } from "../../types";
import { upsertMember } from "../members/store";
import { upsertTenant } from "../tenant/store";
import { deleteSession, deleteSessionsOfUser, insertSession } from "./store";

const hashOrNull = async (token: string | null | undefined) => (token ? sha256(token) : null);

type OpenSessionInput = {
  tenant: TenantRecord;
  member: MemberCopy;
  tenants: TenantSummary[];
  /** The browser's previous session on this host, which the new one replaces. */
  replacing?: string;
};

type EndSessionsInput = { userId: string; keepToken?: string | null };

export const sessionSystem = {
  /**
   * Starts a session for a member whose directory membership the caller has
   * just checked: records the tenant and the member copy, ends the browser's
   * previous session on this host, stores the new one.
   */
  "sessions.open": defineSystem({
    prepare: async ({ replacing }: OpenSessionInput) => {
      const token = randomToken();
      return { token, tokenHash: await sha256(token), replacingHash: await hashOrNull(replacing) };
    },
    handler: ({ sql, now }, { tenant, member, tenants }: OpenSessionInput, { token, tokenHash, replacingHash }) => {
      upsertTenant(sql, tenant);
      upsertMember(sql, member, now);
      if (replacingHash) deleteSession(sql, replacingHash);
      return { token, expiresAt: insertSession(sql, tokenHash, member.userId, tenants, now) };
    },
    activity: ({ member }) => ({
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
