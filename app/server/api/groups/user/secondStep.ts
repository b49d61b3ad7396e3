import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import {
  ChallengeSchema,
  ConfirmSetupSchema,
  PASSKEY_REFUSED_MESSAGE,
  PasskeyOptionsSchema,
  PasskeySignInSchema,
  SecondStepSchema,
  SIGN_IN_EXPIRED_MESSAGE,
} from "~/schemas/secondStep";
import { authenticationOptions, partyOf, verifiedAuthentication } from "~/server/auth/webauthn";
import { findPasskey, listPasskeys, secondStepMethods, touchPasskey } from "~/server/directory/passkeys";
import { closeChallenge, openChallenge, passChallenge, setWebauthnChallenge, type SignInChallenge } from "~/server/directory/signInChallenges";
import { findMembership, findTenantBySubdomain } from "~/server/directory/tenants";
import { confirmTotp, issueRecoveryCodes, otpauthUrl, pendingTotpSecret, startTotpSetup } from "~/server/directory/totp";
import { ApiError, ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import type { ApiEnv } from "../../core/types";
import { handOff, NOT_A_MEMBER } from "./login";
import { HandOffSchema, methodsOf, requireChallenge, SECOND_STEP_METHODS } from "./pendingSignIn";
import { countedCode, redeemCountedCode, wrongCode } from "./secondStepCodes";
import { recordTrustAtSignIn } from "./trustAudit";

/**
 * The second step of a sign-in on the auth host (issue 38 §1, decision 0088): a code, a recovery
 * code or a passkey after the password; a passkey instead of the password; the setup an
 * organisation requires. Each ends in the same hand-off as a login without a second step.
 */
const tags: [string] = ["user"];

const pendingSignInInfo = apiRoute({
  method: "post",
  path: "/pendingSignIn",
  summary: "What a pending sign-in still needs: its second step's methods, or a setup, and the organisation's name",
  input: ChallengeSchema,
  data: z.object({ setup: z.boolean(), setUp: z.boolean(), methods: z.array(z.enum(SECOND_STEP_METHODS)), organizationName: z.string() }),
  tags,
});

const secondStep = apiRoute({
  method: "post",
  path: "/secondStep",
  summary: "Finish a pending sign-in with an authenticator code or a recovery code (5 wrong codes in a row block for 5 minutes)",
  input: SecondStepSchema,
  data: HandOffSchema,
  tags,
});

const startSetup = apiRoute({
  method: "post",
  path: "/secondStepSetup",
  summary: "The authenticator secret to set up, for a sign-in whose organisation requires a second step",
  input: ChallengeSchema,
  data: z.object({ secret: z.string(), otpauthUrl: z.string() }),
  tags,
});

const confirmSetup = apiRoute({
  method: "post",
  path: "/confirmSecondStepSetup",
  summary: "Confirm the authenticator set up during sign-in with its first code; answers the ten recovery codes, shown once",
  input: ConfirmSetupSchema,
  data: z.object({ recoveryCodes: z.array(z.string()) }),
  tags,
});

const finishSetup = apiRoute({
  method: "post",
  path: "/finishSecondStepSetup",
  summary: "Go on to the organisation once the second step is set up",
  input: ChallengeSchema,
  data: HandOffSchema,
  tags,
});

const passkeyOptions = apiRoute({
  method: "post",
  path: "/passkeyOptions",
  summary: "Start a passkey sign-in: instead of the password (domainName) or as a pending sign-in's second step (challenge)",
  input: PasskeyOptionsSchema,
  data: z.object({ challenge: z.string(), options: z.record(z.string(), z.unknown()) }),
  tags,
});

const passkeySignIn = apiRoute({
  method: "post",
  path: "/passkeySignIn",
  summary: "Finish a passkey sign-in with the authenticator's signature",
  input: PasskeySignInSchema,
  data: HandOffSchema,
  tags,
});

async function tenantOf(c: Context<ApiEnv>, challenge: SignInChallenge) {
  const row = challenge.tenantId
    ? await c.env.DIRECTORY.prepare("SELECT id, name, subdomain FROM tenants WHERE id = ?").bind(challenge.tenantId).first<{ id: string; name: string; subdomain: string }>()
    : null;
  if (!row) throw new ApiError(403, NOT_A_MEMBER);
  return row;
}

/** Closes the challenge (once: a racing request loses) and hands the person off to the organisation. */
async function finish(c: Context<ApiEnv>, token: string, challenge: SignInChallenge & { userId: string }, now: number) {
  const tenant = await tenantOf(c, challenge);
  const membership = await findMembership(c.env.DIRECTORY, challenge.userId, tenant.id);
  if (membership?.status !== "ACTIVE") throw new ApiError(403, NOT_A_MEMBER);
  if (!(await closeChallenge(c.env.DIRECTORY, token, now))) throw new ApiError(401, SIGN_IN_EXPIRED_MESSAGE);
  return handOff(c, challenge.userId, tenant);
}

const withUser = (challenge: SignInChallenge) => {
  if (!challenge.userId) throw new ApiError(401, SIGN_IN_EXPIRED_MESSAGE);
  return challenge as SignInChallenge & { userId: string };
};

export const secondStepApi = createRouter()
  .openapi(pendingSignInInfo, async (c) => {
    const { challenge: token } = c.req.valid("json");
    const challenge = withUser(await requireChallenge(c, token, ["second-step", "setup"], Date.now()));
    const [tenant, methods] = await Promise.all([tenantOf(c, challenge), secondStepMethods(c.env.DIRECTORY, challenge.userId)]);
    return ok(c, { setup: challenge.kind === "setup", setUp: challenge.passedAt !== null, methods: methodsOf(methods), organizationName: tenant.name });
  })
  .openapi(secondStep, async (c) => {
    const { challenge: token, code } = c.req.valid("json");
    const now = Date.now();
    const challenge = withUser(await requireChallenge(c, token, ["second-step"], now));
    const kind = await redeemCountedCode(c, challenge.userId, code, now);
    const handedOff = await finish(c, token, challenge, now);
    if (kind === "recovery") await recordTrustAtSignIn(c, handedOff.subdomain, challenge.userId, "recovery_code_used", { usedFor: "signing in" });
    return ok(c, handedOff);
  })
  .openapi(startSetup, async (c) => {
    const { challenge: token } = c.req.valid("json");
    const now = Date.now();
    const challenge = withUser(await requireChallenge(c, token, ["setup"], now));
    const db = c.env.DIRECTORY;
    const secret = (await pendingTotpSecret(db, challenge.userId)) ?? (await startTotpSetup(db, challenge.userId, now));
    if (!secret) throw new ApiError(409, "Your authenticator app is already set up. Please login again.");
    const email = await db.prepare("SELECT email FROM users WHERE id = ?").bind(challenge.userId).first<{ email: string }>();
    return ok(c, { secret, otpauthUrl: otpauthUrl(secret, email?.email ?? "") });
  })
  .openapi(confirmSetup, async (c) => {
    const { challenge: token, code } = c.req.valid("json");
    const now = Date.now();
    const challenge = withUser(await requireChallenge(c, token, ["setup"], now));
    const db = c.env.DIRECTORY;
    if (challenge.passedAt) throw new ApiError(409, "Your second step is already set up.");
    const right = await countedCode(c, challenge.userId, now, () => confirmTotp(db, challenge.userId, code, now));
    if (!right) throw wrongCode();
    const recoveryCodes = await issueRecoveryCodes(db, challenge.userId);
    await passChallenge(db, token, now);
    const tenant = await tenantOf(c, challenge);
    await recordTrustAtSignIn(c, tenant.subdomain, challenge.userId, "second_step_turned_on", { method: "authenticator app", atSignIn: true });
    return ok(c, { recoveryCodes });
  })
  .openapi(finishSetup, async (c) => {
    const { challenge: token } = c.req.valid("json");
    const now = Date.now();
    const challenge = withUser(await requireChallenge(c, token, ["setup"], now));
    if (!challenge.passedAt) throw new ApiError(400, "Please set up your second step first.");
    return ok(c, await finish(c, token, challenge, now));
  })
  .openapi(passkeyOptions, async (c) => {
    const input = c.req.valid("json");
    const now = Date.now();
    const db = c.env.DIRECTORY;
    const party = partyOf(c.req.raw, c.get("config").baseDomain);
    if (input.challenge) {
      const challenge = withUser(await requireChallenge(c, input.challenge, ["second-step"], now));
      const passkeys = await listPasskeys(db, challenge.userId);
      if (passkeys.length === 0) throw new ApiError(400, PASSKEY_REFUSED_MESSAGE);
      const options = await authenticationOptions(party, passkeys);
      await setWebauthnChallenge(db, input.challenge, options.challenge);
      return ok(c, { challenge: input.challenge, options });
    }
    const tenant = input.domainName ? await findTenantBySubdomain(db, input.domainName) : null;
    if (!tenant) throw new ApiError(403, NOT_A_MEMBER);
    const options = await authenticationOptions(party);
    const challenge = await openChallenge(db, { kind: "passkey", tenantId: tenant.id, webauthnChallenge: options.challenge }, now);
    return ok(c, { challenge, options });
  })
  .openapi(passkeySignIn, async (c) => {
    const { challenge: token, response } = c.req.valid("json");
    const now = Date.now();
    const db = c.env.DIRECTORY;
    const challenge = await requireChallenge(c, token, ["passkey", "second-step"], now);
    const passkey = await findPasskey(db, response.id);
    const mine = passkey && (challenge.userId === null || passkey.userId === challenge.userId);
    if (!passkey || !mine || !challenge.webauthnChallenge) throw new ApiError(400, PASSKEY_REFUSED_MESSAGE);
    const party = partyOf(c.req.raw, c.get("config").baseDomain);
    const counter = await verifiedAuthentication(party, response as unknown as AuthenticationResponseJSON, challenge.webauthnChallenge, passkey);
    if (counter === null) throw new ApiError(400, PASSKEY_REFUSED_MESSAGE);
    await touchPasskey(db, passkey.id, counter, now);
    return ok(c, await finish(c, token, { ...challenge, userId: passkey.userId }, now));
  });
