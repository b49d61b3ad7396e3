import type { AccessKey } from "./accessRestrictions";
/** Route rules of spec §2, shared by loaders and the shell. */

import { can, type Role } from "./permissions";

export const PAGE_NAMES = {
  login: "login_page",
  signup: "website_landing_page",
  teamSummary: "team_summary",
  projectPage: "project_page",
  mySpace: "my_space",
} as const;

export const MY_SPACE_PATH = "/my-space";
export const SETTINGS_HOME_PATH = "/settings/profile/details";
/** Profile › Security: where the person is signed in (issue 38 §2). */
export const SECURITY_PATH = "/settings/security";
/** Profile › Account: leaving the organisation, deleting the account (issue 38 §3). */
export const ACCOUNT_PATH = "/settings/account";
export const WEBHOOKS_PATH = "/settings/webhooks";
/** Settings › Organisation: deleting the organisation, for super admins (issue 38 §3). */
export const ORGANIZATION_SETTINGS_PATH = "/settings/organization";
/** What every page of an organisation scheduled for deletion leads to: restoring it, or why not (decision 0091). */
export const SCHEDULED_FOR_DELETION_PATH = "/scheduled-for-deletion";

/** The pages of Settings (its section navigation, the command palette's screens), the person's own then the organisation's; some need a permission. */
export const SETTINGS_PAGES = [
  { to: SETTINGS_HOME_PATH, label: "Profile", group: "You" },
  { to: SECURITY_PATH, label: "Security", group: "You" },
  { to: ACCOUNT_PATH, label: "Account", group: "You" },
  { to: "/settings/mail", label: "Mail", group: "You" },
  { to: "/settings/api-tokens", label: "API tokens", group: "You" },
  { to: "/settings/storage", label: "Plan & storage", group: "Organisation" },
  { to: "/settings/users", label: "Users", group: "Organisation", permission: "settings:users" },
  { to: "/settings/audit-log", label: "Audit log", group: "Organisation", permission: "settings:users" },
  { to: WEBHOOKS_PATH, label: "Webhooks", group: "Organisation", permission: "settings:users" },
  { to: "/settings/access", label: "Access", group: "Organisation", permission: "settings:access" },
  { to: "/settings/invites", label: "Invites", group: "Organisation", permission: "invite:send" },
  { to: "/settings/feedback", label: "Feedback", group: "Organisation", permission: "feedback:read" },
  { to: ORGANIZATION_SETTINGS_PATH, label: "Organisation", group: "Organisation", permission: "organization:delete" },
  { to: "/settings/organisation-archive", label: "Organisation archive", group: "Organisation", permission: "organisation:archive" },
] as const;

export const SETTINGS_GROUPS = ["You", "Organisation"] as const;

/** The settings pages a member of `role` may open. */
export const settingsPagesOf = (role: Role | undefined) => SETTINGS_PAGES.filter((page) => !("permission" in page) || (role !== undefined && can(role, page.permission)));

const MARKETING_PAGES = ["", "why-meridian", "pricing"];
const MARKETING_FRAGMENTS = ["blogs", "template", "solutions"];

function firstSegment(path: string): string {
  return stripFragment(path).split("?")[0].replace(/^\/+/, "").split("/")[0] ?? "";
}

function stripFragment(path: string): string {
  const hash = path.indexOf("#");
  return hash === -1 ? path : path.slice(0, hash);
}

/** Marketing pages show no app header and no first panel; the fragment is ignored. */
export function isMarketingPath(path: string): boolean {
  const pathname = stripFragment(path).split("?")[0];
  if (MARKETING_PAGES.includes(firstSegment(pathname)) && pathname.replace(/\/+$/, "").split("/").length <= 2) {
    return true;
  }
  return MARKETING_FRAGMENTS.some((word) => pathname.includes(word));
}

/** The page name the sign-up modal reports (spec §2). */
export function signupPageName(path: string): string {
  return path.includes("/login") ? PAGE_NAMES.login : PAGE_NAMES.signup;
}

const MAX_LOGIN_PARAMS = 10;
const MAX_LOGIN_PARAM_LENGTH = 64;
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

/**
 * The login path keeping the current query parameters (spec §2), within a
 * bound, as they go into a Location header: at most ten, each with a plain
 * name and a value of at most 64 characters.
 */
export function loginPath(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (kept.size === MAX_LOGIN_PARAMS) break;
    if (PARAM_NAME.test(name) && value.length <= MAX_LOGIN_PARAM_LENGTH) kept.append(name, value);
  }
  const query = kept.toString();
  return `/login${query ? `?${query}` : ""}`;
}

/** An item of the first side panel; `capability`: the access restriction that may turn it off (decision record 51). */
export type PanelItem = { id: string; label: string; to: string; showLabel: boolean; capability?: AccessKey };

export const PANEL_ITEMS: readonly PanelItem[] = [
  { id: "my-space", label: "My Space", to: "/my-space", showLabel: true },
  { id: "projects", label: "Projects", to: "/projects", showLabel: true },
  { id: "dashboard", label: "Dashboard", to: "/dashboard", showLabel: true, capability: "dashboards" },
  { id: "archive", label: "Archive", to: "/archive", showLabel: true },
  { id: "settings", label: "Settings", to: "/settings", showLabel: true },
  { id: "bin", label: "Bin", to: "/bin", showLabel: false },
];

/** The panel item that matches the URL's first segment; none on a page of no item's (notifications, exports, search, a person). */
export function activePanelItem(pathname: string): PanelItem | undefined {
  const segment = firstSegment(pathname);
  return PANEL_ITEMS.find((item) => item.id === segment);
}
