import * as z from "zod";
import { newPassword, password, token, UsernameSchema } from "./fields";

/** The two password messages of spec §5: one for sign-up, one for reset and change. */
export const SIGNUP_PASSWORD_MESSAGE =
  "Password must have atleast one lowercase, one uppercase, one special character, one numeric and minimum 8 characters";
export const RESET_PASSWORD_MESSAGE =
  "Password should be alphanumerical with a minimum of 8 characters in length and have at least one uppercase, lowercase and special character.";
export const PASSWORDS_DIFFER_MESSAGE = "Passwords do not match";
export const RESET_LINK_DEAD_MESSAGE = "This password reset link is no longer valid. Please request a new one.";

/** user/forgotPassword: the e-mail to send a reset link to. */
export const ForgotPasswordSchema = UsernameSchema;

/** What the API takes. */
export const SetNewPasswordSchema = z.object({
  token: token(RESET_LINK_DEAD_MESSAGE),
  password: newPassword(RESET_PASSWORD_MESSAGE),
});

/** What the reset form takes: the same, typed twice. */
export const ResetPasswordFormSchema = SetNewPasswordSchema.extend({
  confirmPassword: password("Confirm Password"),
}).refine((value) => value.password === value.confirmPassword, {
  message: PASSWORDS_DIFFER_MESSAGE,
  path: ["confirmPassword"],
});
