import * as z from "zod";

/**
 * One builder for every text rule of spec §5: messages come in the order
 * required, leading space, min length, max length, pattern; the first failing
 * rule is the only one reported, and the value is trimmed.
 */
export const LEADING_SPACE_MESSAGE = "Leading Spaces not allowed";

type TextRule = {
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  messages?: Partial<Record<"required" | "min" | "max" | "pattern", string>>;
};

export function firstTextError(value: string, rule: TextRule): string | null {
  const { label, min, max, pattern, messages = {} } = rule;
  if (value.trim() === "") {
    return rule.required === false ? null : (messages.required ?? `Please fill in ${label}`);
  }
  if (/^\s/.test(value)) return LEADING_SPACE_MESSAGE;
  const trimmed = value.trim();
  if (min !== undefined && trimmed.length < min) {
    return messages.min ?? `${label} should be at least ${min} characters`;
  }
  if (max !== undefined && trimmed.length > max) {
    return messages.max ?? `${label} should not exceed ${max} characters`;
  }
  if (pattern && !pattern.test(trimmed)) return messages.pattern ?? `Please enter valid ${label.toLowerCase()}`;
  return null;
}

export function text(rule: TextRule) {
  const requiredMessage = rule.messages?.required ?? `Please fill in ${rule.label}`;
  return z
    .string({ error: requiredMessage })
    .superRefine((value, ctx) => {
      const message = firstTextError(value, rule);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => value.trim());
}

/** A password as typed: the same required and leading-space checks, but never trimmed. */
export function secret(rule: TextRule) {
  return z.string({ error: rule.messages?.required ?? `Please fill in ${rule.label}` }).superRefine((value, ctx) => {
    const message = firstTextError(value, rule);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

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

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#?!@$%^&*-]).{8,}$/;
export const LETTERS = /^[A-Za-z]+$/;
export const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

export const email = () =>
  text({
    label: "Email",
    pattern: EMAIL_PATTERN,
    messages: { required: "Please fill in Email", pattern: "Please enter valid email id" },
  }).transform((value) => value.toLowerCase());

/** Domain name / orgDomainName (spec §5): 2 to 24 letters and digits, compared in lower case. */
export const domainName = () =>
  text({ label: "Domain Name", min: 2, max: 24, pattern: LETTERS_AND_DIGITS }).transform((value) =>
    value.toLowerCase(),
  );

/** First and last names (spec §5): required, 2 to 50 letters. */
export const personName = (label: "First Name" | "Last Name") => text({ label, min: 2, max: 50, pattern: LETTERS });
