import { formatMoment } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { EndpointButton } from "./EndpointButton";

export type DeliveryAttempt = {
  attemptId: number;
  deliveryId: string;
  eventType: string;
  attempt: number;
  attemptedAt: number;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
};

const succeeded = (statusCode: number | null) => statusCode !== null && statusCode >= 200 && statusCode < 300;

/** An endpoint's delivery log: each attempt, newest first, with a way to send its delivery again. */
export function DeliveryLog({ endpointId, url, attempts, enabled }: { endpointId: string; url: string; attempts: readonly DeliveryAttempt[]; enabled: boolean }) {
  const preferences = useDatePreferences();
  return (
    <section aria-labelledby="log-title" className="mt-8">
      <h2 id="log-title" className="font-semibold break-all">
        Deliveries to {url}
      </h2>
      {attempts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Nothing has been sent to this endpoint yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Delivery log, newest first</caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-2">Time</th>
                <th scope="col" className="px-3 py-2">Event</th>
                <th scope="col" className="px-3 py-2">Status</th>
                <th scope="col" className="px-3 py-2">Latency</th>
                <th scope="col" className="px-3 py-2">Attempt</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {attempts.map((row) => (
                <tr key={row.attemptId}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={new Date(row.attemptedAt).toISOString()}>{formatMoment(row.attemptedAt, preferences)}</time>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{row.eventType}</td>
                  <td className={`px-3 py-2 ${succeeded(row.statusCode) ? "text-emerald-700" : "text-red-700"}`} title={row.error ?? undefined}>
                    {row.statusCode ?? "No answer"}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{row.latencyMs} ms</td>
                  <td className="px-3 py-2">{row.attempt}</td>
                  <td className="px-3 py-2">
                    {enabled ? (
                      <EndpointButton intent="redeliver" fields={{ endpointId, deliveryId: row.deliveryId }} label={`Redeliver ${row.eventType} (attempt ${row.attempt})`}>
                        Redeliver
                      </EndpointButton>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
