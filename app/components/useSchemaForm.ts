import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useLocation, useNavigation } from "@remix-run/react";
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

/**
 * The key of a form that starts empty again once its post succeeds: success
 * redirects to the page again with its toast (decision 0016), a new location.
 */
export function useFreshFormKey(): string {
  return useLocation().key;
}
