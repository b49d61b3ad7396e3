import * as z from "zod";
import { password, workId } from "./fields";
import { anyCode, passkeyConfirmation } from "./secondStep";

/** Where a person is signed in, leaving an organisation and deleting an account (issue 38 §2–3). */
export const ACCOUNT_MESSAGES = {
  sessionNotFound: "Session not found",
  lastSuperAdminLeaving: "You are the organisation's last super admin and cannot leave it. Make someone else a super admin first.",
  wrongPassword: "Password is incorrect",
  accountRestored: "Welcome back. Your account is no longer being deleted.",
  signedInOnly: "Only a signed-in person can leave an organisation or delete their account, not an API token",
} as const;

/** One session of the person's, by the public id the list shows. */
export const SessionIdSchema = z.object({ sessionId: workId("session") });

/** Deleting one's account asks for the password again, and a code when the person has an authenticator app (the API says when it is missing). */
export const DeleteAccountSchema = z.object({ password: password("Password"), code: anyCode().optional(), passkeyConfirmation: passkeyConfirmation() });
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** How long a deleted account can still be restored by signing in. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
export const ACCOUNT_DELETION_GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** The name past work shows for a person whose account was deleted. */
export const DELETED_USER = { firstName: "Deleted", lastName: "user" } as const;

/** The address a deleted account is left with: unique, and one no mail can reach (RFC 2606 `.invalid`). */
export const erasedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
