import type { MessageContent } from "~/schemas/conversation";
import { textToDoc } from "~/schemas/richText";
import { docToText } from "~/schemas/richTextTree";
import { fullName, mentionedIds, namingMentions, withMentions, type Person } from "~/lib/mentions";

/** A message as stored: its document with mentions by id, and its plain text with them by name. */
export function composeMessage(content: MessageContent, people: readonly Person[]) {
  const doc = withMentions(content.body ?? textToDoc(content.text ?? ""), people);
  const names = new Map(people.map((person) => [person.userId, fullName(person)]));
  return { doc, json: JSON.stringify(doc), text: docToText(namingMentions(doc, (id) => names.get(id))), mentions: mentionedIds(doc) };
}
