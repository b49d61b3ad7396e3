import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { developmentData } from "~/lib/devPages";
import { staticPage } from "~/lib/pageScripts";

export const meta: MetaFunction = () => [{ title: "Analytics events (development) · Meridian" }];

export const handle = staticPage;

/** Development only: the latest product-analytics events the Worker's development service received. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { events: await developmentData(context, (api) => api.dev.analytics.$get()) };
}

export default function DevAnalytics() {
  const { events } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <h1 className="text-2xl font-semibold">Analytics events</h1>
      <p className="mt-1 text-sm text-slate-600">Events the app posted in batches to the development analytics service, newest first.</p>
      {events.length === 0 ? <p className="mt-6 text-slate-600">No events yet: sign in and click around, then reload this page.</p> : null}
      <table className="mt-6 w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th className="py-1 pr-3 font-medium">Received</th>
            <th className="py-1 pr-3 font-medium">Event</th>
            <th className="py-1 font-medium">Fields</th>
          </tr>
        </thead>
        <tbody>
          {events.map(({ id, receivedAt, event }) => {
            const { event_type: type, ...fields } = event;
            return (
              <tr key={id} className="border-t border-slate-200 align-top" data-testid="analytics-event">
                <td className="py-2 pr-3 whitespace-nowrap">{new Date(receivedAt).toISOString()}</td>
                <td className="py-2 pr-3 font-medium">{type}</td>
                <td className="py-2">
                  <pre className="whitespace-pre-wrap font-sans text-xs">{JSON.stringify(fields, null, 1)}</pre>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </main>
  );
}
