import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { SIGN_IN_EXPIRED_MESSAGE } from "~/schemas/secondStep";
import { requiresSecondStep, secondStepMethods } from "~/server/directory/passkeys";
import { findChallenge, openChallenge, type ChallengeKind } from "~/server/directory/signInChallenges";
import type { TenantRecord } from "~/server/directory/types";
import { ApiError } from "../../core/envelope";
import type { ApiEnv } from "../../core/types";

/** Where a finished sign-in goes: the tenant's host with a one-time token. */
export const HandOffSchema = z.object({ redirectUrl: z.string(), redirectToken: z.string(), subdomain: z.string() });

export const SECOND_STEP_METHODS = ["totp", "recovery", "passkey"] as const;

/** A sign-in whose password was right and whose second step is to come (or to be set up first). */
export const PendingSignInSchema = z.object({
  secondStep: z.object({
    challenge: z.string().openapi({ description: "The pending sign-in's reference, for user/secondStep, user/passkeyOptions or the setup calls; 10 minutes" }),
    setup: z.boolean().openapi({ description: "The organisation requires a second step and the person has none yet: set one up first" }),
    methods: z.array(z.enum(SECOND_STEP_METHODS)),
  }),
  subdomain: z.string(),
});

export const methodsOf = (methods: { totp: boolean; passkey: boolean }) =>
  SECOND_STEP_METHODS.filter((method) => (method === "passkey" ? methods.passkey : methods.totp));

/**
 * After the right password: the second step the person must still take, if they have one, or the
 * setup their organisation requires of them; null when the sign-in may hand off now.
 */
export async function pendingSignIn(db: D1Database, userId: string, tenant: TenantRecord, now: number) {
  const methods = await secondStepMethods(db, userId);
  const has = methods.totp || methods.passkey;
  if (!has && !(await requiresSecondStep(db, tenant.id))) return null;
  const kind: ChallengeKind = has ? "second-step" : "setup";
  const challenge = await openChallenge(db, { kind, userId, tenantId: tenant.id }, now);
  return { secondStep: { challenge, setup: !has, methods: methodsOf(methods) }, subdomain: tenant.subdomain };
}

/** The live pending sign-in of one of `kinds`, or 401 "expired". */
export async function requireChallenge(c: Context<ApiEnv>, token: string, kinds: readonly ChallengeKind[], now: number) {
  const found = await findChallenge(c.env.DIRECTORY, token, kinds, now);
  if (!found) throw new ApiError(401, SIGN_IN_EXPIRED_MESSAGE);
  return found;
}
