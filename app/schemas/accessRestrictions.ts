import * as z from "zod";
import { ACCESS_KEY_NAMES, ACCESS_KEYS, ACCESS_LEVELS, RESTRICTABLE_ROLES, RESTRICTION_VALUES } from "~/lib/accessRestrictions";
import { workId } from "./fields";

/** Settings › Access (issue 20 §3): one restriction set, changed or lifted (`value: "none"`). */
export const RESTRICTION_MESSAGES = {
  levelNotTaken: "This capability cannot be restricted at that level",
  chooseScope: "Choose the team or project the restriction is for",
  chooseSubject: "Choose a role or one person, not both",
  superAdmin: "A super admin cannot be restricted",
  tooMany: "Change at most 100 restrictions at once",
} as const;

const optionalId = (label: string) => z.preprocess((value) => (value === "" ? null : value), workId(label).nullable().default(null));

export const RestrictionChangeSchema = z
  .object({
    accessKey: z.enum(ACCESS_KEY_NAMES, { error: "Please choose a capability" }),
    level: z.enum(ACCESS_LEVELS, { error: "Please choose a level" }),
    scopeId: optionalId("team or project"),
    role: z.preprocess((value) => (value === "" ? null : value), z.enum(RESTRICTABLE_ROLES, { error: "Please choose a role" }).nullable().default(null)),
    userId: optionalId("person"),
    value: z.enum([...RESTRICTION_VALUES, "none"], { error: "Please choose allowed, disabled or hidden" }),
  })
  .refine((change) => (ACCESS_KEYS[change.accessKey].levels as readonly string[]).includes(change.level), {
    message: RESTRICTION_MESSAGES.levelNotTaken,
    path: ["level"],
  })
  .refine((change) => (change.level === "TENANT") === (change.scopeId === null), { message: RESTRICTION_MESSAGES.chooseScope, path: ["scopeId"] })
  .refine((change) => (change.role === null) !== (change.userId === null), { message: RESTRICTION_MESSAGES.chooseSubject, path: ["role"] });
export type RestrictionChange = z.output<typeof RestrictionChangeSchema>;

export const SetRestrictionsSchema = z.object({
  changes: z.array(RestrictionChangeSchema).min(1, "Nothing to change").max(100, RESTRICTION_MESSAGES.tooMany),
});

/** GET rbacRestrictions: the caller's restrictions in the organisation, or narrower in a team or project. */
export const RestrictionScopeSchema = z.object({
  teamId: z.preprocess((value) => (value === "" ? undefined : value), workId("team").optional()),
  projectId: z.preprocess((value) => (value === "" ? undefined : value), workId("project").optional()),
});
