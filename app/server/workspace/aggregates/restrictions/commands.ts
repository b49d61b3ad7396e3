import type * as z from "zod";
import { RESTRICTION_MESSAGES, type SetRestrictionsSchema } from "~/schemas/accessRestrictions";
import { ADMIN_MESSAGES } from "~/schemas/administration";
import { requireProject, requireTeam } from "../../access";
import { defineCommand, fieldFailure, WorkspaceFailure, type MemberContext } from "../../operations";
import { findMember } from "../members/store";
import { writeRule } from "./store";

type SetRestrictions = z.output<typeof SetRestrictionsSchema>;
type Change = SetRestrictions["changes"][number];

/** The place and person a change names must exist: a team or project (404 like any unknown id), an active member who is not a super admin. */
function checkChange(context: MemberContext, { level, scopeId, userId }: Change) {
  if (level === "TEAM") requireTeam(context, scopeId!, "work:read", "hidden");
  if (level === "PROJECT") requireProject(context, scopeId!, "work:read", "hidden");
  if (userId === null) return;
  const member = findMember(context.sql, userId);
  if (!member) throw new WorkspaceFailure(404, ADMIN_MESSAGES.userNotFound);
  if (member.role === "SUPER_ADMIN") throw fieldFailure(400, "userId", RESTRICTION_MESSAGES.superAdmin);
}

export const restrictionCommands = {
  /** Sets or lifts restrictions (Settings › Access saves its whole matrix as one call, one audit entry). */
  "restrictions.set": defineCommand({
    permission: "settings:access",
    handler: (context, { changes }: SetRestrictions) => {
      for (const change of changes) checkChange(context, change);
      for (const { value, ...rule } of changes) writeRule(context.sql, rule, value === "none" ? null : value, context.viewer.member.userId, context.now);
      return { changed: changes.length };
    },
    activity: ({ changes: [first, ...rest] }) => ({
      verb: "restrictions_changed",
      itemType: "restriction",
      itemId: first.accessKey,
      detail: { count: rest.length + 1, level: first.level, value: first.value, ...(first.scopeId ? { scopeId: first.scopeId } : {}) },
    }),
  }),
};
