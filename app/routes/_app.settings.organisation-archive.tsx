import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { ExportDownloadLink, exportJobStateText } from "~/components/exports/ExportJobState";
import { organisationArchiveIntents } from "~/intents/organisationArchive.server";
import { apiResult } from "~/lib/api-result";
import { formatMoment } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { ARCHIVE_EXPORT_STARTED } from "~/schemas/organisationArchive";

export const meta: MetaFunction = () => [{ title: "Organisation archive · Settings · Meridian" }];

const PAGE = "/settings/organisation-archive";

/** Super admins only: anyone else gets the app's answer for a page they may not open (403), as Settings › Organisation. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const archives = await apiResult(await context.api.tenant.archives.$get());
  if (!archives.ok) throw data({ message: archives.message }, { status: archives.status });
  return { archives: archives.data.jobs, started: new URL(request.url).searchParams.has("started") };
}

type Report = { teams: number; projects: number; tasks: number; dashboards: number; conversations: number; files: number; invited: Array<{ email: string; role: string }>; unassigned: string[] };
type Outcome = { report: Report; error?: undefined } | { report?: undefined; error: { message: string; details: string[] } };

const refused = (message: string, status = 400, fields?: Record<string, string[]>) =>
  data<Outcome>({ error: { message, details: Object.values(fields ?? {}).flat().slice(0, 20) } }, status);

/**
 * Settings › Organisation archive (issue 38 §3, decision 0092), for super admins: start the export
 * of the whole organisation (it runs in the background; the archive appears here and in Exports,
 * and comes by mail), or import an archive into this new organisation. Both are plain forms, read
 * by intents/organisationArchive.server.ts.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await organisationArchiveIntents.run(await request.formData(), context.api, params);
  if (!outcome) return refused("Unknown action");
  if (!outcome.ok) return refused(outcome.message, outcome.status, outcome.by === "api" ? outcome.fields : undefined);
  if (outcome.intent === "export") return redirect(`${PAGE}?started=1`, 303);
  return data<Outcome>({ report: outcome.data });
}

export default function OrganisationArchive() {
  const { archives, started } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const preferences = useDatePreferences();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <section aria-labelledby="archive-title" className="flex max-w-2xl flex-col gap-6">
      <h1 id="archive-title" className="text-xl font-semibold">
        Organisation archive
      </h1>

      <div className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <h2 className="font-semibold">Export the organisation</h2>
        <p className="text-sm text-slate-600">
          One zip with every project (as Meridian project files), their conversations and files, dashboards, teams with their folders and holidays,
          people and their roles, access restrictions and webhooks (without their secrets); what is archived stays archived. It is built in the
          background; you get a notification and an e-mail with the download link.
        </p>
        {started ? (
          <p role="status" className="rounded-md bg-sky-50 p-3 text-sm text-sky-900">
            {ARCHIVE_EXPORT_STARTED}
          </p>
        ) : null}
        <Form method="post" action={PAGE}>
          <CsrfField />
          <input type="hidden" name="intent" value="export" />
          <button type="submit" disabled={busy("export")} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60">
            {busy("export") ? "Starting…" : "Export the organisation"}
          </button>
        </Form>
        {archives.length === 0 ? (
          <p className="text-sm text-slate-600">No archives yet.</p>
        ) : (
          <ul aria-label="Your archives" className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm">
            {archives.map((job) => (
              <li key={job.jobId} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  Started {formatMoment(job.createdAt, preferences)} · {exportJobStateText(job)}
                  {job.error ? <span className="block text-red-700">{job.error}</span> : null}
                </span>
                <ExportDownloadLink href={job.downloadUrl} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <h2 className="font-semibold">Import an archive</h2>
        <p className="text-sm text-slate-600">
          Bring an organisation exported from Meridian into this one, while it has no projects. The whole archive is checked first: if anything in it is
          wrong, nothing is imported. Its people who are members here get their roles back; the others keep their names on their work as former
          members, and those who were active are invited. Webhooks arrive turned off, with new secrets.
        </p>
        {outcome?.error ? (
          <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            <p>{outcome.error.message}</p>
            {outcome.error.details.length ? (
              <ul className="mt-1 list-disc pl-5">
                {outcome.error.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {outcome?.report ? (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            Imported {outcome.report.teams} teams, {outcome.report.projects} projects ({outcome.report.tasks} tasks), {outcome.report.dashboards} dashboards,{" "}
            {outcome.report.conversations} conversations and {outcome.report.files} files; invited {outcome.report.invited.length} people.
          </p>
        ) : null}
        <Form method="post" action={PAGE} encType="multipart/form-data" aria-label="Import an archive" className="flex flex-col gap-2 text-sm">
          <CsrfField />
          <input type="hidden" name="intent" value="import" />
          <label htmlFor="archive-file" className="font-medium">
            Archive (.zip)
          </label>
          <input id="archive-file" type="file" name="archive" accept="application/zip,.zip" required className="rounded-md border border-slate-300 p-2" />
          <button type="submit" disabled={busy("import")} className="self-start rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
            {busy("import") ? "Importing…" : "Import"}
          </button>
        </Form>
      </div>
    </section>
  );
}
