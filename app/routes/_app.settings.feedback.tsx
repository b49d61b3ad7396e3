import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { apiResult } from "~/lib/api-result";
import { formatDate } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { ScrollBox } from "~/components/ScrollBox";

export const meta: MetaFunction = () => [{ title: "Feedback · Settings · Meridian" }];

/** Super admins read what their organisation's members sent with the Feedback button. */
export async function loader({ context }: LoaderFunctionArgs) {
  const result = await apiResult(await context.api.feedback.list.$get());
  return result.ok ? { allowed: true as const, feedback: result.data } : { allowed: false as const, message: result.message };
}

export default function FeedbackSettings() {
  const screen = useLoaderData<typeof loader>();
  const { dateFormat } = useDatePreferences();
  return (
    <section aria-labelledby="feedback-title" className="max-w-3xl">
      <h1 id="feedback-title" className="text-xl font-semibold">
        Feedback
      </h1>
      {!screen.allowed ? (
        <p className="mt-6 rounded-md border border-slate-200 bg-white p-4 text-slate-600">{screen.message}</p>
      ) : screen.feedback.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500">No feedback yet.</p>
      ) : (
        <ScrollBox label="Feedback" className="mt-6">
          <table className="w-full rounded-lg bg-white text-left text-sm ring-1 ring-slate-200">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="p-3">From</th>
                <th scope="col" className="p-3">Rating</th>
                <th scope="col" className="p-3">Suggestion</th>
                <th scope="col" className="p-3">Sent</th>
              </tr>
            </thead>
            <tbody>
              {screen.feedback.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100 align-top">
                  <td className="p-3">
                    {entry.userName}
                    <span className="block text-xs text-slate-500">{entry.username}</span>
                  </td>
                  <td className="p-3">{entry.responseRating} / 5</td>
                  <td className="whitespace-pre-line p-3">{entry.suggestion}</td>
                  <td className="p-3">
                    {formatDate(entry.createdAt, dateFormat)}
                    <span className="block text-xs text-slate-500">v{entry.appVersion}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
