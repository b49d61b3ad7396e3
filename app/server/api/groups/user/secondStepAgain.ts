import type { Context } from "hono";
import { ORGANIZATION_DELETION_MESSAGES } from "~/schemas/organizationDeletion";
import { WRONG_CODE_MESSAGE } from "~/schemas/secondStep";
import { checkTotp, findTotp, redeemRecoveryCode } from "~/server/directory/totp";
import { ApiError } from "../../core/envelope";
import type { ApiEnv } from "../../core/types";
import { countedCode } from "./pendingSignIn";

/** Whether the person has an authenticator turned on, so that a destructive step asks for a code again. */
export async function hasSecondStep(db: D1Database, userId: string) {
  return Boolean((await findTotp(db, userId))?.confirmedAt);
}

/**
 * A signed-in person's second step again, before something that cannot be undone lightly (deleting
 * the organisation): an authenticator code or a recovery code, counted against the same limit as a
 * sign-in's. Nothing is asked of a person without an authenticator.
 */
export async function requireSecondStepAgain(c: Context<ApiEnv>, userId: string, code: string | undefined) {
  const db = c.env.DIRECTORY;
  if (!(await hasSecondStep(db, userId))) return;
  if (!code) throw new ApiError(400, ORGANIZATION_DELETION_MESSAGES.codeRequired, { fields: { code: [ORGANIZATION_DELETION_MESSAGES.codeRequired] } });
  const now = Date.now();
  const appCode = /^\d{3}\s?\d{3}$/.test(code);
  const right = await countedCode(c, userId, now, () => (appCode ? checkTotp(db, userId, code.replace(/\s/g, ""), now) : redeemRecoveryCode(db, userId, code, now)));
  if (!right) throw new ApiError(400, WRONG_CODE_MESSAGE, { fields: { code: [WRONG_CODE_MESSAGE] } });
}
