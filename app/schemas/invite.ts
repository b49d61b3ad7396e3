import * as z from "zod";
import { email, personName } from "./fields";
import { newPassword, SIGNUP_PASSWORD_MESSAGE } from "./password";

export const INVITE_DEAD_MESSAGE = "Your invite link is no longer active.";
export const ROLE_REQUIRED_MESSAGE = "Please select a Role";

const token = z.string({ error: INVITE_DEAD_MESSAGE }).min(16, INVITE_DEAD_MESSAGE).max(128, INVITE_DEAD_MESSAGE);

export const TeamInviteSchema = z.object({
  email: email(),
  roleId: z.number({ error: ROLE_REQUIRED_MESSAGE }).int(ROLE_REQUIRED_MESSAGE).positive(ROLE_REQUIRED_MESSAGE),
});
export type TeamInviteInput = z.infer<typeof TeamInviteSchema>;

export const InviteIdSchema = z.object({ inviteId: z.uuid("Unknown invite") });

export const AcceptInviteSchema = z.object({ token });


/** Spec §7 invite user signup, plus the invite token from the accept link. */
export const InvitedUserSignupSchema = z.object({
  firstName: personName("First Name"),
  lastName: personName("Last Name"),
  password: newPassword(SIGNUP_PASSWORD_MESSAGE),
  invitedBy: z.string().max(200).optional(),
  username: email(),
  inviteToken: token,
});
export type InvitedUserSignupInput = z.infer<typeof InvitedUserSignupSchema>;
