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
  /** Access restrictions (issue 20 §3): turn capabilities off for roles or people, in the organisation, a team or a project. */
  "settings:access": ["SUPER_ADMIN", "ADMIN"],
  /** Require two-step sign-in of every member of the organisation (issue 38 §1). */
  "settings:security": ["SUPER_ADMIN"],
  /** Delete the organisation (after 30 days in which it can be restored), or restore it (issue 38 §3). */
  "organization:delete": ["SUPER_ADMIN"],
  /** Export the whole organisation as one archive, or import one into a new organisation (issue 38 §3, decision 0092). */
  "organisation:archive": ["SUPER_ADMIN"],
  /** Read the feedback the organisation's members sent. */
  "feedback:read": ["SUPER_ADMIN"],
  /** Read and edit one's own profile, password and picture. */
  "profile:self": ["SUPER_ADMIN", "ADMIN", "MEMBER", "GUEST"],
  /** Create a team (and so become its owner); guests never create structure. */
  "team:create": ["SUPER_ADMIN", "ADMIN", "MEMBER"],
  /** Create or duplicate a dashboard (issue 18); guests only read the dashboards they are invited to. */
  "dashboard:create": ["SUPER_ADMIN", "ADMIN", "MEMBER"],
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

/**
 * A member's role inside one team or project (decision record 22). The
 * tenant's super admins and admins act as OWNER everywhere; a tenant guest
 * never acts above GUEST, whatever role a team gave them.
 */
export const WORK_ROLES = ["OWNER", "ADMIN", "MEMBER", "GUEST"] as const;
export type WorkRole = (typeof WORK_ROLES)[number];

export const WORK_ROLE_NAMES: Record<WorkRole, string> = {
  OWNER: "Owner",
  ADMIN: "Admin",
  MEMBER: "Member",
  GUEST: "Guest",
};

/** What each role may do inside a team and its projects: the permission matrix of decision record 22. */
export const WORK_ACTIONS = {
  /** See the team, its folders, public projects, statuses and members; read tasks; comment. */
  "work:read": ["OWNER", "ADMIN", "MEMBER", "GUEST"],
  /** Write in the conversations of what one may read (not of what is archived): guests too. */
  "work:comment": ["OWNER", "ADMIN", "MEMBER", "GUEST"],
  /** Create, edit, reorder, move, duplicate and delete task groups, tasks and subtasks and their values. */
  "work:edit": ["OWNER", "ADMIN", "MEMBER"],
  /** Create folders and projects inside the team (the creator owns the project). */
  "work:structure": ["OWNER", "ADMIN", "MEMBER"],
  /** Rename, set up and delete a project: settings, tags, columns, members, pins for all. */
  "project:manage": ["OWNER", "ADMIN"],
  /** Rename the team, copy it, manage its statuses and folders, add and remove members, change their roles. */
  "team:manage": ["OWNER", "ADMIN"],
  /** Transfer the ownership of the team or its projects, move or delete the team. */
  "team:own": ["OWNER"],
} as const satisfies Record<string, readonly WorkRole[]>;

export type WorkAction = keyof typeof WORK_ACTIONS;

const RANK: Record<WorkRole, number> = { OWNER: 0, ADMIN: 1, MEMBER: 2, GUEST: 3 };

/** The higher of two roles; null means no role at all. */
export function higherRole(a: WorkRole | null, b: WorkRole | null): WorkRole | null {
  if (!a) return b;
  if (!b) return a;
  return RANK[a] <= RANK[b] ? a : b;
}

/** The tenant's super admins and admins see every team and project, private ones included. */
export const seesEverything = (tenantRole: Role) => tenantRole === "SUPER_ADMIN" || tenantRole === "ADMIN";

/**
 * The role a member acts with in a team or project, from their tenant role and
 * the role the team or project gave them (null when it gave none): null means
 * they cannot see it.
 */
export function effectiveWorkRole(tenantRole: Role, granted: WorkRole | null): WorkRole | null {
  if (seesEverything(tenantRole)) return "OWNER";
  if (tenantRole === "GUEST") return granted && "GUEST";
  return granted;
}

export function canWork(role: WorkRole | null, action: WorkAction): boolean {
  return role !== null && (WORK_ACTIONS[action] as readonly WorkRole[]).includes(role);
}
