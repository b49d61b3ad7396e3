import { env } from "cloudflare:workers";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { TRUST_ACTIONS } from "~/lib/trustActions";
import {
  CODE_REQUIRED_MESSAGE,
  PASSKEY_CONFIRMATION_EXPIRED_MESSAGE,
  PASSKEY_CONFIRMATION_REQUIRED_MESSAGE,
  PASSKEY_REFUSED_MESSAGE,
  SECOND_STEP_BLOCKED_MESSAGE,
  WRONG_CODE_MESSAGE,
} from "~/schemas/secondStep";
import { SECOND_STEP_FAILURES } from "~/server/directory/attemptLimits";
import { addPasskey } from "~/server/directory/passkeys";
import { DEMO_PASSWORD } from "~/server/directory/seed";
import { openChallenge, passChallenge } from "~/server/directory/signInChallenges";
import { callWorker } from "./callWorker";
import { get, json, login, origin, postJson, redeem, seed } from "./helpers";
import { createUser } from "./profileHelpers";
import { agentFor, call, type Agent, type Reply } from "./work/world";

/**
 * The gaps of issue 38 closed (decision 0093): deleting an account asks for the second step too,
 * recovery codes are regenerated, every trust action is in the audit log, codes cannot be guessed
 * within the attempt limits, and another person's or organisation's session and passkey ids are 404.
 */
const STEP = 30_000;
const codeAt = (secret: string, timestamp = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
/** A six-digit code the app does not show around now. */
const wrongCodeOf = (secret: string) => codeAt(secret, Date.now() + 20 * STEP);

const ok = (reply: Reply) => {
  expect(reply.body.error?.message).toBeUndefined();
  expect(reply.status).toBe(200);
  return reply.body.data as Record<string, unknown>;
};
const sessionStatus = async (agent: Agent, subdomain = "acme") => (await get(`${origin(subdomain)}/api/v2/user/session`, { accesstoken: agent.token })).status;
const recoveryCodesLeft = async (agent: Agent) => ok(await call(agent, "GET", "user/security")).recoveryCodesLeft;

/** A fresh member of acme (and of globex when asked), signed in to acme. */
async function freshPerson(alsoGlobex = false) {
  const { email } = await createUser([{ subdomain: "acme", role: "MEMBER" }, ...(alsoGlobex ? [{ subdomain: "globex", role: "MEMBER" as const }] : [])]);
  return agentFor(email);
}

/** Turns the authenticator app on (its first code is the step before now); answers the secret and the recovery codes. */
async function turnOnTotp(agent: Agent) {
  const secret = ok(await call(agent, "POST", "user/totp/start")).secret as string;
  const recoveryCodes = ok(await call(agent, "POST", "user/totp/confirm", { code: codeAt(secret, Date.now() - STEP) })).recoveryCodes as string[];
  return { secret, recoveryCodes };
}

/** Signs in on the auth host with the password, then this code as the second step. */
async function signInWithCode(email: string, code: string) {
  const { data } = await json(await login(email, "acme"));
  const challenge = (data.secondStep as { challenge: string }).challenge;
  return postJson(`${origin("auth")}/api/v2/user/secondStep`, { challenge, code });
}

/** The attempt window and lock of the person's second step are over, as they are five minutes later. */
async function letLimitPass(userId: string) {
  const past = Date.now() - SECOND_STEP_FAILURES.windowMs - 1;
  await env.DIRECTORY.prepare("UPDATE attempt_limits SET window_start = ?, locked_until = ? WHERE key = ?").bind(past, past, `second-step:${userId}`).run();
}

beforeAll(seed);

describe("deleting an account with two-step sign-in on", () => {
  it("asks for a code besides the password, and refuses a wrong one, changing nothing", async () => {
    const agent = await freshPerson();
    const { secret } = await turnOnTotp(agent);
    const missing = await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields?.code).toEqual([CODE_REQUIRED_MESSAGE]);
    const wrong = await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD, code: wrongCodeOf(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.code).toEqual([WRONG_CODE_MESSAGE]);
    const malformed = await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD, code: "12" });
    expect(malformed.status).toBe(400);
    expect(await sessionStatus(agent)).toBe(200);
    const row = await env.DIRECTORY.prepare("SELECT deletion_requested_at AS at FROM users WHERE id = ?").bind(agent.userId).first<{ at: number | null }>();
    expect(row?.at).toBeNull();
  });

  it("takes a code from the app", async () => {
    const agent = await freshPerson();
    const { secret } = await turnOnTotp(agent);
    ok(await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD, code: codeAt(secret) }));
    expect(await sessionStatus(agent)).toBe(401);
  });

  it("takes a recovery code, used up", async () => {
    const agent = await freshPerson();
    const { recoveryCodes } = await turnOnTotp(agent);
    ok(await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD, code: recoveryCodes[0] }));
    expect(await sessionStatus(agent)).toBe(401);
    const { results } = await env.DIRECTORY.prepare("SELECT used_at AS usedAt FROM recovery_codes WHERE user_id = ? AND used_at IS NOT NULL").bind(agent.userId).all();
    expect(results).toHaveLength(1);
  });

  it("still asks only for the password of a person without a second step", async () => {
    const agent = await freshPerson();
    ok(await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD }));
  });
});

