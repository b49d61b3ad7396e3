import * as z from "zod";
import { domainName, email, personName, text } from "./fields";
import { newPassword, SIGNUP_PASSWORD_MESSAGE } from "./password";

/** Sign-up (spec §4, §5, §7, §8): the API's inputs and the modal's forms, one definition per rule. */
export const WRONG_OTP_MESSAGE = "Please enter correct OTP that you received on email.";
export const OTP_BLOCKED_MESSAGE = "You have entered a wrong OTP for the 5th time in a row.";
export const OTP_BLOCKED_DETAIL =
  "To protect your account, we have temporarily blocked your email ID. Please press Generate New OTP after 5 minutes to get a new OTP.";
export const SEND_LIMIT_MESSAGE = "You have requested too many OTPs. Please try again after some time.";
export const RESEND_TOO_SOON_MESSAGE = "Please wait before requesting a new OTP.";
export const SIGNUP_EXPIRED_MESSAGE = "Your sign-up session has expired. Please start again.";
export const SUBDOMAIN_TAKEN_MESSAGE = "This URL is already in Use. Please choose other URL";
export const OTP_SENT_MESSAGE = "OTP has been sent to your email successfully";
export const OTP_RESENT_MESSAGE = "New OTP has been sent to your email successfully";
export const SEND_OTP_FAILED_MESSAGE = "Something went wrong.";
export const CREATE_ACCOUNT_FAILED_MESSAGE = "Oops! Something went wrong, Please try again";
export const SUBDOMAIN_HINT =
  "One word, no dots, dashes, underscores, spaces or special characters, maximum 24 characters.";

export const OTP_LENGTH = 4;
/** How long the user identifier token of a verified e-mail stays valid. */
export const SIGNUP_SESSION_TTL_SECONDS = 30 * 60;

const otp = z.preprocess(
  // The four OTP boxes post four values under one name.
  (value) => (Array.isArray(value) ? value.join("") : value),
  text({ label: "OTP", pattern: /^\d{4}$/, messages: { pattern: WRONG_OTP_MESSAGE } }),
);


/** The sign-up modal also allows spaces in the organisation name (spec §5). */
export const organizationName = () =>
  text({ label: "Organization Name", min: 2, max: 24, pattern: /^[A-Za-z0-9 ]+$/ });

const signupPassword = () => newPassword(SIGNUP_PASSWORD_MESSAGE);

export const SendOtpSchema = z.object({ username: email() });
export const VerifyOtpSchema = z.object({ username: email(), otp });
export const CreateAccountSchema = z.object({
  firstName: personName("First Name"),
  lastName: personName("Last Name"),
  organizationName: organizationName(),
  password: signupPassword(),
});
export const CreateSubdomainSchema = z.object({ subdomain: domainName() });
/** createAccount and createSubdomain carry verifyOtp's token in this header. */
export const IDENTIFIER_TOKEN_HEADER = "useridentifiertoken";
export const IdentifierHeaderSchema = z.object({ [IDENTIFIER_TOKEN_HEADER]: z.string().max(128).optional() });

/** The modal's forms, one per intent; field names follow spec §3's sign-up form. */
export const EnterEmailFormSchema = z.object({ intent: z.literal("sendOtp"), email: email() });
export const ResendOtpFormSchema = z.object({ intent: z.literal("resendOtp"), email: email() });
export const VerifyOtpFormSchema = z.object({ intent: z.literal("verifyOtp"), email: email(), otp });
export const UserDetailsFormSchema = z.object({
  intent: z.literal("createAccount"),
  firstName: personName("First Name"),
  lastName: personName("Last Name"),
  orgName: organizationName(),
  password: signupPassword(),
});
export const OrgDetailsFormSchema = z.object({ intent: z.literal("createSubdomain"), orgDomainName: domainName() });
/** Invited users (spec §4): the organisation is the inviter's, so there is no organisation name to send. */
export const InvitedUserFormSchema = z.object({
  intent: z.literal("invitedUserSignup"),
  firstName: personName("First Name"),
  lastName: personName("Last Name"),
  password: signupPassword(),
  username: email(),
  organisationName: z.string().max(200),
  invitedBy: z.string().max(200),
  inviteToken: z.string().min(16).max(128),
});

export const SignupFormSchema = z.discriminatedUnion("intent", [
  EnterEmailFormSchema,
  ResendOtpFormSchema,
  VerifyOtpFormSchema,
  UserDetailsFormSchema,
  OrgDetailsFormSchema,
  InvitedUserFormSchema,
]);
export type SignupForm = z.infer<typeof SignupFormSchema>;
