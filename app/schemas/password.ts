import * as z from "zod";
import { email, PASSWORD_PATTERN, secret } from "./fields";

/** The two password messages of spec §5: one for sign-up, one for reset. */
export const SIGNUP_PASSWORD_MESSAGE =
  "Password must have atleast one lowercase, one uppercase, one special character, one numeric and minimum 8 characters";
export const RESET_PASSWORD_MESSAGE =
  "Password should be alphanumerical with a minimum of 8 characters in length and have at least one uppercase, lowercase and special character.";
export const PASSWORDS_DIFFER_MESSAGE = "Passwords do not match";

/** A new password: at least 8 characters with a lowercase, an uppercase, a digit and one of #?!@$%^&*- . */
export function newPassword(patternMessage: string) {
  return secret({ label: "Password", min: 8, pattern: PASSWORD_PATTERN, messages: { min: patternMessage, pattern: patternMessage } });
}

export const ForgotPasswordSchema = z.object({ username: email() });

/** What the API takes. */
export const SetNewPasswordSchema = z.object({
  token: z.string({ error: "This password reset link is no longer valid." }).min(16).max(128),
  password: newPassword(RESET_PASSWORD_MESSAGE),
});

/** What the reset form takes: the same, typed twice. */
export const ResetPasswordFormSchema = SetNewPasswordSchema.extend({
  confirmPassword: secret({ label: "Confirm Password" }),
}).refine((value) => value.password === value.confirmPassword, {
  message: PASSWORDS_DIFFER_MESSAGE,
  path: ["confirmPassword"],
});
