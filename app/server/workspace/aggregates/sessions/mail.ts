import type { MailMessage } from "~/server/mail/types";

type NewSignIn = { to: string; organisation: string; browser: string; at: number; securityUrl?: string };

/** The mail about a sign-in from a browser the person has not signed in with here before (issue 38 §2). */
export function newSignInMail({ to, organisation, browser, at, securityUrl }: NewSignIn): MailMessage {
  const where = securityUrl ? `Profile › Security (${securityUrl})` : "Profile › Security";
  return {
    to,
    kind: "new_sign_in",
    subject: `New sign-in to ${organisation} on Meridian`,
    text: [
      `Someone signed in to ${organisation} with ${browser} on ${new Date(at).toUTCString()}.`,
      "",
      "If it was you, there is nothing to do.",
      `If it was not, sign that session out in ${where} and change your password.`,
    ].join("\n"),
  };
}
