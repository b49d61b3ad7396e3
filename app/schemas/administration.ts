import * as z from "zod";
import { ROLES } from "~/lib/permissions";
import { workId } from "./fields";
import { TRANSFER_SCOPES } from "./team";

/** Settings › Users (issue 20 §1): who an administrator looks at and what they change. */
export const MEMBER_STATUSES = ["ACTIVE", "DEACTIVATED"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const USERS_PAGE = 25;

/** A filter left empty in the form (`?role=`) is no filter at all (spec §5: empty query values are dropped). */
const emptyIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** GET all users with limit and skip, filtered by name or e-mail, tenant role, team and state. */
export const UsersQuerySchema = z.object({
  search: emptyIsAbsent(z.string().trim().max(40, "Search should not exceed 40 characters")),
  role: emptyIsAbsent(z.enum(ROLES)),
  teamId: emptyIsAbsent(workId("team")),
  status: emptyIsAbsent(z.enum(MEMBER_STATUSES)),
  limit: emptyIsAbsent(z.coerce.number().int().min(1).max(100)),
  skip: emptyIsAbsent(z.coerce.number().int().min(0).max(100_000)),
});
export type UsersQuery = z.output<typeof UsersQuerySchema>;

/** Drops the empty values of a user-list query before it is sent (spec §5). */
export const withoutEmptyValues = (params: Record<string, string | null | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== ""));

export const UserIdSchema = z.object({ userId: workId("person") });

export const ChangeRoleSchema = UserIdSchema.extend({ role: z.enum(ROLES, { error: "Please choose a role" }) });

/** Deactivation; `toUserId` receives what the person owns (teams and projects) in the same step. */
export const DeactivateSchema = UserIdSchema.extend({ toUserId: emptyIsAbsent(workId("person")) });

/** Ownership transfer of a person's teams, projects, or both, to an active member who can own them. */
export const TransferOwnershipSchema = UserIdSchema.extend({
  toUserId: workId("new owner"),
  scope: z.enum(TRANSFER_SCOPES, { error: "Please choose what to transfer" }),
});

export const ADMIN_MESSAGES = {
  userNotFound: "User not found",
  onlySuperAdminMakesSuperAdmin: "Only a super admin can make a super admin or change a super admin's role",
  lastSuperAdmin: "The organisation's last super admin cannot be demoted or deactivated. Make someone else a super admin first.",
  notYourself: "You cannot deactivate yourself",
  ownsWork: "This person owns teams or projects. Choose who receives them before deactivating.",
  alreadyDeactivated: "This person is already deactivated",
  notDeactivated: "This person is not deactivated",
  receiverInvalid: "The new owner must be an active member of the organisation who is not a guest",
  nothingToTransfer: "This person owns nothing of that kind",
  guestCannotOwn: "A guest cannot own teams or projects; transfer them first",
} as const;