describe("deleting with a passkey as the second step", () => {
  /** A fresh member whose only second step is a passkey (its key cannot sign here: the ceremony itself is the browser test's). */
  async function passkeyPerson() {
    const agent = await freshPerson();
    await addPasskey(env.DIRECTORY, { id: `key-${agent.userId}`, userId: agent.userId, name: "Phone", publicKey: "AA", counter: 0, transports: [] }, Date.now());
    return agent;
  }
  /** A confirmation of `userId` as user/passkeys/confirm leaves it once the signature holds (passed), or before (not passed). */
  async function confirmationOf(userId: string, passed = true) {
    const now = Date.now();
    const token = await openChallenge(env.DIRECTORY, { kind: "confirm", userId, webauthnChallenge: "challenge" }, now);
    if (passed) await passChallenge(env.DIRECTORY, token, now);
    return token;
  }
  const deletionRequested = async (userId: string) =>
    (await env.DIRECTORY.prepare("SELECT deletion_requested_at AS at FROM users WHERE id = ?").bind(userId).first<{ at: number | null }>())?.at ?? null;

  it("asks a person with passkeys only for a passkey's confirmation, and refuses one not passed, another person's or a made-up one, changing nothing", async () => {
    const agent = await passkeyPerson();
    const other = await passkeyPerson();
    const missing = await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields?.passkeyConfirmation).toEqual([PASSKEY_CONFIRMATION_REQUIRED_MESSAGE]);
    for (const passkeyConfirmation of [await confirmationOf(agent.userId, false), await confirmationOf(other.userId), "made-up-confirmation-0123456789"]) {
      const refused = await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD, passkeyConfirmation });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields?.passkeyConfirmation).toEqual([PASSKEY_CONFIRMATION_EXPIRED_MESSAGE]);
    }
    expect(await sessionStatus(agent)).toBe(200);
    expect(await deletionRequested(agent.userId)).toBeNull();
  });

  it("starts the ceremony with the person's own passkeys, and refuses a signature that does not hold", async () => {
    const agent = await passkeyPerson();
    const { challenge, options } = ok(await call(agent, "POST", "user/passkeys/confirmOptions")) as { challenge: string; options: { allowCredentials: Array<{ id: string }> } };
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([`key-${agent.userId}`]);
    const response = { id: `key-${agent.userId}`, rawId: `key-${agent.userId}`, type: "public-key", response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" } };
    const forged = await call(agent, "POST", "user/passkeys/confirm", { challenge, response });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe(PASSKEY_REFUSED_MESSAGE);
    const refused = await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD, passkeyConfirmation: challenge });
    expect(refused.body.error.fields?.passkeyConfirmation).toEqual([PASSKEY_CONFIRMATION_EXPIRED_MESSAGE]);
  });

  it("takes a passed confirmation once; a person with the app too may give either", async () => {
    const agent = await passkeyPerson();
    await turnOnTotp(agent);
    const passkeyConfirmation = await confirmationOf(agent.userId);
    ok(await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD, passkeyConfirmation }));
    expect(await deletionRequested(agent.userId)).not.toBeNull();
    const { results } = await env.DIRECTORY.prepare("SELECT kind FROM sign_in_challenges WHERE user_id = ? AND kind = 'confirm'").bind(agent.userId).all();
    expect(results).toHaveLength(0);
  });
});

