import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { z } from "zod";
import { INTENT_FIELD } from "./forms";

type Options = {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, unknown>;
};

/**
 * A conform form validated by the same zod schema as the server: errors show
 * once a field is left and update while typing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, any>>>(schema: S, { id, lastResult, defaultValue }: Options) {
  return useForm<z.input<S>, z.output<S>>({
    id,
    lastResult,
    // Loader data may be wider than the schema's input (e.g. a stored preference as string).
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** Whether a form post (with this `intent`, when given) is on its way: the pending state of its button. */
export function useIsSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod !== "POST") return false;
  return intent === undefined || navigation.formData?.get(INTENT_FIELD) === intent;
}

/** A post's answer that refuses it: a form reply with errors (conform's), or an `error` message. */
export function isRefusal(answer: unknown): boolean {
  if (typeof answer !== "object" || answer === null) return false;
  const { error, result } = answer as { error?: unknown; result?: { status?: string } };
  return Boolean(error) || result?.status === "error";
}

/**
 * The key of a form that starts empty again once its post succeeds: success
 * redirects to the page again with its toast (decision 0016), or answers what
 * it made, a new location either way. A refused post keeps the form as it is:
 * its location comes only after the page's data is read again, a moment after
 * the refusal shows, and a form rendered anew then would drop what the person
 * chose meanwhile (a picture chosen again came to nothing: issue 40 §4).
 */
export function useFreshFormKey(): string {
  const { key } = useLocation();
  const refused = isRefusal(useActionData());
  const [kept, setKept] = useState(key);
  if (!refused && kept !== key) setKept(key);
  return refused ? kept : key;
}
