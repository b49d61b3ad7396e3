import { Form, Link } from "@remix-run/react";
import { ConfirmByAddress } from "~/components/ConfirmByAddress";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { useIsSubmitting } from "~/components/useSchemaForm";
import { formatMoment } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { CONFIRM_END_OTHERS_PARAM, SESSION_INTENTS } from "./intents";

export type ListedSession = { sessionId: string; browser: string; system: string; startedAt: number; lastActiveAt: number; current: boolean };

/**
 * Where you are signed in (issue 38 §2): the person's sessions in this organisation, "Sign out" for
 * each other one, and "Sign out everywhere else" after a question asked by address.
 */
export function SessionsSection({ sessions, action, confirmingOthers }: { sessions: ListedSession[]; action: string; confirmingOthers: boolean }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-3">
      <h2 id="sessions-title" className="text-lg font-semibold">
        Where you are signed in
      </h2>
      <p className="text-sm text-slate-600">Your sessions in this organisation. Sign out any you do not recognise, then change your password.</p>
      <ul aria-label="Sessions" className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
        {sessions.map((session) => (
          <SessionRow key={session.sessionId} session={session} action={action} />
        ))}
      </ul>
      {others > 0 && !confirmingOthers ? (
        <Link to={`${action}?${CONFIRM_END_OTHERS_PARAM}=1`} className="self-start rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50">
          Sign out everywhere else
        </Link>
      ) : null}
      {others === 0 ? <p className="text-sm text-slate-500">You are not signed in anywhere else.</p> : null}
      {confirmingOthers && others > 0 ? (
        <ConfirmByAddress
          id="confirm-sign-out-others"
          question={`Sign out your ${others === 1 ? "other session" : `${others} other sessions`}? This session stays signed in.`}
          action={action}
          field={{ name: "scope", value: "others" }}
          intent={SESSION_INTENTS.endOthers}
          confirm="Yes, sign out everywhere else"
          keep="Cancel"
        />
      ) : null}
    </section>
  );
}

function SessionRow({ session, action }: { session: ListedSession; action: string }) {
  const preferences = useDatePreferences();
  const label = `${session.browser} on ${session.system}`;
  const pending = useIsSubmitting(SESSION_INTENTS.endOne);
  return (
    <li aria-label={session.current ? `${label}, this session` : label} className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {label}
          {session.current ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">This session</span> : null}
        </p>
        <p className="text-xs text-slate-500">
          Signed in {formatMoment(session.startedAt, preferences)} · last active {formatMoment(session.lastActiveAt, preferences)}
        </p>
      </div>
      {session.current ? null : (
        <Form method="post" action={action}>
          <CsrfField />
          <input type="hidden" name="sessionId" value={session.sessionId} />
          <button
            type="submit"
            name={INTENT_FIELD}
            value={SESSION_INTENTS.endOne}
            aria-label={`Sign out ${label}`}
            disabled={pending}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-60"
          >
            Sign out
          </button>
        </Form>
      )}
    </li>
  );
}
