import { messagePath } from "~/lib/conversations";
import { MAIL_REASONS, type MailReason } from "~/schemas/conversation";
import type { Resolved } from "../../access";
import type { Effect } from "../../effects/types";
import type { MemberContext } from "../../operations";
import { notify } from "../notifications/store";
import { membersWhoSee } from "../tasks/store";
import { mailAddresses, watchersOf, type MessageRow } from "./store";

/**
 * Who hears of a message (issue 17 §2), for one reason each, the strongest that applies: named in
 * it, a reply to their own message, or a new conversation on an item they watch. Never the author;
 * only active members who see the item.
 */
type Reason = MailReason;

export type Notified = { userId: string; reason: Reason };

type Target = Resolved<"item">;

const REASON_TITLES: Record<Reason, (actor: string, item: string) => string> = {
  mention: (actor, item) => `${actor} mentioned you on “${item}”`,
  reply: (actor, item) => `${actor} replied to your message on “${item}”`,
  conversation: (actor, item) => `${actor} started a conversation on “${item}”`,
};

const EXCERPT = 280;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/** The notified of a new message, or of an edit (then only those newly named): each person once, the strongest reason first. */
export function recipientsOf(
  context: MemberContext,
  target: Target,
  message: Pick<MessageRow, "conversation_id">,
  mentioned: readonly string[],
  { conversationAuthor, edit = false }: { conversationAuthor?: string; edit?: boolean },
): Notified[] {
  const reasons = new Map<string, Reason>();
  const add = (ids: readonly string[], reason: Reason) => {
    for (const id of ids) if (!reasons.has(id)) reasons.set(id, reason);
  };
  add(mentioned, "mention");
  if (!edit && conversationAuthor) add([conversationAuthor], "reply");
  if (!edit && message.conversation_id === null) add(watchersOf(context.sql, target.item.id), "conversation");
  reasons.delete(context.viewer.member.userId);
  const seeing = new Set(membersWhoSee(context.sql, target.project, [...reasons.keys()]));
  return [...reasons].filter(([userId]) => seeing.has(userId)).map(([userId, reason]) => ({ userId, reason }));
}

/** The in-app notifications of a message, written in its command's transaction. */
export function notifyOf(context: MemberContext, target: Target, message: MessageRow, notified: readonly Notified[]) {
  const { member } = context.viewer;
  const actor = `${member.firstName} ${member.lastName}`;
  const link = linkOf(target, message);
  for (const reason of MAIL_REASONS) {
    const ids = notified.filter((person) => person.reason === reason).map((person) => person.userId);
    if (ids.length === 0) continue;
    notify(context.sql, ids, { kind: reason, title: REASON_TITLES[reason](actor, target.item.name), body: excerpt(message.body_text), link, actorId: member.userId }, context.now);
  }
}

const linkOf = (target: Target, message: MessageRow) =>
  messagePath({ teamId: target.project.team_id, projectId: target.project.id }, target.item, message.conversation_id ?? message.id, message.conversation_id ? message.id : null);

/** The mail of the notified who did not turn this reason off: one per person, queued after the commit. */
export function mailsOf(context: MemberContext, target: Target, message: MessageRow, notified: readonly Notified[], origin: string): Effect[] {
  if (notified.length === 0) return [];
  const addresses = new Map(mailAddresses(context.sql, notified.map((person) => person.userId)).map((row) => [row.user_id, row]));
  const wants = ({ userId, reason }: Notified) => {
    const address = addresses.get(userId);
    return address !== undefined && !(JSON.parse(address.off) as string[]).includes(reason);
  };
  const { member, tenant } = context.viewer;
  const actor = `${member.firstName} ${member.lastName}`;
  const place = [target.project.name, target.item.name].join(" › ");
  const link = `${origin}${linkOf(target, message)}`;
  return notified
    .filter(wants)
    .map((person) => ({
      kind: "conversationMail",
      mail: {
        tenantId: tenant.id,
        userId: person.userId,
        reason: person.reason,
        to: addresses.get(person.userId)!.email,
        subject: REASON_TITLES[person.reason](actor, target.item.name),
        text: `${actor} wrote on ${place} (${tenant.name}):\n\n${message.body_text}\n\nOpen the conversation: ${link}`,
        origin,
      },
    }));
}
