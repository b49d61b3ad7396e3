import { USERS_PAGE, ADMIN_MESSAGES, type UsersQuery } from "~/schemas/administration";
import { defineQuery, WorkspaceFailure } from "../../operations";
import { findAnyMember, listUsers, memberListView, profileFields, receivers, workOf } from "./admin";

/** A person of this tenant, active or not; another tenant's ids and unknown ones answer 404 alike. */
export function requireMember(sql: SqlStorage, userId: string) {
  const found = findAnyMember(sql, userId);
  if (!found) throw new WorkspaceFailure(404, ADMIN_MESSAGES.userNotFound);
  return found;
}

/** Settings › Users (issue 20 §1): tenant admins and super admins only (decision record 46). */
export const memberAdminQueries = {
  /** getUsersProfile: the tenant's people by name, a page at a time (limit and skip), filtered. */
  "members.list": defineQuery({
    permission: "settings:users",
    handler: ({ sql }, input: UsersQuery) => listUsers(sql, input, input.limit ?? USERS_PAGE),
  }),

  /** getViewProfile: one person's profile fields, their teams and projects, owned and part of. */
  "members.view": defineQuery({
    permission: "settings:users",
    handler: ({ sql }, { userId }: { userId: string }) => {
      const member = requireMember(sql, userId);
      return { ...memberListView(member), ...profileFields(sql, userId), ...workOf(sql, userId) };
    },
  }),

  /** getUsersForTransfer: who may receive a person's teams and projects (active, not a guest, not them). */
  "members.forTransfer": defineQuery({
    permission: "settings:users",
    handler: ({ sql }, { userId }: { userId: string }) => {
      requireMember(sql, userId);
      return { users: receivers(sql, userId) };
    },
  }),
};
