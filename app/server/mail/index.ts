import { loadConfig, mailSettings } from "../config";
import type { Env } from "../env";
import { storeInOutbox } from "./outbox";
import type { MailMessage } from "./types";

export type { MailKind, MailMessage } from "./types";

/**
 * Sends one mail. Locally (production false) it lands in the D1 outbox;
 * in production it is posted as JSON to the HTTP mail provider of the secrets.
 */
export async function sendMail(env: Env, message: MailMessage): Promise<void> {
  if (!loadConfig(env).production) return storeInOutbox(env.DIRECTORY, message);
  const settings = mailSettings(env);
  if (!settings) throw new Error("The mail provider is not configured (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM)");
  const response = await fetch(settings.apiUrl, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${settings.apiKey}` },
    body: JSON.stringify({ from: settings.from, to: message.to, subject: message.subject, text: message.text, tag: message.kind }),
  });
  if (!response.ok) throw new Error(`The mail provider answered ${response.status}`);
}
