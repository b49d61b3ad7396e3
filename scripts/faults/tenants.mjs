// Organisations and their people, made through the real API as people make them: the owner signs
// up (one-time password from the development outbox, account, sub-domain), then invites each member,
// who signs up from the invite link. Every session comes from a redirect token redeemed on the
// tenant's host, as the browser's hand-off does: no password login is needed. Then the owner makes
// a team of everyone, a public project with groups, and a few tasks per member.
import { apiOf, call, describe } from "./client.mjs";

export const PASSWORD = "Faults#2026";
const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** A name of letters only (person names allow no digits): 0 → "Aa", 27 → "Bb"… */
const lettersOf = (n) => {
  let word = "";
  do {
    word = LETTERS[n % 26] + word;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `${word.toUpperCase()}${word}x`;
};

async function okCall(port, host, path, options) {
  const answer = await call(port, `${host}.localhost`, path, { timeoutMs: 60_000, ...options });
  if (answer.status !== 200) throw new Error(describe(`${options?.method ?? "GET"} ${path} on ${host}`, answer));
  return answer.json.data;
}

/** The first match of `pattern` in the newest mail to `to` (mails go out after the answer: waits for it). */
async function fromMail(port, to, pattern) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const mails = await okCall(port, "auth", `/api/v2/dev/outbox?to=${encodeURIComponent(to)}`);
    const match = mails[0]?.text.match(pattern);
    if (match) return match[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** A redirect token redeemed on the tenant's host: the member's session and id. */
async function redeem(port, subdomain, redirectToken) {
  const data = await okCall(port, subdomain, "/api/v2/user/getUserDataFromToken", { method: "POST", body: { token: redirectToken } });
  return { accessToken: data.accessToken, userId: data.userDetails.userId };
}

/** Sign-up of an organisation's owner: answers the sub-domain and the owner's session. */
async function signUpOwner(port, runId, index) {
  const email = `owner${index}.${runId}@faults.test`;
  await okCall(port, "www", "/api/v2/user/sendOtp", { method: "POST", body: { username: email } });
  const otp = await fromMail(port, email, /\b\d{4}\b/);
  const verified = await okCall(port, "www", "/api/v2/user/verifyOtp", { method: "POST", body: { username: email, otp } });
  const account = { firstName: "Owner", lastName: lettersOf(index), organizationName: `Faults Org ${index}`, password: PASSWORD };
  const created = await okCall(port, "www", "/api/v2/user/createAccount", { method: "POST", body: account, headers: { useridentifiertoken: verified.token } });
  const subdomain = `f${runId}o${index}`.slice(0, 24);
  const done = await okCall(port, "www", "/api/v2/user/createSubdomain", { method: "POST", body: { subdomain }, headers: { useridentifiertoken: created.token } });
  return { subdomain, email, ...(await redeem(port, subdomain, done.redirectToken)) };
}

/** An invited member: invite (MEMBER, role id 3), the link from the mail, sign-up from it. */
async function inviteMember(port, owner, runId, orgIndex, index) {
  const email = `m${index}.o${orgIndex}.${runId}@faults.test`;
  const { subdomain } = owner;
  await apiOf(port, subdomain, owner.accessToken).okPost("invite/teamInvite", { email, roleId: 3 });
  const link = await fromMail(port, email, /http\S+\?inviteToken=\S+/);
  const inviteToken = new URL(link).searchParams.get("inviteToken");
  const signup = await okCall(port, subdomain, "/api/v2/user/invitedUserSignup", {
    method: "POST",
    body: { firstName: "Member", lastName: lettersOf(index), password: PASSWORD, username: email, inviteToken },
  });
  return { email, ...(await redeem(port, subdomain, signup.redirectToken)) };
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inPool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/**
 * One organisation with `members` people (the owner is one of them), a team of all of them, a
 * public project with `groups` task groups, and `tasksEach` tasks per person (each task's name
 * carries a unique search token). Answers what the load needs.
 */
export async function makeTenant(port, { runId, index, members, groups, tasksEach, token }) {
  const owner = await signUpOwner(port, runId, index);
  const invited = [];
  for (let m = 1; m < members; m++) invited.push(await inviteMember(port, owner, runId, index, m));
  const people = [owner, ...invited];
  const admin = apiOf(port, owner.subdomain, owner.accessToken);
  const { teamId } = await admin.okPost("team/create", { name: `Team ${lettersOf(index)}` });
  await admin.okPost("team/addUsersToTeam", { teamId, userIds: invited.map((p) => p.userId), role: "MEMBER" });
  const { projectId } = await admin.okPost("project/createPublicProject", { teamId, name: `Load ${lettersOf(index)}`, description: "" });
  const first = (await admin.okGet("project/list", { projectId })).groups[0];
  const groupIds = [first.id];
  for (let g = 1; g < groups; g++) groupIds.push((await admin.okPost("project/taskGroups/create", { projectId, name: `Group ${lettersOf(g)}` })).id);
  const statuses = await admin.okGet("team/customStatus/get", { teamId });
  const statusIds = (statuses.statuses ?? statuses).map((status) => status.statusId ?? status.id);
  const tenant = { index, subdomain: owner.subdomain, teamId, projectId, groupIds, statusIds, people, seeded: [] };
  for (const [p, person] of people.entries()) {
    const api = apiOf(port, owner.subdomain, person.accessToken);
    for (let t = 0; t < tasksEach; t++) {
      const name = `Seed task ${token()}`;
      const task = await api.okPost("task/add", { groupId: groupIds[(p + t) % groupIds.length], name, assigneeIds: [person.userId] });
      tenant.seeded.push({ id: task.id, name, owner: p, statusId: task.statusId, groupId: task.groupId });
    }
  }
  return tenant;
}