describe("regenerating recovery codes", () => {
  let agent: Agent;
  let secret: string;
  let old: string[];

  beforeAll(async () => {
    agent = await freshPerson();
    ({ secret, recoveryCodes: old } = await turnOnTotp(agent));
  });

  it("asks for a right code from the app", async () => {
    expect((await call(agent, "POST", "user/recoveryCodes", {})).status).toBe(400);
    expect((await call(agent, "POST", "user/recoveryCodes", { code: old[0] })).status).toBe(400);
    const wrong = await call(agent, "POST", "user/recoveryCodes", { code: wrongCodeOf(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(WRONG_CODE_MESSAGE);
  });

  it("answers ten new codes once, stored hashed, and the old ones stop working", async () => {
    ok(await call(agent, "POST", "user/recoveryCodes", { code: codeAt(secret) }));
    const fresh = ok(await call(agent, "POST", "user/recoveryCodes", { code: codeAt(secret, Date.now() + STEP) })).recoveryCodes as string[];
    expect(new Set(fresh).size).toBe(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect(await recoveryCodesLeft(agent)).toBe(10);
    const stored = JSON.stringify((await env.DIRECTORY.prepare("SELECT * FROM recovery_codes WHERE user_id = ?").bind(agent.userId).all()).results);
    for (const code of fresh) expect(stored).not.toContain(code.replace("-", ""));

    expect((await signInWithCode(agent.email, old[1])).status).toBe(400);
    const signedIn = await signInWithCode(agent.email, fresh[0]);
    expect(signedIn.status).toBe(200);
    expect((await redeem("acme", (await json(signedIn)).data.redirectToken as string)).status).toBe(302);
    expect(await recoveryCodesLeft(agent)).toBe(9);
  });

  it("is refused while the app is off", async () => {
    const other = await freshPerson();
    expect((await call(other, "POST", "user/recoveryCodes", { code: "123456" })).status).toBe(409);
  });
});

describe("guessing codes within the limits", () => {
  const guessUntilBlocked = async (attempt: () => Promise<{ status: number; message?: string }>) => {
    for (let count = 1; count < SECOND_STEP_FAILURES.max; count++) expect((await attempt()).status).toBe(400);
    const last = await attempt();
    expect(last).toEqual({ status: 429, message: SECOND_STEP_BLOCKED_MESSAGE });
  };
  const replyOf = async (response: Response | Reply) => {
    if (response instanceof Response) return { status: response.status, message: (await json(response)).error?.message as string | undefined };
    return { status: response.status, message: response.body.error?.message };
  };

  it("at sign-in: after the 5th wrong recovery code even a right one is refused, and not used up, until the lock ends", async () => {
    const agent = await freshPerson();
    const { recoveryCodes } = await turnOnTotp(agent);
    await guessUntilBlocked(async () => replyOf(await signInWithCode(agent.email, "aaaaa-aaaaa")));
    expect(await replyOf(await signInWithCode(agent.email, recoveryCodes[0]))).toMatchObject({ status: 429 });
    expect(await recoveryCodesLeft(agent)).toBe(10);
    await letLimitPass(agent.userId);
    expect((await signInWithCode(agent.email, recoveryCodes[0])).status).toBe(200);
  });

  it("regenerating: the right app code is refused after the limit, and the codes stay as they were", async () => {
    const agent = await freshPerson();
    const { secret, recoveryCodes } = await turnOnTotp(agent);
    await guessUntilBlocked(async () => replyOf(await call(agent, "POST", "user/recoveryCodes", { code: wrongCodeOf(secret) })));
    expect((await call(agent, "POST", "user/recoveryCodes", { code: codeAt(secret) })).status).toBe(429);
    await letLimitPass(agent.userId);
    ok(await call(agent, "POST", "user/recoveryCodes", { code: codeAt(secret) }));
    expect((await signInWithCode(agent.email, recoveryCodes[0])).status).toBe(400);
  });

  it("deleting the account: the right code is refused after the limit, and the account stays", async () => {
    const agent = await freshPerson();
    const { secret } = await turnOnTotp(agent);
    const attempt = (code: string) => call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD, code });
    await guessUntilBlocked(async () => replyOf(await attempt(wrongCodeOf(secret))));
    expect((await attempt(codeAt(secret))).status).toBe(429);
    expect(await sessionStatus(agent)).toBe(200);
    await letLimitPass(agent.userId);
    ok(await attempt(codeAt(secret)));
  });

  it("counts every way in together: wrong codes turning the app off and deleting the account block the sign-in too", async () => {
    const agent = await freshPerson();
    const { secret, recoveryCodes } = await turnOnTotp(agent);
    for (let count = 1; count < SECOND_STEP_FAILURES.max; count++) {
      await call(agent, "POST", count % 2 ? "user/totp/disable" : "user/deleteAccount", { password: DEMO_PASSWORD, code: wrongCodeOf(secret) });
    }
    expect((await signInWithCode(agent.email, "bbbbb-bbbbb")).status).toBe(429);
    expect((await signInWithCode(agent.email, recoveryCodes[0])).status).toBe(429);
  });
});

describe("another person's or organisation's ids", () => {
  it("sign out no session of another organisation, even the same person's", async () => {
    const agent = await freshPerson(true);
    const inGlobex = await agentFor(agent.email, "globex");
    const response = await callWorker(env, `${origin("globex")}/api/v2/user/sessions`, { headers: { accesstoken: inGlobex.token } });
    const [globexSession] = (await json(response)).data.sessions as Array<{ sessionId: string }>;
    const refused = await call(agent, "POST", "user/endSession", { sessionId: globexSession.sessionId });
    expect(refused.status).toBe(404);
    expect(await sessionStatus(inGlobex, "globex")).toBe(200);
  });

  it("sign out no session of another person", async () => {
    const [agent, other] = [await freshPerson(), await freshPerson()];
    const [theirs] = ok(await call(other, "GET", "user/sessions")).sessions as Array<{ sessionId: string }>;
    expect((await call(agent, "POST", "user/endSession", { sessionId: theirs.sessionId })).status).toBe(404);
    expect(await sessionStatus(other)).toBe(200);
  });

  it("rename and remove no passkey of another person, whichever organisation they are in", async () => {
    const agent = await freshPerson();
    const other = await freshPerson(true);
    const id = `pk-${crypto.randomUUID()}`;
    await addPasskey(env.DIRECTORY, { id, userId: other.userId, name: "Their key", publicKey: "AA", counter: 0, transports: [] }, Date.now());
    const renamed = await call(agent, "POST", "user/passkeys/rename", { id, name: "Mine now" });
    expect(renamed.status).toBe(404);
    expect((await call(agent, "POST", "user/passkeys/remove", { id })).status).toBe(404);
    const theirs = ok(await call(other, "GET", "user/security")).passkeys as Array<{ id: string; name: string }>;
    expect(theirs).toEqual([expect.objectContaining({ id, name: "Their key" })]);
  });
});

describe("the audit log", () => {
  it("records each trust action of issue 38 in the organisation where it happened, through the core", async () => {
    const agent = await freshPerson();
    const ada = await agentFor("ada@acme.test");
    const { secret, recoveryCodes } = await turnOnTotp(agent);
    ok(await call(agent, "POST", "user/recoveryCodes", { code: codeAt(secret) }));
    const id = `pk-${crypto.randomUUID()}`;
    await addPasskey(env.DIRECTORY, { id, userId: agent.userId, name: "Phone", publicKey: "AA", counter: 0, transports: [] }, Date.now());
    ok(await call(agent, "POST", "user/passkeys/rename", { id, name: "Old phone" }));
    ok(await call(agent, "POST", "user/passkeys/remove", { id }));
    const fresh = ok(await call(agent, "POST", "user/recoveryCodes", { code: codeAt(secret, Date.now() + STEP) })).recoveryCodes as string[];
    expect((await signInWithCode(agent.email, recoveryCodes[0])).status).toBe(400);
    expect((await signInWithCode(agent.email, fresh[0])).status).toBe(200);
    ok(await call(agent, "POST", "user/totp/disable", { password: DEMO_PASSWORD, code: fresh[1] }));
    const second = await agentFor(agent.email);
    const [other] = (ok(await call(agent, "GET", "user/sessions")).sessions as Array<{ sessionId: string; current: boolean }>).filter((s) => !s.current);
    ok(await call(agent, "POST", "user/endSession", { sessionId: other.sessionId }));
    await agentFor(agent.email);
    ok(await call(agent, "POST", "user/endOtherSessions"));
    ok(await call(agent, "POST", "user/deleteAccount", { password: DEMO_PASSWORD }));
    await redeem("acme", (await json(await login(agent.email, "acme"))).data.redirectToken as string);
    expect(await sessionStatus(second)).toBe(401);
    const leaver = await agentFor(agent.email);
    ok(await call(leaver, "POST", "user/leaveOrganization"));

    const { items } = ok(await call(ada, "GET", "auditLog/list", { actorId: agent.userId, limit: 100 })) as {
      items: Array<{ verb: string; itemType: string; itemId: string; detail: Record<string, unknown> }>;
    };
    const verbs = items.map((item) => item.verb);
    for (const verb of [...TRUST_ACTIONS.filter((action) => action !== "passkey_added"), "session_ended", "sessions_ended", "left", "account_deletion_requested", "account_restored"]) {
      expect(verbs, verb).toContain(verb);
    }
    const about = (verb: string) => items.filter((item) => item.verb === verb);
    expect(about("passkey_renamed")[0]).toMatchObject({ itemType: "member", itemId: agent.userId, detail: { passkey: "Old phone", previousName: "Phone" } });
    expect(about("passkey_removed")[0].detail).toEqual({ passkey: "Old phone" });
    expect(about("recovery_code_used").map((item) => item.detail.usedFor).sort()).toEqual(["signing in", "turning off the authenticator app"]);
    expect(about("recovery_codes_regenerated")).toHaveLength(2);
    // A refused code writes nothing.
    expect(about("recovery_code_used")).toHaveLength(2);
  });

  it("records a second step set up at a sign-in the organisation requires it for", async () => {
    const ada = await agentFor("ada@acme.test");
    const { id: userId, email } = await createUser([{ subdomain: "acme", role: "MEMBER" }]);
    ok(await call(ada, "POST", "settings/secondStepRequirement", { required: true }));
    try {
      const { data } = await json(await login(email, "acme"));
      const challenge = (data.secondStep as { challenge: string }).challenge;
      const setup = await json(await postJson(`${origin("auth")}/api/v2/user/secondStepSetup`, { challenge }));
      const confirmed = await postJson(`${origin("auth")}/api/v2/user/confirmSecondStepSetup`, { challenge, code: codeAt(setup.data.secret as string) });
      expect(confirmed.status).toBe(200);
    } finally {
      ok(await call(ada, "POST", "settings/secondStepRequirement", { required: false }));
    }
    const { items } = ok(await call(ada, "GET", "auditLog/list", { actorId: userId })) as { items: Array<{ verb: string; detail: Record<string, unknown> }> };
    expect(items.map((item) => item.verb)).toEqual(["second_step_turned_on"]);
    expect(items[0].detail).toEqual({ method: "authenticator app", atSignIn: true });
  });
});
