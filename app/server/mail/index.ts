import { loadConfig, mailSettings } from "../config";
import type { Env } from "../env";
import { tracedFetch } from "../telemetry/fetch";
import { withMailHeaders } from "./header";
import { storeInOutbox } from "./outbox";
import type { MailMessage } from "./types";

export type { MailKind, MailMessage } from "./types";

/**
 * Sends one mail. Locally (production false) it lands in the D1 outbox;
 * in production it is posted as JSON to the HTTP mail provider of the secrets.
 * Every mail leaves through here, so here its headers are made single lines.
 */
export async function sendMail(env: Env, composed: MailMessage): Promise<void> {
  const message = withMailHeaders(composed);
  if (!loadConfig(env).production) return storeInOutbox(env.DIRECTORY, message);
  const settings = mailSettings(env);
  if (!settings) throw new Error("The mail provider is not configured (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM)");
  const response = await tracedFetch(settings.apiUrl, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${settings.apiKey}` },
    body: JSON.stringify({ from: settings.from, to: message.to, subject: message.subject, text: message.text, tag: message.kind }),
  });
  if (!response.ok) throw new Error(`The mail provider answered ${response.status}`);
}

/**
 * Composes and sends a mail after the response has gone (`waitUntil`), so the
 * answer takes as long whether or not there is anyone to mail. `compose`
 * answers null when there is nothing to send.
 */
export function sendMailAfterResponse(ctx: Pick<ExecutionContext, "waitUntil">, env: Env, compose: () => Promise<MailMessage | null>): void {
  ctx.waitUntil(
    compose()
      .then((message) => (message ? sendMail(env, message) : undefined))
      .catch((error: unknown) => console.error("A mail after the response failed", error)),
  );
}
