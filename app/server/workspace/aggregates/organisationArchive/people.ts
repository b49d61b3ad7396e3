import type { OrganisationFile } from "~/lib/exports/organisationArchive";
import type { Person } from "~/lib/mentions";
import { ROLE_DETAILS, type Role } from "~/lib/permissions";
import type { MemberContext } from "../../operations";
import { setMailOptOut, setOrder } from "../conversations/store";
import { markLeft } from "../members/departure";
import { setMemberRole } from "../members/admin";
import { enrolMember } from "../members/store";

/**
 * The archive's people in this organisation (decisions 0092 and 0099). Each is found here by e-mail
 * (any state), or comes as a former member: a member copy with status 'LEFT' and the archive's
 * names, under the id of their Meridian account when they have one (so accepting the invite the
 * import sends brings them back onto their work, as a member who left and was invited back), else
 * under a new id no account has. Either way their assignments, messages, files and places keep
 * their name, and a second export names them by their e-mail again.
 */
export type Known = Map<string, { userId: string; person: Person; signsIn: boolean }>;

export type PlacedPeople = {
  known: Known;
  /** E-mails of the archive's active members who are active here and got their role back. */
  matched: string[];
  /** The archive's active members who are not active here: to invite, with their role. */
  invite: Array<{ email: string; role: Role }>;
  /** E-mails of the people who came as former members. */
  former: string[];
};

type MemberRow = { user_id: string; email: string; first_name: string; last_name: string; status: string };

/** `signsIn`: someone can sign in under this id (a member here, or a Meridian account), so their own settings are worth keeping. */
const entry = (row: MemberRow, signsIn: boolean) => ({ userId: row.user_id, signsIn, person: { userId: row.user_id, firstName: row.first_name, lastName: row.last_name } });

/** Active members first, so that of two copies with one e-mail the active one is found. */
function membersHere(sql: SqlStorage) {
  const rows = sql.exec<MemberRow>("SELECT user_id, email, first_name, last_name, status FROM members ORDER BY status = 'ACTIVE'").toArray();
  return { byEmail: new Map(rows.map((row) => [row.email.toLowerCase(), row])), ids: new Set(rows.map((row) => row.user_id)) };
}

const roleName = (role: Role) => ROLE_DETAILS.find((detail) => detail.name === role)!.displayName;

function addFormerMember(context: MemberContext, member: OrganisationFile["members"][number], userId: string) {
  const { sql, now } = context;
  enrolMember(sql, { userId, email: member.email, firstName: member.firstName, lastName: member.lastName, imageKey: null, role: member.role, roleName: roleName(member.role) }, now);
  markLeft(sql, userId, now);
}

/**
 * Places every person of the archive; `accounts` are the Meridian accounts (e-mail in lower case →
 * user id) the API found for them in the directory.
 */
export function placePeople(context: MemberContext, organisation: OrganisationFile, accounts: Readonly<Record<string, string>>): PlacedPeople {
  const { sql, now, viewer } = context;
  const here = membersHere(sql);
  const placed: PlacedPeople = { known: new Map(), matched: [], invite: [], former: [] };
  for (const member of organisation.members) {
    const email = member.email.toLowerCase();
    const found = here.byEmail.get(email);
    if (found) {
      placed.known.set(email, entry(found, true));
      if (found.status !== "ACTIVE" || member.status !== "ACTIVE") continue;
      placed.matched.push(member.email);
      if (found.user_id !== viewer.member.userId) setMemberRole(sql, found.user_id, member.role, now);
      continue;
    }
    const account = accounts[email];
    const userId = account && !here.ids.has(account) ? account : crypto.randomUUID();
    addFormerMember(context, member, userId);
    here.ids.add(userId);
    placed.known.set(email, entry({ user_id: userId, email: member.email, first_name: member.firstName, last_name: member.lastName, status: "LEFT" }, userId === account));
    placed.former.push(member.email);
    if (member.status === "ACTIVE") placed.invite.push({ email: member.email, role: member.role });
  }
  return placed;
}

/** Someone the archive names by e-mail, here; null for nobody the archive lists. */
export const userIdOf = (known: Known, email: string | null) => (email ? (known.get(email.toLowerCase())?.userId ?? null) : null);

/**
 * Someone's own settings (pins, visits, board groupings, watching, conversation order, mail turned
 * off) go only to those who can sign in under their id here: a former member with no account at
 * import time gets an id nobody will ever sign in as (decision 0099), so theirs would be for no one.
 */
export const ownerOfSettings = (known: Known, email: string) => {
  const found = known.get(email.toLowerCase());
  return found?.signsIn ? found.userId : null;
};

/** Each person's order of conversations and the mail they turned off, as the archive says (version 3). */
export function writeConversationChoices(context: MemberContext, organisation: OrganisationFile, known: Known) {
  const { sql, now } = context;
  for (const member of organisation.members) {
    const userId = ownerOfSettings(known, member.email);
    if (!userId) continue;
    if (member.newestFirst !== null) setOrder(sql, userId, member.newestFirst ? "newest" : "oldest");
    for (const reason of member.mailOff) setMailOptOut(sql, userId, reason, true, now);
  }
}
