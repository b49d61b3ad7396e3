import * as z from "zod";
import { domainName, password, singleLineName, token } from "./fields";

/** Two-step sign-in and passkeys (issue 38 §1): the API's inputs and the pages' forms, one definition per rule. */
export const WRONG_CODE_MESSAGE = "Please enter correct code from your authenticator app or one of your recovery codes.";
export const SECOND_STEP_BLOCKED_MESSAGE = "You have entered a wrong code for the 5th time in a row.";
export const SECOND_STEP_BLOCKED_DETAIL = "To protect your account, we have temporarily blocked its second step. Please try again after 5 minutes.";
export const SIGN_IN_EXPIRED_MESSAGE = "Your sign-in has expired. Please login again.";
export const PASSKEY_REFUSED_MESSAGE = "This passkey could not be used. Please try again or use a code.";
export const SECOND_STEP_REQUIRED_MESSAGE = "This organization requires two-step sign-in. Please login to set it up.";
export const WRONG_PASSWORD_MESSAGE = "Current password is incorrect";
export const CODE_REQUIRED_MESSAGE = "Please fill in Code";
export const PASSKEY_CONFIRMATION_REQUIRED_MESSAGE = "Please confirm with one of your passkeys";
export const PASSKEY_CONFIRMATION_EXPIRED_MESSAGE = "Your passkey confirmation has expired. Please confirm with your passkey again.";
export const CODE_PATTERN_MESSAGE = "Please enter the 6-digit code or a recovery code";
export const APP_CODE_PATTERN_MESSAGE = "Please enter the 6-digit code from your authenticator app";

/** A 6-digit authenticator code (spaces allowed between the digits), as digits. */
const appCode = () =>
  z
    .string({ error: CODE_REQUIRED_MESSAGE })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().min(1, CODE_REQUIRED_MESSAGE).regex(/^\d{6}$/, APP_CODE_PATTERN_MESSAGE));

/** An authenticator code, or a recovery code (two groups of five letters and digits). */
export const anyCode = () =>
  z
    .string({ error: CODE_REQUIRED_MESSAGE })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, CODE_REQUIRED_MESSAGE)
        .max(20, CODE_PATTERN_MESSAGE)
        .regex(/^(\d{3}\s?\d{3}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, CODE_PATTERN_MESSAGE),
    );

/** The reference to a pending sign-in the login call answered. */
const challenge = () => token();

/** The second step's form: the code alone (the pending sign-in is the auth host's cookie). */
export const CodeFormSchema = z.object({ code: anyCode() });
export const SecondStepSchema = z.object({ challenge: challenge(), code: anyCode() });
export const ChallengeSchema = z.object({ challenge: challenge() });
export const ConfirmSetupSchema = z.object({ challenge: challenge(), code: appCode() });

export const ConfirmTotpSchema = z.object({ code: appCode() });
export type ConfirmTotpInput = z.output<typeof ConfirmTotpSchema>;
export const DisableTotpSchema = z.object({ password: password(), code: anyCode() });

export const PasskeyNameSchema = singleLineName({ label: "Passkey name", min: 1, max: 50 });
export const PasskeyIdSchema = z.string().min(1).max(1024).regex(/^[A-Za-z0-9_-]+$/, "Passkey not found");

/** A WebAuthn response as @simplewebauthn/browser hands it over; the server library checks the rest. */
const credentialResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
});

export const RegisterPasskeySchema = z.object({ challenge: challenge(), name: PasskeyNameSchema, response: credentialResponse });
export const RenamePasskeySchema = z.object({ id: PasskeyIdSchema, name: PasskeyNameSchema });
export const RemovePasskeySchema = z.object({ id: PasskeyIdSchema });

/** A passkey sign-in: instead of the password (the organisation named), or as the second step (the pending sign-in named). */
export const PasskeyOptionsSchema = z
  .object({ domainName: domainName().optional(), challenge: challenge().optional() })
  .refine((value) => (value.domainName === undefined) !== (value.challenge === undefined), {
    message: "Please fill in Domain name",
    path: ["domainName"],
  });
export const PasskeySignInSchema = z.object({ challenge: challenge(), response: credentialResponse });

/** Confirming a step not lightly undone with a passkey (deleting the account or the organisation): its signature over the confirmation's challenge. */
export const ConfirmWithPasskeySchema = z.object({ challenge: challenge(), response: credentialResponse });
/** What a passkey confirmation answers, for the form that deletes to send once: the confirmation's reference. */
export const passkeyConfirmation = () => challenge().optional();

export const SecondStepRequirementSchema = z.object({ required: z.boolean() });
