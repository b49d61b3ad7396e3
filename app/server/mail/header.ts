import { CONTROL_CHARACTERS } from "~/schemas/fields";
import type { MailMessage } from "./types";

/**
 * A header's value on one line: each run of line breaks and other control characters becomes a
 * space, so no value (a name stored before names refused them) can end the header or add one.
 */
export const mailHeader = (text: string) => text.split(CONTROL_CHARACTERS).join(" ").trim();

/** The message as it leaves: its headers (to, subject) each on one line. */
export const withMailHeaders = (message: MailMessage): MailMessage => ({ ...message, to: mailHeader(message.to), subject: mailHeader(message.subject) });
