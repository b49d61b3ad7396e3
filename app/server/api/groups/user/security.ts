import { z } from "@hono/zod-openapi";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import {
  ConfirmTotpSchema,
  DisableTotpSchema,
  PASSKEY_REFUSED_MESSAGE,
  RegisterPasskeySchema,
  RemovePasskeySchema,
  RenamePasskeySchema,
  WRONG_CODE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from "~/schemas/secondStep";
import { verifyPassword } from "~/server/auth/password";
import { partyOf, registrationOptions, verifiedRegistration } from "~/server/auth/webauthn";
import {
  addPasskey,
  listPasskeys,
  MAX_PASSKEYS,
  publicPasskey,
  removePasskey,
  renamePasskey,
  requiresSecondStep,
} from "~/server/directory/passkeys";
import { closeChallenge, openChallenge } from "~/server/directory/signInChallenges";
import {
  checkTotp,
  confirmTotp,
  findTotp,
  issueRecoveryCodes,
  otpauthUrl,
  recoveryCodesLeft,
  removeTotp,
  startTotpSetup,
  redeemRecoveryCode,
} from "~/server/directory/totp";
import { findPasswordHash } from "~/server/directory/users";
import { ApiError, ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { countedCode, requireChallenge } from "./pendingSignIn";

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

const confirmTotpCall = apiRoute({
  method: "post",
  path: "/totp/confirm",
  summary: "Turn the authenticator app on with its first code; answers the ten recovery codes, shown once",
  input: ConfirmTotpSchema,
  data: z.object({ recoveryCodes: z.array(z.string()) }),
  tags,
});

const disableTotp = apiRoute({
  method: "post",
  path: "/totp/disable",
  summary: "Turn the authenticator app off, with the password and a code (or a recovery code)",
  input: DisableTotpSchema,
  data: z.object({ disabled: z.boolean() }),
  tags,
});

const regenerateCodes = apiRoute({
  method: "post",
  path: "/recoveryCodes",
  summary: "Ten new recovery codes in place of the old ones, shown once (needs the authenticator app on)",
  input: ConfirmTotpSchema,
  data: z.object({ recoveryCodes: z.array(z.string()) }),
  tags,
});

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

const PASSKEY_NOT_FOUND = "Passkey not found";
const TOTP_ALREADY_ON = "Your authenticator app is already on.";
const TOTP_NOT_ON = "Your authenticator app is not on.";
const TOO_MANY_PASSKEYS = `You can have at most ${MAX_PASSKEYS} passkeys.`;

const wrongCode = () => new ApiError(400, WRONG_CODE_MESSAGE, { fields: { code: [WRONG_CODE_MESSAGE] } });

export const securityApi = createRouter()
  .openapi(security, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const db = c.env.DIRECTORY;
    const userId = viewer.member.userId;
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
    const viewer = await requirePermission(c, "profile:self");
    const secret = await startTotpSetup(c.env.DIRECTORY, viewer.member.userId, Date.now());
    if (!secret) throw new ApiError(409, TOTP_ALREADY_ON);
    return ok(c, { secret, otpauthUrl: otpauthUrl(secret, viewer.member.email) });
  })
  .openapi(confirmTotpCall, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const { code } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const userId = viewer.member.userId;
    const now = Date.now();
    const totp = await findTotp(db, userId);
    if (!totp) throw new ApiError(400, "Please start setting up your authenticator app first.");
    if (totp.confirmedAt !== null) throw new ApiError(409, TOTP_ALREADY_ON);
    if (!(await countedCode(c, userId, now, () => confirmTotp(db, userId, code, now)))) throw wrongCode();
    return ok(c, { recoveryCodes: await issueRecoveryCodes(db, userId) });
  })
  .openapi(disableTotp, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const { password, code } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const userId = viewer.member.userId;
    const now = Date.now();
    const totp = await findTotp(db, userId);
    if (!totp?.confirmedAt) throw new ApiError(409, TOTP_NOT_ON);
    const hash = await findPasswordHash(db, userId);
    if (!hash || !(await verifyPassword(password, hash))) {
      throw new ApiError(400, WRONG_PASSWORD_MESSAGE, { fields: { password: [WRONG_PASSWORD_MESSAGE] } });
    }
    const appCode = /^\d{3}\s?\d{3}$/.test(code);
    const right = await countedCode(c, userId, now, () =>
      appCode ? checkTotp(db, userId, code.replace(/\s/g, ""), now) : redeemRecoveryCode(db, userId, code, now),
    );
    if (!right) throw wrongCode();
    await removeTotp(db, userId);
    return ok(c, { disabled: true });
  })
  .openapi(regenerateCodes, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const { code } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const userId = viewer.member.userId;
    const now = Date.now();
    const totp = await findTotp(db, userId);
    if (!totp?.confirmedAt) throw new ApiError(409, TOTP_NOT_ON);
    if (!(await countedCode(c, userId, now, () => checkTotp(db, userId, code, now)))) throw wrongCode();
    return ok(c, { recoveryCodes: await issueRecoveryCodes(db, userId) });
  })
  .openapi(passkeyRegistrationOptions, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const db = c.env.DIRECTORY;
    const { member } = viewer;
    const existing = await listPasskeys(db, member.userId);
    if (existing.length >= MAX_PASSKEYS) throw new ApiError(400, TOO_MANY_PASSKEYS);
    const party = partyOf(c.req.raw, c.get("config").baseDomain);
    const user = { id: member.userId, email: member.email, name: `${member.firstName} ${member.lastName}` };
    const options = await registrationOptions(party, user, existing);
    const challenge = await openChallenge(db, { kind: "register", userId: member.userId, webauthnChallenge: options.challenge }, Date.now());
    return ok(c, { challenge, options });
  })
  .openapi(addPasskeyCall, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const { challenge: token, name, response } = c.req.valid("json");
    const db = c.env.DIRECTORY;
    const now = Date.now();
    const challenge = await requireChallenge(c, token, ["register"], now);
    if (challenge.userId !== viewer.member.userId || !challenge.webauthnChallenge) throw new ApiError(400, PASSKEY_REFUSED_MESSAGE);
    const party = partyOf(c.req.raw, c.get("config").baseDomain);
    const credential = await verifiedRegistration(party, response as unknown as RegistrationResponseJSON, challenge.webauthnChallenge);
    if (!credential || !(await closeChallenge(db, token, now))) throw new ApiError(400, PASSKEY_REFUSED_MESSAGE);
    try {
      await addPasskey(db, { ...credential, userId: viewer.member.userId, name }, now);
    } catch {
      throw new ApiError(409, "This passkey is already added.");
    }
    return ok(c, { id: credential.id, name, createdAt: now, lastUsedAt: null });
  })
  .openapi(renamePasskeyCall, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const { id, name } = c.req.valid("json");
    if (!(await renamePasskey(c.env.DIRECTORY, viewer.member.userId, id, name))) throw new ApiError(404, PASSKEY_NOT_FOUND);
    return ok(c, { renamed: true });
  })
  .openapi(removePasskeyCall, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const { id } = c.req.valid("json");
    if (!(await removePasskey(c.env.DIRECTORY, viewer.member.userId, id))) throw new ApiError(404, PASSKEY_NOT_FOUND);
    return ok(c, { removed: true });
  });
