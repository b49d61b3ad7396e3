import { ORGANIZATION_DELETION_MESSAGES, ORGANIZATION_DELETION_WINDOW_MS, confirmsName } from "~/schemas/organizationDeletion";
import type { Effect } from "../../effects/types";
import { queuedOfKind } from "../../effects/queue";
import { defineCommand, defineQuery, defineSystem, fieldFailure, WorkspaceFailure, type NoInput } from "../../operations";
import { findMember } from "../members/store";
import { activeMemberAddresses, cancelDeletion, scheduledDeletion, scheduleDeletion, startPurgeIfDue } from "./deletion";
import { deletedMail, deletionScheduledMail } from "./mail";
import { findTenant } from "./store";

/**
 * Deleting an organisation (issue 38 §3, decision 0091): a super admin schedules it with its name
 * typed; for 30 days the core refuses its work (only these operations and the session's run) and a
 * super admin can restore it; then the alarm tells the members, purges its files and directory rows
 * (the `organizationPurge` effect) and, once that has run, deletes the object's storage.
 */
const aboutOrganization = (tenantId: string, name: string) => ({ itemType: "organization", itemId: tenantId, detail: { name } });

function refuseApiTokens(apiToken: unknown) {
  if (apiToken) throw new WorkspaceFailure(403, ORGANIZATION_DELETION_MESSAGES.signedInOnly);
}

export const deletionQueries = {
  /** Whether the organisation is scheduled for deletion, when it goes and who asked: every member may read it. */
  "tenant.deletion": defineQuery({
    permission: "signed-in",
    duringDeletion: true,
    handler: ({ sql, viewer }, _input: NoInput) => {
      const scheduled = scheduledDeletion(sql);
      const requester = scheduled?.requestedBy ? findMember(sql, scheduled.requestedBy) : null;
      return {
        organizationName: viewer.tenant.name,
        scheduled: scheduled ? { requestedAt: scheduled.requestedAt, purgeAt: scheduled.purgeAt, requestedBy: requester ? `${requester.firstName} ${requester.lastName}` : null } : null,
      };
    },
  }),
};

export const deletionCommands = {
  "tenant.scheduleDeletion": defineCommand({
    permission: "organization:delete",
    handler: ({ sql, now, viewer }, { name }: { name: string }) => {
      refuseApiTokens(viewer.session.apiToken);
      if (!confirmsName(name, viewer.tenant.name)) throw fieldFailure(400, "name", ORGANIZATION_DELETION_MESSAGES.wrongName);
      if (scheduledDeletion(sql)) throw new WorkspaceFailure(409, ORGANIZATION_DELETION_MESSAGES.alreadyScheduled);
      const purgeAt = now + ORGANIZATION_DELETION_WINDOW_MS;
      scheduleDeletion(sql, viewer.member.userId, now, purgeAt);
      return { purgeAt, recipients: activeMemberAddresses(sql) };
    },
    activity: (_input, _output, { viewer }) => ({ verb: "scheduled_deletion_of", ...aboutOrganization(viewer.tenant.id, viewer.tenant.name) }),
    effects: (_input, { purgeAt, recipients }, { viewer }): Effect[] => [
      { kind: "wakeAt", at: purgeAt },
      ...recipients.map((to) => ({ kind: "mail" as const, message: deletionScheduledMail(to, viewer.tenant.name, purgeAt) })),
    ],
  }),

  /** Within the 30 days: the organisation is back as it was. */
  "tenant.restore": defineCommand({
    permission: "organization:delete",
    duringDeletion: true,
    handler: ({ sql, viewer }, _input: NoInput) => {
      refuseApiTokens(viewer.session.apiToken);
      const scheduled = scheduledDeletion(sql);
      if (!scheduled || scheduled.purgeStartedAt !== null) throw new WorkspaceFailure(409, ORGANIZATION_DELETION_MESSAGES.notScheduled);
      cancelDeletion(sql);
      return { restored: true as const };
    },
    activity: (_input, _output, { viewer }) => ({ verb: "restored", ...aboutOrganization(viewer.tenant.id, viewer.tenant.name) }),
  }),
};

export const deletionSystem = {
  /**
   * The alarm's step for a scheduled deletion, like the bin's purge: when it is due, the members are
   * told and the purge is queued (retried by the queue until it holds). Answers when it is next due.
   */
  "tenant.purgeDue": defineSystem({
    handler: ({ sql }, { now }: { now: number }) => {
      const tenant = findTenant(sql);
      const started = tenant !== null && startPurgeIfDue(sql, now);
      const scheduled = scheduledDeletion(sql);
      return {
        started: started && tenant ? { tenantId: tenant.id, name: tenant.name, recipients: activeMemberAddresses(sql) } : null,
        nextDueAt: scheduled && scheduled.purgeStartedAt === null ? scheduled.purgeAt : null,
      };
    },
    effects: (_input, { started }): Effect[] =>
      started
        ? [
            ...started.recipients.map((to) => ({ kind: "mail" as const, message: deletedMail(to, started.name) })),
            { kind: "organizationPurge", tenantId: started.tenantId },
          ]
        : [],
  }),

  /** Whether the purge has run and the members' mails have gone: the object's storage may then be deleted. */
  "tenant.purged": defineSystem({
    handler: ({ sql }, _input: NoInput) => {
      const scheduled = scheduledDeletion(sql);
      return scheduled !== null && scheduled.purgeStartedAt !== null && queuedOfKind(sql, "organizationPurge", true) === 0 && queuedOfKind(sql, "mail") === 0;
    },
  }),
};
