import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { FormErrors, INTENT_FIELD } from "~/components/forms";
import { apiResult } from "~/lib/api-result";
import { formatMoment } from "~/lib/dates";
import { MY_SPACE_PATH } from "~/lib/routes";
import { redirectWithToast } from "~/lib/toast.server";
import { NOTIFICATION_INTENTS, NOTIFICATION_NOT_FOUND } from "~/schemas/notifications";
import { notificationIntents } from "~/intents/notifications.server";
import { useDatePreferences, useShellData } from "~/lib/shell";

export const meta: MetaFunction = () => [{ title: "Notifications · Meridian" }];

const NOTIFICATIONS_PATH = "/notifications";

export async function loader({ context }: LoaderFunctionArgs) {
  const result = await apiResult(await context.api.notifications.list.$get());
  if (!result.ok) throw redirect("/");
  return { notifications: result.data };
}

/** Mark one read (and, from its title, open its subject) or all of them. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const outcome = await notificationIntents.run(await request.formData(), context.api, params);
  if (!outcome) return data({ error: NOTIFICATION_NOT_FOUND }, 400);
  if (!outcome.ok) return data({ error: outcome.message }, outcome.status);
  if (outcome.intent === NOTIFICATION_INTENTS.readAll) return redirectWithToast(request, NOTIFICATIONS_PATH, { kind: "success", message: outcome.message });
  return redirect(outcome.value.open ?? NOTIFICATIONS_PATH);
}

const BUTTON = "rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50";

export default function Notifications() {
  const { notifications } = useLoaderData<typeof loader>();
  const shell = useShellData();
  const preferences = useDatePreferences();
  const unread = shell?.unreadNotifications ?? notifications.filter((entry) => !entry.read).length;
  return (
    <section aria-labelledby="notifications-title" className="max-w-3xl">
      <div className="flex items-center justify-between gap-4">
        <h1 id="notifications-title" className="text-xl font-semibold">
          Notifications
        </h1>
        {unread > 0 ? (
          <Form method="post">
            <CsrfField />
            <button type="submit" name={INTENT_FIELD} value={NOTIFICATION_INTENTS.readAll} className={BUTTON}>
              Mark all as read
            </button>
          </Form>
        ) : null}
      </div>
      <ActionError />
      {notifications.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500">
          You have no notifications. Assignments, mentions and invites arrive here.{" "}
          <Link to={MY_SPACE_PATH} className="font-medium text-brand-700 hover:underline">
            Back to My Space
          </Link>
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200" aria-label="Notifications, newest first">
          {notifications.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-4 p-4" data-read={entry.read}>
              <Form method="post" className="min-w-0">
                <CsrfField />
                <input type="hidden" name="notificationId" value={entry.id} />
                <input type="hidden" name="open" value={entry.link} />
                <button type="submit" name={INTENT_FIELD} value={NOTIFICATION_INTENTS.read} className="text-left">
                  <span className={entry.read ? "text-slate-700" : "font-semibold text-ink"}>{entry.title}</span>
                  {entry.read ? null : " "}
                  {entry.read ? null : <span className="ml-2 rounded bg-brand-100 px-1.5 text-xs text-brand-700">Unread</span>}
                </button>
                <p className="mt-1 text-sm text-slate-600">{entry.body}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {formatMoment(entry.createdAt, preferences)}
                </p>
              </Form>
              {entry.read ? null : (
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="notificationId" value={entry.id} />
                  <button type="submit" name={INTENT_FIELD} value={NOTIFICATION_INTENTS.read} className={BUTTON} aria-label={`Mark "${entry.title}" as read`}>
                    Mark as read
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ActionError() {
  const outcome = useActionData<typeof action>();
  return outcome?.error ? <FormErrors id="notifications-error" errors={[outcome.error]} /> : null;
}
