import { checkApiToken } from "./aggregates/apiTokens/store";
import { datePreferencesOf, findMember } from "./aggregates/members/store";
import { countUnread } from "./aggregates/notifications/store";
import { checkSession, deleteSession, UNAUTHORIZED } from "./aggregates/sessions/store";
import { rulesFor } from "./aggregates/restrictions/store";
import { readPlanCopy } from "./aggregates/subscription/store";
import { scheduledDeletion } from "./aggregates/tenant/deletion";
import { findTenant } from "./aggregates/tenant/store";
import { takeCall } from "./rate";
import type { Failure, MemberCopy, ShellState, Viewer } from "./types";

/** What the header and every page show of the member (decision 0018): the plan and its terms, the unread count, the restrictions, date preferences, and when the organisation is deleted if it is scheduled to be (decision 0091). */
function shellStateOf(sql: SqlStorage, member: MemberCopy): ShellState {
  const { current, trialEndsAt, limits } = readPlanCopy(sql);
  return {
    plan: current,
    planTerms: { trialEndsAt, limits },
    unreadNotifications: countUnread(sql, member.userId),
    restrictions: rulesFor(sql, member),
    preferences: datePreferencesOf(sql, member.userId),
    organizationDeletesAt: scheduledDeletion(sql)?.purgeAt ?? null,
  };
}

/**
 * How a call came: with a personal API token (always counted against its rate), or a session's
 * token, counted against the session's rate (`sessionRate`, calls a window) when it came over HTTP.
 */
export type Caller = { credential: "session" | "apiToken"; sessionRate?: number };

/** A session's check, and its count when the call is counted (rate.ts). */
function checkSessionCall(sql: SqlStorage, sessionHash: string, now: number, sessionRate: number | undefined) {
  const checked = checkSession(sql, sessionHash, now);
  if (!checked.ok || sessionRate === undefined) return checked;
  const taken = takeCall("session", sessionHash, now, sessionRate);
  return taken.ok ? { ...checked, session: { ...checked.session, rate: taken.rate } } : taken;
}

/**
 * Who holds the session: the core's first step for every query and command.
 * A session whose member is no longer active here is ended.
 */
export function resolveViewer(
  sql: SqlStorage,
  sessionHash: string,
  now: number,
  { credential, sessionRate }: Caller = { credential: "session" },
): { ok: true; viewer: Viewer } | Failure {
  const tenant = findTenant(sql);
  if (!tenant) return UNAUTHORIZED;
  const checked = credential === "apiToken" ? checkApiToken(sql, sessionHash, now) : checkSessionCall(sql, sessionHash, now, sessionRate);
  if (!checked.ok) return checked;
  const { userId, tenants, expiresAt, apiToken, rate } = checked.session;
  const member = findMember(sql, userId);
  if (!member) {
    if (credential === "session") deleteSession(sql, sessionHash);
    return UNAUTHORIZED;
  }
  return { ok: true, viewer: { tenant, member, tenants, session: { expiresAt, ...(apiToken ? { apiToken } : {}), ...(rate ? { rate } : {}) }, shell: shellStateOf(sql, member) } };
}

/**
 * The member a background job runs for (an export built by the alarm), with no session: their role
 * and access as they are when the job runs. A member no longer active gets nothing.
 */
export function resolveMemberViewer(sql: SqlStorage, userId: string, now: number): { ok: true; viewer: Viewer } | Failure {
  const tenant = findTenant(sql);
  const member = findMember(sql, userId);
  if (!tenant || !member) return UNAUTHORIZED;
  return { ok: true, viewer: { tenant, member, tenants: [], session: { expiresAt: now }, shell: shellStateOf(sql, member) } };
}
