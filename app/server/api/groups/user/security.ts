import { z } from "@hono/zod-openapi";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Context } from "hono";
import {
  ConfirmTotpSchema,
  ConfirmWithPasskeySchema,
  DisableTotpSchema,
  PASSKEY_REFUSED_MESSAGE,
  RegisterPasskeySchema,
  RemovePasskeySchema,
  RenamePasskeySchema,
  WRONG_PASSWORD_MESSAGE,
} from "~/schemas/secondStep";
import { verifyPassword } from "~/server/auth/password";
import { authenticationOptions, partyOf, registrationOptions, verifiedAuthentication, verifiedRegistration } from "~/server/auth/webauthn";
import {
  addPasskey,
  findPasskey,
  listPasskeys,
  MAX_PASSKEYS,
  publicPasskey,
  removePasskey,
  renamePasskey,
  requiresSecondStep,
  touchPasskey,
} from "~/server/directory/passkeys";
import { closeChallenge, openChallenge, passChallenge } from "~/server/directory/signInChallenges";
import {
  checkTotp,
  confirmTotp,
  findTotp,
  issueRecoveryCodes,
  otpauthUrl,
  recoveryCodesLeft,
  removeTotp,
  startTotpSetup,
} from "~/server/directory/totp";
import { findPasswordHash } from "~/server/directory/users";
import { ApiError, ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import type { ApiEnv } from "../../core/types";
import { requireChallenge } from "./pendingSignIn";
import { countedCode, proveSecondStep, wrongCode } from "./secondStepCodes";
import { recordTrust } from "./trustAudit";

/**
 * Profile › Security (issue 38 §1): one's own authenticator app, recovery codes and passkeys. They
 * belong to the person, not the organisation, so they live in the directory and serve every
 * organisation's sign-in. Passkeys are made here, on the tenant's host, for the base domain.
 */
const tags: [string] = ["user"];

const PasskeySchema = z.object({ id: z.string(), name: z.string(), createdAt: z.number(), lastUsedAt: z.number().nullable() });

const security = apiRoute({
  method: "get",
  path: "/security",
  summary: "One's second step: the authenticator app (on, or being set up with its secret), recovery codes left, passkeys",
  data: z.object({
    totp: z.object({
      on: z.boolean(),
      setup: z.object({ secret: z.string(), otpauthUrl: z.string() }).nullable(),
    }),
    recoveryCodesLeft: z.number().int(),
    passkeys: z.array(PasskeySchema),
    requiredByOrganization: z.boolean(),
  }),
  tags,
});

const startTotp = apiRoute({
  method: "post",
  path: "/totp/start",
  summary: "Start setting up an authenticator app: a new secret, confirmed by user/totp/confirm",
  data: z.object({ secret: z.string(), otpauthUrl: z.string() }),
  tags,
});

/** The calls that answer ten new recovery codes, shown once, for a code from the authenticator app. */
const recoveryCodesRoute = <P extends `/${string}`>(path: P, summary: string) =>
  apiRoute({ method: "post", path, summary, input: ConfirmTotpSchema, data: z.object({ recoveryCodes: z.array(z.string()) }), tags });

const confirmTotpCall = recoveryCodesRoute("/totp/confirm", "Turn the authenticator app on with its first code; answers the ten recovery codes, shown once");

const disableTotp = apiRoute({
  method: "post",
  path: "/totp/disable",
  summary: "Turn the authenticator app off, with the password and a code (or a recovery code)",
  input: DisableTotpSchema,
  data: z.object({ disabled: z.boolean() }),
  tags,
});

const regenerateCodes = recoveryCodesRoute(
  "/recoveryCodes",
  "Ten new recovery codes in place of the old ones, which stop working; shown once (needs the authenticator app on and a code from it)",
);

const passkeyRegistrationOptions = apiRoute({
  method: "post",
  path: "/passkeys/options",
  summary: "Start adding a passkey: the WebAuthn creation options (relying party: the base domain)",
  data: z.object({ challenge: z.string(), options: z.record(z.string(), z.unknown()) }),
  tags,
});

const addPasskeyCall = apiRoute({
  method: "post",
  path: "/passkeys/add",
  summary: "Keep a new passkey under a name, with the authenticator's answer",
  input: RegisterPasskeySchema,
  data: PasskeySchema,
  tags,
});

const renamePasskeyCall = apiRoute({
  method: "post",
  path: "/passkeys/rename",
  summary: "Rename one of one's passkeys",
  input: RenamePasskeySchema,
  data: z.object({ renamed: z.boolean() }),
  tags,
});

const removePasskeyCall = apiRoute({
  method: "post",
  path: "/passkeys/remove",
  summary: "Remove one of one's passkeys",
  input: RemovePasskeySchema,
  data: z.object({ removed: z.boolean() }),
  tags,
});

const passkeyConfirmOptions = apiRoute({
  method: "post",
  path: "/passkeys/confirmOptions",
  summary: "Start confirming a step not lightly undone (deleting one's account or the organisation) with one of one's passkeys: the WebAuthn request options",
  data: z.object({ challenge: z.string(), options: z.record(z.string(), z.unknown()) }),
  tags,
});

const confirmWithPasskey = apiRoute({
  method: "post",
  path: "/passkeys/confirm",
  summary: "Finish a passkey confirmation with the authenticator's signature; answers the confirmation that user/deleteAccount or settings/deleteOrganization takes once, within 10 minutes",
  input: ConfirmWithPasskeySchema,
  data: z.object({ passkeyConfirmation: z.string() }),
  tags,
});

const PASSKEY_NOT_FOUND = "Passkey not found";
const TOTP_ALREADY_ON = "Your authenticator app is already on.";
const TOTP_NOT_ON = "Your authenticator app is not on.";
const TOO_MANY_PASSKEYS = `You can have at most ${MAX_PASSKEYS} passkeys.`;

/** The signed-in person whose own credentials a call changes, and the call's clock. */
async function person(c: Context<ApiEnv>) {
  const viewer = await requirePermission(c, "profile:self");
  return { viewer, userId: viewer.member.userId, db: c.env.DIRECTORY, now: Date.now() };
}

/** The person's authenticator app, which must be on. */
async function requireTotpOn(db: D1Database, userId: string) {
  const totp = await findTotp(db, userId);
  if (!totp?.confirmedAt) throw new ApiError(409, TOTP_NOT_ON);
}

export const securityApi = createRouter()
  .openapi(security, async (c) => {
    const { viewer, userId, db } = await person(c);
    const [totp, left, passkeys, required] = await Promise.all([
      findTotp(db, userId),
      recoveryCodesLeft(db, userId),
      listPasskeys(db, userId),
      requiresSecondStep(db, viewer.tenant.id),
    ]);
    const setup = totp && totp.confirmedAt === null ? { secret: totp.secret, otpauthUrl: otpauthUrl(totp.secret, viewer.member.email) } : null;
    return ok(c, {
      totp: { on: Boolean(totp?.confirmedAt), setup },
      recoveryCodesLeft: totp?.confirmedAt ? left : 0,
      passkeys: passkeys.map(publicPasskey),
      requiredByOrganization: required,
    });
  })
  .openapi(startTotp, async (c) => {
    const { viewer, userId, db, now } = await person(c);
    const secret = await startTotpSetup(db, userId, now);
    if (!secret) throw new ApiError(409, TOTP_ALREADY_ON);
    return ok(c, { secret, otpauthUrl: otpauthUrl(secret, viewer.member.email) });
  })
  .openapi(confirmTotpCall, async (c) => {
    const { userId, db, now } = await person(c);
    const { code } = c.req.valid("json");
    const totp = await findTotp(db, userId);
    if (!totp) throw new ApiError(400, "Please start setting up your authenticator app first.");
    if (totp.confirmedAt !== null) throw new ApiError(409, TOTP_ALREADY_ON);
    if (!(await countedCode(c, userId, now, () => confirmTotp(db, userId, code, now)))) throw wrongCode();
    const recoveryCodes = await issueRecoveryCodes(db, userId);
    await recordTrust(c, "second_step_turned_on", { method: "authenticator app" });
    return ok(c, { recoveryCodes });
  })
  .openapi(disableTotp, async (c) => {
    const { userId, db, now } = await person(c);
    const { password, code } = c.req.valid("json");
    await requireTotpOn(db, userId);
    const hash = await findPasswordHash(db, userId);
    if (!hash || !(await verifyPassword(password, hash))) {
      throw new ApiError(400, WRONG_PASSWORD_MESSAGE, { fields: { password: [WRONG_PASSWORD_MESSAGE] } });
    }
    await proveSecondStep(c, userId, code, now, "turning off the authenticator app");
    await removeTotp(db, userId);
    await recordTrust(c, "second_step_turned_off", { method: "authenticator app" });
    return ok(c, { disabled: true });
  })
  .openapi(regenerateCodes, async (c) => {
    const { userId, db, now } = await person(c);
    const { code } = c.req.valid("json");
    await requireTotpOn(db, userId);
    if (!(await countedCode(c, userId, now, () => checkTotp(db, userId, code, now)))) throw wrongCode();
    const recoveryCodes = await issueRecoveryCodes(db, userId);
    await recordTrust(c, "recovery_codes_regenerated");
    return ok(c, { recoveryCodes });
  })
  .openapi(passkeyRegistrationOptions, async (c) => {
    const { viewer, userId, db, now } = await person(c);
    const { member } = viewer;
    const existing = await listPasskeys(db, userId);
    if (existing.length >= MAX_PASSKEYS) throw new ApiError(400, TOO_MANY_PASSKEYS);
    const party = partyOf(c.req.raw, c.get("config").baseDomain);
    const user = { id: userId, email: member.email, name: `${member.firstName} ${member.lastName}` };
    const options = await registrationOptions(party, user, existing);
    const challenge = await openChallenge(db, { kind: "register", userId, webauthnChallenge: options.challenge }, now);
    return ok(c, { challenge, options });
  })
  .openapi(addPasskeyCall, async (c) => {
    const { userId, db, now } = await person(c);
    const { challenge: token, name, response } = c.req.valid("json");
    const challenge = await requireChallenge(c, token, ["register"], now);
    if (challenge.userId !== userId || !challenge.webauthnChallenge) throw new ApiError(400, PASSKEY_REFUSED_MESSAGE);
    const party = partyOf(c.req.raw, c.get("config").baseDomain);
    const credential = await verifiedRegistration(party, response as unknown as RegistrationResponseJSON, challenge.webauthnChallenge);
    if (!credential || !(await closeChallenge(db, token, now))) throw new ApiError(400, PASSKEY_REFUSED_MESSAGE);
    try {
      await addPasskey(db, { ...credential, userId, name }, now);
    } catch {
      throw new ApiError(409, "This passkey is already added.");
    }
    await recordTrust(c, "passkey_added", { passkey: name });
    return ok(c, { id: credential.id, name, createdAt: now, lastUsedAt: null });
  })
  .openapi(passkeyConfirmOptions, async (c) => {
    const { userId, db, now } = await person(c);
    const passkeys = await listPasskeys(db, userId);
    if (passkeys.length === 0) throw new ApiError(400, PASSKEY_REFUSED_MESSAGE);
    const options = await authenticationOptions(partyOf(c.req.raw, c.get("config").baseDomain), passkeys);
    const challenge = await openChallenge(db, { kind: "confirm", userId, webauthnChallenge: options.challenge }, now);
    return ok(c, { challenge, options });
  })
  .openapi(confirmWithPasskey, async (c) => {
    const { userId, db, now } = await person(c);
    const { challenge: token, response } = c.req.valid("json");
    const challenge = await requireChallenge(c, token, ["confirm"], now);
    const passkey = await findPasskey(db, response.id);
    if (challenge.userId !== userId || passkey?.userId !== userId || !challenge.webauthnChallenge) throw new ApiError(400, PASSKEY_REFUSED_MESSAGE);
    const party = partyOf(c.req.raw, c.get("config").baseDomain);
    const counter = await verifiedAuthentication(party, response as unknown as AuthenticationResponseJSON, challenge.webauthnChallenge, passkey);
    if (counter === null) throw new ApiError(400, PASSKEY_REFUSED_MESSAGE);
    await touchPasskey(db, passkey.id, counter, now);
    await passChallenge(db, token, now);
    return ok(c, { passkeyConfirmation: token });
  })
  .openapi(renamePasskeyCall, async (c) => {
    const { userId, db } = await person(c);
    const { id, name } = c.req.valid("json");
    const previousName = await renamePasskey(db, userId, id, name);
    if (previousName === null) throw new ApiError(404, PASSKEY_NOT_FOUND);
    await recordTrust(c, "passkey_renamed", { passkey: name, previousName });
    return ok(c, { renamed: true });
  })
  .openapi(removePasskeyCall, async (c) => {
    const { userId, db } = await person(c);
    const { id } = c.req.valid("json");
    const removed = await removePasskey(db, userId, id);
    if (removed === null) throw new ApiError(404, PASSKEY_NOT_FOUND);
    await recordTrust(c, "passkey_removed", { passkey: removed });
    return ok(c, { removed: true });
  });
