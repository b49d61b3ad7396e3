import * as z from "zod";
import { passkeyConfirmation } from "./secondStep";

/** Deleting an organisation (issue 38 §3, decision 0091): the API's input and the page's form, one definition per rule. */
export const ORGANIZATION_DELETION_MESSAGES = {
  nameRequired: "Please type the organisation's name to confirm",
  wrongName: "The name you typed is not this organisation's name. Type it exactly as it is shown to confirm.",
  alreadyScheduled: "This organisation is already scheduled for deletion",
  notScheduled: "This organisation is not scheduled for deletion",
  scheduled: "This organisation is scheduled for deletion. A super admin can restore it until then.",
  codeRequired: "Please enter a code from your authenticator app or one of your recovery codes",
  signedInOnly: "Only a signed-in super admin can delete or restore an organisation, not an API token",
} as const;

/** How long a deleted organisation can still be restored by a super admin. */
export const ORGANIZATION_DELETION_WINDOW_DAYS = 30;
export const ORGANIZATION_DELETION_WINDOW_MS = ORGANIZATION_DELETION_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * The organisation's name, typed to confirm; and the person's second step (an authenticator code, a
 * recovery code or a passkey's confirmation) when they have one: the server says so when it is missing.
 */
export const DeleteOrganizationSchema = z.object({
  name: z.string({ error: ORGANIZATION_DELETION_MESSAGES.nameRequired }).trim().min(1, ORGANIZATION_DELETION_MESSAGES.nameRequired).max(200),
  code: z.string().trim().max(20).optional(),
  passkeyConfirmation: passkeyConfirmation(),
});
export type DeleteOrganizationInput = z.infer<typeof DeleteOrganizationSchema>;

/** The typed name confirms when it is the organisation's, spaces around it aside. */
export const confirmsName = (typed: string, name: string) => typed.trim() === name.trim();
