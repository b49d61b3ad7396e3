import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { INVITE_DEAD_MESSAGE } from "~/schemas/invite";
import { acceptInviteAsUser } from "~/server/directory/invites";
import { INVITEES_REQUIRED } from "~/schemas/project";
import { OUTSIDERS_NEED_ADMIN_MESSAGE } from "~/server/api/groups/invite/projectInvite";
import { NOT_A_MEMBER } from "~/server/workspace/aggregates/projects/commands";
import { awaitMail, cookieValue, get, json, login, origin, postJson, redeem, type OutboxMail } from "./helpers";
import { createUser } from "./profileHelpers";
import { activityOf, dataOf, globexIds } from "./work/projectWorld";
import { agentFor, buildWorld, call, inAcme, type Agent } from "./work/world";

/**
 * privateProjectInvite (issue 20 §2, decision 0052): the world's private project belongs to `owner`
 * (a tenant member), `member` is a project member, `admin` (the team's admin) does not see it.
 */
const world = await buildWorld();
const { people, privateProject, publicProject } = world;
const projectId = privateProject.id;
const PASSWORD = "Invited#2026";

const fresh = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@newco.test`;

type Invited = { projectId: string; role: string; added: string[]; invited: Array<{ inviteId: string; email: string }> };

const inviteTo = (agent: Agent, input: Record<string, unknown>) => call(agent, "POST", "invite/privateProjectInvite", { projectId, ...input });

/** Whether the agent sees the private project (its header answers 200, else 404). */
const sees = async (agent: Agent) => (await call(agent, "GET", "project/fetchMetaData", { projectId })).status === 200;

const roleInProject = (userId: string) =>
  inAcme((sql) => sql.exec<{ role: string }>("SELECT role FROM project_members WHERE project_id = ? AND user_id = ?", projectId, userId).toArray()[0]?.role ?? null);

const directoryInvitesOf = (email: string) =>
  env.DIRECTORY.prepare("SELECT project_id AS projectId, project_role AS projectRole, cancelled_at AS cancelledAt FROM invites WHERE email = ?")
    .bind(email)
    .all<{ projectId: string | null; projectRole: string | null; cancelledAt: number | null }>()
    .then((result) => result.results);

const tokenIn = (mail: OutboxMail) => new URL(mail.text.match(/https?:\/\/\S+inviteToken=\S+/)![0]).searchParams.get("inviteToken")!;

const acceptPost = (call: string, body: unknown) => postJson(`${origin("acme")}/api/v2/${call}`, body);

/** The invitee's own sign-up through the link (a new account), then their first sign-in to acme. */
async function signUpAndSignIn(email: string, token: string) {
  const signedUp = await acceptPost("user/invitedUserSignup", { firstName: "Nina", lastName: "Newton", password: PASSWORD, username: email, inviteToken: token });
  expect(signedUp.status).toBe(200);
  const loggedIn = await json(await login(email, "acme", PASSWORD));
  const session = await redeem("acme", loggedIn.data.redirectToken as string);
  const accesstoken = cookieValue(session, "session");
  const me = await json(await get(`${origin("acme")}/api/v2/user/session`, { accesstoken }));
  return { userId: (me.data.userDetails as { userId: string }).userId, email, token: accesstoken } satisfies Agent;
}

async function pending(agent: Agent = people.ada) {
  return dataOf<Array<{ inviteId: string; email: string; projectId: string | null; projectName: string | null; projectRole: string | null }>>(
    await call(agent, "GET", "invite/pending"),
  );
}

describe("privateProjectInvite: members of the organisation", () => {
  it("adds an active member by user id and another by e-mail at once with the role; they see the project, the activity has it", async () => {
    expect(await sees(people.outsider)).toBe(false);
    const reply = await inviteTo(people.owner, { userIds: [people.outsider.userId], emails: [people.tenantAdmin.email.toUpperCase()], role: "ADMIN" });
    expect(reply.status).toBe(200);
    expect(dataOf<Invited>(reply)).toMatchObject({ projectId, role: "ADMIN", invited: [] });
    expect(dataOf<Invited>(reply).added.sort()).toEqual([people.outsider.userId, people.tenantAdmin.userId].sort());
    expect(await roleInProject(people.outsider.userId)).toBe("ADMIN");
    expect(await roleInProject(people.tenantAdmin.userId)).toBe("ADMIN");
    expect(await sees(people.outsider)).toBe(true);
    // Outside the project's team, they find it in the second panel under its team, alone.
    const panel = dataOf<{ teams: Array<{ teamId: string; folders: unknown[]; projects: Array<{ projectId: string }> }> }>(
      await call(people.outsider, "GET", "tenant/getSecondPanelFilter"),
    );
    expect(panel.teams.find((team) => team.teamId === world.teamId)).toMatchObject({ folders: [], projects: [{ projectId }] });
    expect((await activityOf(projectId)).at(-1)).toMatchObject({ verb: "invited", item_type: "project", project_id: projectId, actor_id: people.owner.userId });
  });

  it("lets a tenant admin who is not in the project invite (they manage every project)", async () => {
    const newcomer = await agentFor((await createUser([{ subdomain: "acme", role: "MEMBER" }])).email);
    expect((await inviteTo(people.ada, { userIds: [newcomer.userId], role: "GUEST" })).status).toBe(200);
    expect(await roleInProject(newcomer.userId)).toBe("GUEST");
  });
});

describe("privateProjectInvite: people outside the organisation", () => {
  it("mails the organisation's invite naming the project; the new person signs up and is in the tenant and the project", async () => {
    const email = fresh("nina");
    const reply = await inviteTo(people.ada, { emails: [email], role: "MEMBER" });
    expect(reply.status).toBe(200);
    expect(dataOf<Invited>(reply)).toMatchObject({ added: [], invited: [{ inviteId: expect.any(String), email }] });
    expect(await directoryInvitesOf(email)).toEqual([{ projectId, projectRole: "MEMBER", cancelledAt: null }]);
    expect((await pending()).find((invite) => invite.email === email)).toMatchObject({ projectId, projectName: "PRIVATE project", projectRole: "MEMBER" });

    const mail = await awaitMail(email);
    expect(mail.subject).toBe("Ada Lovelace invited you to the project PRIVATE project in Acme Inc on Meridian");
    const nina = await signUpAndSignIn(email, tokenIn(mail));
    expect(await roleInProject(nina.userId)).toBe("MEMBER");
    expect(await sees(nina)).toBe(true);
    expect((await call(nina, "GET", "project/fetchMetaData", { projectId: publicProject.id })).status).toBe(404);
    expect((await pending()).some((invite) => invite.email === email)).toBe(false);
  });

  it("lets an existing Meridian user accept by opening the link: they join the tenant and the project", async () => {
    const existing = await createUser([]);
    expect((await inviteTo(people.ada, { emails: [existing.email], role: "ADMIN" })).status).toBe(200);
    const accepted = await acceptPost("invite/acceptInvite", { token: tokenIn(await awaitMail(existing.email)) });
    expect((await json(accepted)).data).toEqual({ newUser: false, joined: true });
    const agent = await agentFor(existing.email);
    expect(await roleInProject(agent.userId)).toBe("ADMIN");
    expect(await sees(agent)).toBe(true);
  });

  it("puts the project right when the first accept stopped after the directory's join: opening the link again catches up, once", async () => {
    const existing = await createUser([]);
    expect((await inviteTo(people.ada, { emails: [existing.email], role: "MEMBER" })).status).toBe(200);
    const token = tokenIn(await awaitMail(existing.email));
    // The first accept's directory write commits, and the request ends before the workspace's part.
    const [{ id: inviteId }] = (await env.DIRECTORY.prepare("SELECT id FROM invites WHERE email = ?").bind(existing.email).all<{ id: string }>()).results;
    const user = await env.DIRECTORY.prepare("SELECT id FROM users WHERE email = ?").bind(existing.email).first<{ id: string }>();
    expect(await acceptInviteAsUser(env.DIRECTORY, inviteId, user!.id)).toBe(true);
    expect(await roleInProject(user!.id)).toBeNull();

    expect((await json(await acceptPost("invite/acceptInvite", { token }))).data).toEqual({ newUser: false });
    expect(await roleInProject(user!.id)).toBe("MEMBER");
    expect((await pending()).some((invite) => invite.email === existing.email)).toBe(false);
    // Once caught up, the link changes nothing again: someone taken out of the project since stays out.
    await inAcme((sql) => sql.exec("DELETE FROM project_members WHERE project_id = ? AND user_id = ?", projectId, user!.id));
    await acceptPost("invite/acceptInvite", { token });
    expect(await roleInProject(user!.id)).toBeNull();
    const joins = await inAcme((sql) => sql.exec("SELECT COUNT(*) AS n FROM activity WHERE verb = 'joined' AND item_id = ?", user!.id).one().n);
    expect(joins).toBe(1);
  });

  it("renews the link on resend (the old one is dead, the new one joins the project); a cancelled one shows the expired screen", async () => {
    const email = fresh("resent");
    const { invited } = dataOf<Invited>(await inviteTo(people.ada, { emails: [email] }));
    const first = tokenIn(await awaitMail(email));
    expect((await call(people.ada, "POST", "invite/resendTeamInvite", { inviteId: invited[0].inviteId })).status).toBe(200);
    const second = tokenIn(await awaitMail(email));
    expect(second).not.toBe(first);
    expect((await acceptPost("invite/acceptInvite", { token: first })).status).toBe(419);
    expect(await roleInProject((await signUpAndSignIn(email, second)).userId)).toBe("MEMBER");

    const cancelled = fresh("cancelled");
    const later = dataOf<Invited>(await inviteTo(people.ada, { emails: [cancelled] })).invited[0];
    const token = tokenIn(await awaitMail(cancelled));
    expect((await call(people.ada, "POST", "invite/cancelTeamInvite", { inviteId: later.inviteId })).status).toBe(200);
    const refused = await acceptPost("user/invitedUserSignup", { firstName: "Cy", lastName: "Cancel", password: PASSWORD, username: cancelled, inviteToken: token });
    expect(refused.status).toBe(419);
    expect((await json(refused)).error.message).toBe(INVITE_DEAD_MESSAGE);
    const page = await get(`${origin("acme")}/?inviteToken=${encodeURIComponent(token)}`);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/invite-expired");
    expect((await pending()).some((invite) => invite.email === cancelled)).toBe(false);
  });

  it("refuses a project owner who is no tenant admin (403) for an outsider, and stores no invite", async () => {
    const email = fresh("refused");
    const reply = await inviteTo(people.owner, { emails: [email] });
    expect(reply.status).toBe(403);
    expect(reply.body.error.message).toBe(OUTSIDERS_NEED_ADMIN_MESSAGE);
    expect(await directoryInvitesOf(email)).toEqual([]);
  });
});

describe("privateProjectInvite: who may, and bad input", () => {
  it("answers 403 to a project member who cannot manage its members", async () => {
    const reply = await inviteTo(people.member, { userIds: [people.bob.userId] });
    expect(reply.status).toBe(403);
    expect(await roleInProject(people.bob.userId)).toBeNull();
  });

  it("answers 404 for a private project the inviter cannot see, another tenant's project and an unknown id", async () => {
    const globex = await globexIds();
    for (const [agent, id] of [[people.admin, projectId], [people.ada, globex.projectId], [people.ada, crypto.randomUUID()]] as const) {
      const reply = await call(agent, "POST", "invite/privateProjectInvite", { projectId: id, userIds: [people.bob.userId] });
      expect(reply.status).toBe(404);
    }
    expect(await roleInProject(people.bob.userId)).toBeNull();
  });

  it("refuses a public project, an empty list, a bad e-mail and the owner role with 4xx, never 500", async () => {
    expect((await call(people.ada, "POST", "invite/privateProjectInvite", { projectId: publicProject.id, userIds: [people.bob.userId] })).status).toBe(400);
    const empty = await inviteTo(people.ada, { emails: [], userIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.emails).toEqual([INVITEES_REQUIRED]);
    const bad = await inviteTo(people.ada, { emails: ["not-an-email"] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.["emails.0"] ?? bad.body.error.fields?.emails).toEqual(["Please enter valid email id"]);
    expect((await inviteTo(people.ada, { userIds: [people.bob.userId], role: "OWNER" })).status).toBe(400);
  });

  it("changes nothing when one invitee is refused: an unknown user id, or an e-mail with a pending invite", async () => {
    const email = fresh("atomic");
    const unknown = await inviteTo(people.ada, { userIds: [people.bob.userId, crypto.randomUUID()], emails: [email] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(NOT_A_MEMBER);
    const pendingAlready = fresh("pending");
    expect((await inviteTo(people.ada, { emails: [pendingAlready] })).status).toBe(200);
    const twice = await inviteTo(people.ada, { userIds: [people.bob.userId], emails: [email, pendingAlready] });
    expect(twice.status).toBe(409);
    expect(await roleInProject(people.bob.userId)).toBeNull();
    expect(await directoryInvitesOf(email)).toEqual([]);
  });
});
