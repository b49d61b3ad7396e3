import * as z from "zod";
import { SUBDOMAIN_CHARACTERS, SUBDOMAIN_MAX_LENGTH, SUBDOMAIN_MIN_LENGTH } from "~/lib/subdomains";
import { EMAIL_PATTERN } from "~/lib/textChecks";

/**
 * The field rules of spec §5, each defined once and composed into the forms
 * and API inputs of app/schemas/<group>.ts.
 *
 * One builder for every text rule: messages come in the order required,
 * leading space, min length, max length, pattern; the first failing rule is
 * the only one reported, and the value is trimmed.
 */
export const LEADING_SPACE_MESSAGE = "Leading Spaces not allowed";

/**
 * Control characters (C0 with tab, CR and LF; DEL; C1) and the Unicode line and paragraph
 * separators: none belongs on one line, and a line break in a name would reach mail headers.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]+/u;
export const isSingleLine = (value: string) => !CONTROL_CHARACTERS.test(value);
export const singleLineMessage = (label: string) => `${label} should not contain line breaks, tabs or other control characters`;

type TextRule = {
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Refuses control characters (a name). */
  singleLine?: boolean;
  messages?: Partial<Record<"required" | "min" | "max" | "pattern", string>>;
};

/** The first message of `rule` that `value` fails; lengths and pattern apply to the trimmed value, or to the value as typed. */
export function firstTextError(value: string, rule: TextRule, asTyped = false): string | null {
  const { label, min, max, pattern, messages = {} } = rule;
  if (value.trim() === "") {
    return rule.required === false ? null : (messages.required ?? `Please fill in ${label}`);
  }
  if (/^\s/.test(value)) return LEADING_SPACE_MESSAGE;
  const checked = asTyped ? value : value.trim();
  if (min !== undefined && checked.length < min) {
    return messages.min ?? `${label} should be at least ${min} characters`;
  }
  if (max !== undefined && checked.length > max) {
    return messages.max ?? `${label} should not exceed ${max} characters`;
  }
  if (rule.singleLine && !isSingleLine(checked)) return singleLineMessage(label);
  if (pattern && !pattern.test(checked)) return messages.pattern ?? `Please enter valid ${label.toLowerCase()}`;
  return null;
}

function checkedString(rule: TextRule, asTyped = false) {
  return z.string({ error: rule.messages?.required ?? `Please fill in ${rule.label}` }).superRefine((value, ctx) => {
    const message = firstTextError(value, rule, asTyped);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

export function text(rule: TextRule) {
  return checkedString(rule).transform((value) => value.trim());
}

/** The name of a work item, team, folder, column, status or dashboard: one line of text. */
export const singleLineName = (rule: Omit<TextRule, "singleLine">) => text({ ...rule, singleLine: true });

/** `schema`'s string refused when it holds control characters, for names checked outside `text` (a project file's). */
export const refineSingleLine = <T extends z.ZodType<string>>(schema: T, label: string) => schema.refine(isSingleLine, singleLineMessage(label));

export function optionalText(rule: TextRule) {
  return z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const message = value ? firstTextError(value, { ...rule, required: false }) : null;
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => value?.trim() || undefined);
}

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).{8,}$/;
export const LETTERS = /^[A-Za-z]+$/;

export const email = () =>
  text({
    label: "Email",
    pattern: EMAIL_PATTERN,
    messages: { required: "Please fill in Email", pattern: "Please enter valid email id" },
  }).transform((value) => value.toLowerCase());

/** The input of every call that takes only the user's e-mail (sign-up OTP, forgotten password or organisations). */
export const UsernameSchema = z.object({ username: email() });

/**
 * A password, the one rule of sign-up, reset, change and login: kept exactly
 * as typed (a trailing space is part of it), required, no leading space.
 */
export const password = (label = "Password") => checkedString({ label }, true);

/** A new password (spec §5): 8 characters or more with a lowercase, an uppercase, a digit and one of #?!@$%^&*- ; `message` is the form's. */
export const newPassword = (message: string, label = "Password") =>
  checkedString({ label, min: 8, pattern: PASSWORD_PATTERN, messages: { min: message, pattern: message } }, true);

/**
 * An organisation's sub-domain (spec §5 domain name, orgDomainName): 2 to 24
 * letters and digits, compared in lower case. `message`, when given, replaces
 * the length and pattern messages.
 */
export const domainName = (message?: string) =>
  text({
    label: "Domain Name",
    min: SUBDOMAIN_MIN_LENGTH,
    max: SUBDOMAIN_MAX_LENGTH,
    pattern: SUBDOMAIN_CHARACTERS,
    messages: message ? { required: message, min: message, max: message, pattern: message } : undefined,
  }).transform((value) => value.toLowerCase());

/** First and last names (spec §5): required, 2 to 50 letters. */
export const personName = (label: "First Name" | "Last Name") => text({ label, min: 2, max: 50, pattern: LETTERS });

/** The one-time token of a link or a sign-up step (43 random characters); `message`, when given, is every failure's. */
export const token = (message?: string) => z.string({ error: message }).min(16, message).max(128, message);

/**
 * The id of a work item, person or status. Only its shape is checked here: an
 * unknown id answers 404 from the workspace, exactly as one the caller may not see.
 */
export const workId = (label: string) =>
  z
    .string({ error: `Please choose a ${label}` })
    .trim()
    .min(1, `Please choose a ${label}`)
    .max(64, `Unknown ${label}`);

/**
 * `confirm: true` agrees to what a refused change named with its count (409): values a column
 * change converts, dependencies a move across projects removes.
 */
export const Confirmation = z.object({ confirm: z.boolean().optional() });

/** A query parameter that an empty value leaves out. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
