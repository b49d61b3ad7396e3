import type { RateState } from "./rate";
import type { ApiTokenAccess } from "~/schemas/apiToken";
import type { DatePreferences } from "~/lib/dates";
import type { RestrictionRule } from "~/lib/accessRestrictions";
import type { Role } from "~/lib/permissions";
import type { CurrentPlan, PlanTerms } from "~/lib/plans";
import type { TenantRecord } from "../directory/types";

export type MemberCopy = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  imageKey: string | null;
  role: Role;
  roleName: string;
};

/** The profile fields of spec §3 beyond names and picture, copied from the directory for the profile page. */
export type ProfileDetails = {
  designation: string | null;
  mobileNumber: string | null;
  city: string | null;
  birthday: string | null;
  workAnniversary: string | null;
  dateFormatPreference: string;
  timeFormatPreference: string;
};

/** A member as the directory describes them to a workspace: the copy the viewer carries and the profile details. */
export type MemberProfile = MemberCopy & ProfileDetails;

/** What a profile change (spec §3) alters in each workspace's copy of the member. */
export type ProfileChange = Pick<MemberCopy, "firstName" | "lastName" | "imageKey"> & ProfileDetails;

export type TenantSummary = Pick<TenantRecord, "id" | "name" | "subdomain">;

/**
 * What the signed-in header shows beside who is here: the plan (Upgrade button) and the unread notifications (decision 0018),
 * and the access restrictions that may apply to the member (decision 0051), which the core enforces and the UI draws.
 */
export type ShellState = {
  plan: CurrentPlan;
  planTerms: PlanTerms;
  unreadNotifications: number;
  restrictions: RestrictionRule[];
  preferences: DatePreferences;
  /** When the organisation is deleted for good, while it is scheduled for deletion; else null. */
  organizationDeletesAt: number | null;
};

/** The personal API token a call came with (issue 44 §1), instead of a browser's session. */
export type ApiTokenUse = { id: string; access: ApiTokenAccess };

/** Who is asking: the answer to "who is this" that rides on every query and command outcome. */
export type Viewer = {
  tenant: TenantRecord;
  member: MemberCopy;
  tenants: TenantSummary[];
  /** `rate`: what is left of the caller's window (rate.ts), when the call was counted. */
  session: { expiresAt: number; apiToken?: ApiTokenUse; rate?: RateState };
  shell: ShellState;
};

/**
 * What a handler works with: the tenant's database, the clock of this call, the
 * signed-in member, and the hash of the token they called with (which logout ends).
 */
export type MemberContext = { sql: SqlStorage; now: number; viewer: Viewer; sessionHash: string };

export type FailureStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 419 | 429;

/** Why an operation did not run or did not succeed; the API turns it into its error envelope. */
export type Failure = { ok: false; status: FailureStatus; message: string; fields?: Record<string, string[]>; count?: number; retryAfterMs?: number };

/**
 * Milliseconds the operation spent inside the Durable Object, measured there: its transaction
 * and, for a command, the search index's catch-up within it. The API sends them as Server-Timing
 * (the bench reads them); deployed Workers freeze timers during synchronous work, so there they read 0.
 */
export type Timing = { workspace: number; searchIndex?: number };

/** The answer to a query or command: its data and the viewer, or a failure. */
export type Outcome<T> = { ok: true; data: T; viewer: Viewer; timing?: Timing } | Failure;
