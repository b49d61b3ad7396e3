import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { RestrictedPage } from "~/components/access/Restricted";
import { ExportDownloadLink, exportJobStateText } from "~/components/exports/ExportJobState";
import { apiResult } from "~/lib/api-result";
import { formatDate, formatMoment } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { EXPORT_JOB_FORMAT_NAMES } from "~/schemas/exportJobs";

export const meta: MetaFunction = () => [{ title: "Exports · Meridian" }];

/** How often the page asks again while an export runs (with JavaScript; without, the Refresh link). */
const POLL_MS = 3000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await apiResult(await context.api.download.exportJobs.$get());
  // Refused while exports are turned off for the member: the page says so (RestrictedPage).
  if (!result.ok && result.status !== 403) throw redirect("/");
  return {
    jobs: result.ok ? result.data.jobs : [],
    started: new URL(request.url).searchParams.get("started"),
  };
}

/**
 * exports (issue 19 §4, decision 0057): the member's background exports with their state and
 * percentage; a ready one's file through its signed link until it expires. The page asks again
 * every few seconds while one runs; without JavaScript, the Refresh link reloads it.
 */
export default function Exports() {
  const { jobs, started } = useLoaderData<typeof loader>();
  const preferences = useDatePreferences();
  const revalidator = useRevalidator();
  const running = jobs.some((job) => job.state === "running");
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  return (
    <RestrictedPage capability="exportData">
      <section aria-labelledby="exports-title" className="max-w-3xl">
        <div className="flex items-center justify-between gap-4">
          <h1 id="exports-title" className="text-xl font-semibold">
            Exports
          </h1>
          <Link to="/exports" reloadDocument className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
            Refresh
          </Link>
        </div>
        {started ? (
          <p role="status" className="mt-3 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
            This project is large, so its export runs in the background. You will get a notification and an e-mail with the download link when it is ready.
          </p>
        ) : null}
        {jobs.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">No exports yet. Large projects are exported here in the background.</p>
        ) : (
          <ul aria-label="Your exports" className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
            {jobs.map((job) => (
              <li key={job.jobId} className="flex items-center justify-between gap-4 p-3 text-sm" aria-label={`${job.projectName} ${job.format}`}>
                <div className="flex flex-col gap-1">
                  <span className="font-medium">{job.projectName}</span>
                  <span className="text-slate-600">
                    {EXPORT_JOB_FORMAT_NAMES[job.format]} · started {formatMoment(job.createdAt, preferences)}
                    {job.expiresAt && job.state === "ready" ? ` · until ${formatDate(job.expiresAt, preferences.dateFormat)}` : ""}
                  </span>
                  {job.error ? <span className="text-red-700">{job.error}</span> : null}
                </div>
                <div className="flex items-center gap-3">
                  {job.state === "running" ? (
                    <progress max={100} value={job.percent} aria-label={`${job.percent}%`} className="w-24">
                      {job.percent}%
                    </progress>
                  ) : null}
                  <span>{exportJobStateText(job)}</span>
                  <ExportDownloadLink href={job.downloadUrl} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </RestrictedPage>
  );
}
