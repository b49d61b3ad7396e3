import type { Role } from "./permissions";

/**
 * Access restrictions (spec §3, issue 20 §3, decision record 51): an administrator turns a capability
 * off for a role, or for one person, in the whole organisation (TENANT), in one team (TEAM) or in one
 * project (PROJECT). `hidden` removes the control from the UI, `disabled` shows it greyed with the
 * reason; the server refuses both alike. They only ever narrow the permission matrix (decision 22).
 * Browser-safe: the workspace enforces them and the UI draws them with the same function.
 */
export const ACCESS_LEVELS = ["TENANT", "TEAM", "PROJECT"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const RESTRICTION_VALUES = ["disabled", "hidden"] as const;
export type RestrictionValue = (typeof RESTRICTION_VALUES)[number];

/** Each capability, what it covers, and the levels it can be narrowed at. */
export const ACCESS_KEYS = {
  createProjects: { label: "Create projects", covers: "New, duplicated and imported projects", levels: ["TENANT", "TEAM"] },
  createTeams: { label: "Create teams", covers: "New and copied teams", levels: ["TENANT"] },
  deleteItems: { label: "Delete items", covers: "Moving teams, projects, groups and tasks to the bin", levels: ACCESS_LEVELS },
  permanentDelete: { label: "Permanent delete", covers: "Deleting for good from the bin", levels: ACCESS_LEVELS },
  exportData: { label: "Export data", covers: "CSV, XLSX and JSON exports of projects", levels: ACCESS_LEVELS },
  ganttView: { label: "Gantt view", covers: "The Gantt chart of projects", levels: ACCESS_LEVELS },
  kanbanView: { label: "Kanban view", covers: "The Kanban board of projects", levels: ACCESS_LEVELS },
  customColumns: { label: "Custom columns", covers: "Adding, changing and removing a project's columns", levels: ACCESS_LEVELS },
  dashboards: { label: "Dashboards", covers: "Dashboards and their charts", levels: ["TENANT"] },
  invitePeople: { label: "Invite people", covers: "Invites to the organisation, its private projects and dashboards", levels: ["TENANT"] },
  feedback: { label: "Feedback", covers: "Sending feedback to Meridian", levels: ["TENANT"] },
} as const satisfies Record<string, { label: string; covers: string; levels: readonly AccessLevel[] }>;

export type AccessKey = keyof typeof ACCESS_KEYS;
export const ACCESS_KEY_NAMES = Object.keys(ACCESS_KEYS) as [AccessKey, ...AccessKey[]];

/** Super admins are never restricted, so no restriction can lock an organisation out of its own settings. */
export const RESTRICTABLE_ROLES = ["ADMIN", "MEMBER", "GUEST"] as const satisfies readonly Role[];
export type RestrictableRole = (typeof RESTRICTABLE_ROLES)[number];

/** One restriction: whom it applies to (a role, or one person), where, and how. */
export type RestrictionRule = {
  accessKey: AccessKey;
  level: AccessLevel;
  /** The team's or project's id; null at TENANT level. */
  scopeId: string | null;
  role: RestrictableRole | null;
  userId: string | null;
  value: RestrictionValue;
};

/** Where a control acts: a team, and a project within it, or neither (the organisation). */
export type AccessScope = { teamId?: string | null; projectId?: string | null };

export type Restricted = { userId: string; role: Role };

export const RESTRICTED_REASON = "Your organisation's administrators have turned this off.";

/** The heading of a page whose capability is turned off for the person. */
export const turnedOffTitle = (key: AccessKey) => `${ACCESS_KEYS[key].label} is turned off`;

const RANK: Record<AccessLevel, number> = { PROJECT: 0, TEAM: 1, TENANT: 2 };

function reaches(rule: RestrictionRule, scope: AccessScope): boolean {
  if (rule.level === "TENANT") return true;
  return rule.scopeId === (rule.level === "TEAM" ? scope.teamId : scope.projectId);
}

/**
 * The restriction of a capability for a person in a place, or null when they may use it: the
 * narrowest level that reaches the place wins, and within one level a rule for the person over
 * one for their role.
 */
export function restrictionOf(rules: readonly RestrictionRule[], who: Restricted, key: AccessKey, scope: AccessScope = {}): RestrictionValue | null {
  if (who.role === "SUPER_ADMIN") return null;
  let best: RestrictionRule | null = null;
  for (const rule of rules) {
    if (rule.accessKey !== key || !reaches(rule, scope)) continue;
    if (rule.userId !== null ? rule.userId !== who.userId : rule.role !== who.role) continue;
    const better = !best || RANK[rule.level] < RANK[best.level] || (RANK[rule.level] === RANK[best.level] && rule.userId !== null);
    if (better) best = rule;
  }
  return best?.value ?? null;
}

/** Every capability's restriction in one place, for a person: the keys that are restricted, and how. */
export function restrictionsAt(rules: readonly RestrictionRule[], who: Restricted, scope: AccessScope = {}): Partial<Record<AccessKey, RestrictionValue>> {
  const found: Partial<Record<AccessKey, RestrictionValue>> = {};
  for (const key of ACCESS_KEY_NAMES) {
    const value = restrictionOf(rules, who, key, scope);
    if (value) found[key] = value;
  }
  return found;
}

/** The matrix of Settings › Access: a cell (a capability for a role in the whole organisation) is the select named `<accessKey>.<role>`. */
export const matrixCellName = (key: AccessKey, role: RestrictableRole) => `${key}.${role}`;
