import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { mailIntents } from "~/intents/mail.server";
import { apiResult } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { MAIL_REASON_LABELS, MAIL_REASONS } from "~/schemas/conversation";

export const meta: MetaFunction = () => [{ title: "Mail · Settings · Meridian" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const result = await apiResult(await context.api.user.mailPreferences.$get());
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return result.data;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await mailIntents.run(await request.formData(), context.api, params);
  if (!outcome) return data({ message: "Unknown action" }, 400);
  return redirectWithToast(request, new URL(request.url).pathname, { kind: outcome.ok ? "success" : "error", message: outcome.message });
}

/** Settings › Mail: which conversation mail the member gets on this organisation (issue 17 §2). */
export default function MailSettings() {
  const preferences = useLoaderData<typeof loader>();
  const pending = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="mail-title" className="max-w-xl">
      <h1 id="mail-title" className="text-xl font-semibold">
        Mail
      </h1>
      <p className="mt-1 text-sm text-slate-600">Meridian tells you in the app either way; choose what also comes by mail.</p>
      <Form method="post" className="mt-6 flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <CsrfField />
        <input type="hidden" name={INTENT_FIELD} value="save" />
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium text-slate-700">Mail me when</legend>
          {MAIL_REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" name={reason} defaultChecked={preferences[reason]} className="h-4 w-4 rounded border-slate-300" />
              {MAIL_REASON_LABELS[reason]}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={pending} className="self-start rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60">
          {pending ? "Saving…" : "Save"}
        </button>
      </Form>
    </section>
  );
}
