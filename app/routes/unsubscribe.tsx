import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { AuthCard } from "~/components/AuthCard";
import { CsrfField } from "~/components/CsrfField";
import { apiResult } from "~/lib/api-result";
import { MAIL_REASON_LABELS, MAIL_REASONS, UNSUBSCRIBE_INVALID, type MailReason } from "~/schemas/conversation";

export const meta: MetaFunction = () => [{ title: "Unsubscribe · Meridian" }];

/**
 * A conversation mail's unsubscribe link (issue 17 §2), without signing in. Opening the link changes
 * nothing (mail scanners open links); the button does, and says which mail stops.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  const result = await apiResult(await context.api.user.unsubscribe.$post({ json: { token } }));
  if (!result.ok) return data({ ok: false as const, message: result.message }, result.status);
  return { ok: true as const, reason: result.data.reason };
}

const reasonText = (reason: MailReason) => MAIL_REASON_LABELS[reason].replace(/^./, (first) => first.toLowerCase());

export default function Unsubscribe() {
  const [params] = useSearchParams();
  const outcome = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const token = params.get("token") ?? "";
  if (outcome?.ok && MAIL_REASONS.includes(outcome.reason)) {
    return (
      <AuthCard title="You are unsubscribed">
        <p className="mt-4 text-slate-700" role="status">
          You will no longer get mail when {reasonText(outcome.reason)}. Notifications in Meridian stay as they are.
        </p>
        <Link to="/settings/mail" className="mt-6 block font-medium text-brand-600 underline">
          Choose which mail you get
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Stop these mails?">
      {outcome && !outcome.ok ? (
        <p className="mt-4 text-red-700" role="alert">
          {outcome.message}
        </p>
      ) : token ? null : (
        <p className="mt-4 text-red-700" role="alert">
          {UNSUBSCRIBE_INVALID}
        </p>
      )}
      <Form method="post" className="mt-6 flex flex-col gap-3">
        <CsrfField />
        <input type="hidden" name="token" value={token} />
        <p className="text-slate-700">Meridian will stop mailing you about this kind of conversation activity on this organisation.</p>
        <button type="submit" disabled={pending || !token} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
          {pending ? "Unsubscribing…" : "Unsubscribe"}
        </button>
      </Form>
    </AuthCard>
  );
}
