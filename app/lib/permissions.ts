/**
 * Which role may do what. Browser-safe: the API enforces it through
 * requirePermission (app/server/api/core/permissions.ts) and the UI uses it to hide
 * what a user cannot do.
 */
export const ROLES = ["SUPER_ADMIN", "ADMIN", "MEMBER", "GUEST"] as const;
export type Role = (typeof ROLES)[number];

/** The roles table of the directory (migration 0001), which never changes at run time. */
export const ROLE_DETAILS: ReadonlyArray<{ id: number; name: Role; displayName: string }> = [
  { id: 1, name: "SUPER_ADMIN", displayName: "Super Admin" },
  { id: 2, name: "ADMIN", displayName: "Admin" },
  { id: 3, name: "MEMBER", displayName: "Member" },
  { id: 4, name: "GUEST", displayName: "Guest" },
];

export const PERMISSIONS = {
  /** Invite people to the organisation, a team, a private project or dashboard. */
  "invite:send": ["SUPER_ADMIN", "ADMIN"],
  /** Resend or cancel pending invites. */
  "invite:manage": ["SUPER_ADMIN", "ADMIN"],
  /** Initiate or confirm a plan upgrade (spec §6: super admin only). */
  "plan:upgrade": ["SUPER_ADMIN"],
  /** User administration: admin rights, roles, (de)activation, ownership transfer. */
  "settings:users": ["SUPER_ADMIN", "ADMIN"],
  /** Read the feedback the organisation's members sent. */
  "feedback:read": ["SUPER_ADMIN"],
  /** Read and edit one's own profile, password and picture. */
  "profile:self": ["SUPER_ADMIN", "ADMIN", "MEMBER", "GUEST"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_DENIED = "You do not have permission to perform this action";

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Roles an inviter may grant: below their own, never SUPER_ADMIN. */
const GRANTABLE_ROLES: Record<Role, readonly Role[]> = {
  SUPER_ADMIN: ["ADMIN", "MEMBER", "GUEST"],
  ADMIN: ["MEMBER", "GUEST"],
  MEMBER: [],
  GUEST: [],
};

export function rolesGrantableBy(role: Role): readonly Role[] {
  return GRANTABLE_ROLES[role];
}
