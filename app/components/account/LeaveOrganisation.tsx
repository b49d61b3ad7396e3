import { Link } from "@remix-run/react";
import { ConfirmByAddress } from "~/components/ConfirmByAddress";
import { FormErrors } from "~/components/forms";
import { ACCOUNT_INTENTS, CONFIRM_LEAVE_PARAM } from "./intents";

/**
 * Leave the organisation (issue 38 §3): asked by address first; the person's work stays, named as
 * someone no longer here. The last super admin is refused with the API's message.
 */
export function LeaveOrganisation({ organisation, action, confirming, error }: { organisation: string; action: string; confirming: boolean; error?: string }) {
  return (
    <section aria-labelledby="leave-title" className="flex flex-col gap-3 rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <h2 id="leave-title" className="text-lg font-semibold">
        Leave {organisation}
      </h2>
      <p className="text-sm text-slate-600">
        You stop being a member: you are signed out here, and {organisation} leaves your list of organisations. Your tasks, messages and other work stay, with
        your name on them. Only an invitation brings you back.
      </p>
      <FormErrors id="leave-error" errors={error ? [error] : undefined} />
      {confirming ? (
        <ConfirmByAddress
          id="confirm-leave"
          question={`Leave ${organisation}? You are signed out at once.`}
          action={action}
          field={{ name: "organisation", value: organisation }}
          intent={ACCOUNT_INTENTS.leave}
          confirm={`Yes, leave ${organisation}`}
          keep="Stay"
        />
      ) : (
        <Link to={`${action}?${CONFIRM_LEAVE_PARAM}=1`} className="self-start rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50">
          Leave organisation
        </Link>
      )}
    </section>
  );
}
