import { Form } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { useIsSubmitting } from "~/components/useSchemaForm";
import { SECURITY_INTENTS } from "./intents";

/** For super admins: require a second step of every member of the organisation (issue 38 §1). */
export function SecondStepRequirementSection({ required }: { required: boolean }) {
  const pending = useIsSubmitting(SECURITY_INTENTS.requirement);
  return (
    <section aria-labelledby="requirement-title" className="rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <h2 id="requirement-title" className="text-lg font-semibold">
        Organisation
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {required
          ? "Every member must sign in with a second step. Members without one set it up at their next sign-in."
          : "Members may sign in with their password alone."}{" "}
        API tokens are not affected.
      </p>
      <Form method="post" className="mt-3">
        <CsrfField />
        <input type="hidden" name={INTENT_FIELD} value={SECURITY_INTENTS.requirement} />
        <input type="hidden" name="required" value={required ? "false" : "true"} />
        <button type="submit" disabled={pending} aria-busy={pending || undefined} className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50">
          {required ? "Stop requiring two-step sign-in" : "Require two-step sign-in for every member"}
        </button>
      </Form>
    </section>
  );
}
