import { Form } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { FormErrors, INTENT_FIELD, SubmitButton } from "~/components/forms";
import { useIsSubmitting } from "~/components/useSchemaForm";
import { formatDate } from "~/lib/dates";
import { ORGANIZATION_INTENTS } from "./intents";

type Scheduled = { purgeAt: number; requestedBy: string | null };

/**
 * What an organisation scheduled for deletion shows instead of its pages (decision 0091): when it
 * goes and who asked; a super admin gets the Restore button, everyone else a plain explanation.
 */
export function ScheduledForDeletion({ organisation, scheduled, canRestore, error }: { organisation: string; scheduled: Scheduled; canRestore: boolean; error?: string }) {
  const restoring = useIsSubmitting(ORGANIZATION_INTENTS.restore);
  const when = formatDate(scheduled.purgeAt, undefined, "UTC");
  const asked = scheduled.requestedBy ? ` ${scheduled.requestedBy} asked for it to be deleted.` : "";
  return (
    <div className="mt-4 flex flex-col gap-4 text-slate-700">
      <p>
        {organisation} is scheduled for deletion and will be deleted for good on <strong>{when}</strong>.{asked}
      </p>
      {canRestore ? (
        <>
          <p>Until then you can restore it, as a super admin: its work opens again for everyone, as it was.</p>
          <FormErrors id="restore-error" errors={error ? [error] : undefined} />
          <Form method="post">
            <CsrfField />
            <input type="hidden" name={INTENT_FIELD} value={ORGANIZATION_INTENTS.restore} />
            <SubmitButton pending={restoring}>{`Restore ${organisation}`}</SubmitButton>
          </Form>
        </>
      ) : (
        <p>
          Until then its work cannot be opened or changed. Only a super admin of {organisation} can restore it: if you need it, ask one of them before that
          day. Your Meridian account and your other organisations are not affected.
        </p>
      )}
    </div>
  );
}
