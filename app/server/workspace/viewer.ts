import { findMember } from "./aggregates/members/store";
import { countUnread } from "./aggregates/notifications/store";
import { checkSession, deleteSession, UNAUTHORIZED } from "./aggregates/sessions/store";
import { rulesFor } from "./aggregates/restrictions/store";
import { readPlanCopy } from "./aggregates/subscription/store";
import { findTenant } from "./aggregates/tenant/store";
import type { Failure, MemberCopy, ShellState, Viewer } from "./types";

/** What the header shows beside who is here (decision 0018): the plan and its terms, the unread count, the restrictions. */
function shellOf(sql: SqlStorage, member: MemberCopy): ShellState {
  const { current, trialEndsAt, limits } = readPlanCopy(sql);
  return { plan: current, planTerms: { trialEndsAt, limits }, unreadNotifications: countUnread(sql, member.userId), restrictions: rulesFor(sql, member) };
}

/**
 * Who holds the session: the core's first step for every query and command.
 * A session whose member is no longer active here is ended.
 */
export function resolveViewer(
  sql: SqlStorage,
  sessionHash: string,
  now: number,
): { ok: true; viewer: Viewer } | Failure {
  const tenant = findTenant(sql);
  if (!tenant) return UNAUTHORIZED;
  const checked = checkSession(sql, sessionHash, now);
  if (!checked.ok) return checked;
  const { userId, tenants, expiresAt } = checked.session;
  const member = findMember(sql, userId);
  if (!member) {
    deleteSession(sql, sessionHash);
    return UNAUTHORIZED;
  }
  return { ok: true, viewer: { tenant, member, tenants, session: { expiresAt }, shell: shellOf(sql, member) } };
}

/**
 * The member a background job runs for (an export built by the alarm), with no session: their role
 * and access as they are when the job runs. A member no longer active gets nothing.
 */
export function resolveMemberViewer(sql: SqlStorage, userId: string, now: number): { ok: true; viewer: Viewer } | Failure {
  const tenant = findTenant(sql);
  const member = findMember(sql, userId);
  if (!tenant || !member) return UNAUTHORIZED;
  return { ok: true, viewer: { tenant, member, tenants: [], session: { expiresAt: now }, shell: shellOf(sql, member) } };
}
