import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { developmentData } from "~/lib/devPages";
import { staticPage } from "~/lib/pageScripts";
import { waterfall } from "~/lib/telemetry/waterfall";

export const meta: MetaFunction = () => [{ title: "Traces (development) · Meridian" }];

export const handle = staticPage;

/** Development only: the latest traces the Worker's collector received, from the browser through the Worker to storage. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { traces: await developmentData(context, (api) => api.dev.traces.$get()) };
}

const SERVICE_COLOURS = ["bg-brand-600", "bg-emerald-600", "bg-amber-600", "bg-sky-600"];

export default function DevTraces() {
  const { traces } = useLoaderData<typeof loader>();
  const services = [...new Set(traces.flatMap((trace) => trace.spans.map((span) => span.service)))];
  const colour = (service: string) => SERVICE_COLOURS[services.indexOf(service) % SERVICE_COLOURS.length];
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <h1 className="text-2xl font-semibold">Traces</h1>
      <p className="mt-1 text-sm text-slate-600">
        Spans sent to the development collector, newest trace first. Reload to see new ones (the Worker sends its spans 5 s after a
        request, the browser when a page is hidden or its batch is due).
      </p>
      {traces.length === 0 ? <p className="mt-6 text-slate-600">No traces yet: open a page of the app, then reload this one.</p> : null}
      <ol className="mt-6 flex flex-col gap-6">
        {traces.map((trace) => {
          const { durationMs, rows } = waterfall(trace.spans);
          return (
            <li key={trace.traceId} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="trace">
              <h2 className="flex flex-wrap justify-between gap-2 font-semibold">
                <span>{rows[0]?.span.name}</span>
                <span className="text-sm font-normal text-slate-600">
                  {durationMs.toFixed(1)} ms · {trace.spans.length} spans · <code>{trace.traceId}</code>
                </span>
              </h2>
              <ol className="mt-3 flex flex-col gap-1 text-sm">
                {rows.map(({ span, depth, offsetPercent, widthPercent }) => (
                  <li key={span.spanId} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-center gap-3" data-testid="span">
                    <span className="truncate" style={{ paddingLeft: `${depth * 1.25}rem` }} title={JSON.stringify(span.attributes)}>
                      <span className="text-slate-500">{span.service}</span> {span.name}
                      {span.failed ? <span className="ml-1 text-red-700">(failed)</span> : null}
                    </span>
                    <span className="relative h-4 rounded bg-slate-100">
                      <span
                        className={`absolute inset-y-0 min-w-px rounded ${colour(span.service)}`}
                        style={{ left: `${offsetPercent}%`, width: `${widthPercent}%` }}
                      />
                      <span className="absolute right-1 text-xs leading-4 text-slate-700">{(span.endMs - span.startMs).toFixed(1)} ms</span>
                    </span>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
    </main>
  );
}
