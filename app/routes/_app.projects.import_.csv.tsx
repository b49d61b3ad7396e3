import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useRouteLoaderData } from "@remix-run/react";
import { RestrictedPage } from "~/components/access/Restricted";
import { CSV_INTENTS, CsvMappingForm, CsvUploadForm, type CsvMappingStep } from "~/components/exports/CsvImportForms";
import type { ImportErrors } from "~/components/exports/ImportProjectForm";
import { ImportReport, type ImportReportData } from "~/components/exports/ImportReport";
import { csvImportIntents } from "~/intents/csvImport.server";
import { limitReachedModal, subscriptionHref } from "~/lib/subscriptionModal";
import { CSV_FILE_REQUIRED } from "~/schemas/exports";
import type { loader as panelLoader } from "./_app.projects";

export const meta: MetaFunction = () => [{ title: "Import a CSV · Meridian" }];

type Outcome =
  | { step: "upload"; errors: ImportErrors }
  | { step: "map"; mapping: CsvMappingStep; errors?: ImportErrors }
  | { step: "done"; report: ImportReportData };

const uploadRefused = (message: string, status = 400) => data<Outcome>({ step: "upload", errors: { message } }, status);

/** An import's refusal lists its rows' errors; one of the form's own fields (the project's name) says it in the message alone. */
const FORM_FIELDS = new Set(["teamId", "folderId", "name"]);
function rowsOf(fields: Record<string, string[]> | undefined) {
  const rows = Object.entries(fields ?? {}).filter(([name]) => !FORM_FIELDS.has(name));
  return rows.length > 0 ? Object.fromEntries(rows) : undefined;
}

/** "Budget 2026.csv" → "Budget 2026": the project's name until the member gives another. */
const nameOf = (fileName: string) => fileName.replace(/\.[^.]*$/, "").trim().slice(0, 200);

/**
 * projects/import/csv (issue 19 §3, decision 0064): a CSV becomes a new project in three steps,
 * with or without JavaScript. Upload: the file is read and project/previewCsvImport guesses its
 * mapping. Map: the member chooses each column's place and checks it (the CSV's text comes back
 * in a hidden field, so nothing is kept on the server between steps). Import: project/importCsv
 * checks every row and creates the project, or nothing and the page lists each row's error.
 * Its forms are intents/csvImport.server.ts.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await csvImportIntents.run(await request.formData(), context.api, params);
  if (!outcome) throw new Response("Unknown form", { status: 400 });
  if (outcome.intent === CSV_INTENTS.upload) {
    if (!outcome.ok) return uploadRefused(outcome.message, outcome.status);
    const { file, teamId, name } = outcome.value;
    return data<Outcome>({ step: "map", mapping: { csv: outcome.data.csv, fileName: file.name, teamId, name: name?.trim() || nameOf(file.name), preview: outcome.data.preview } });
  }
  // The mapping step without its file's text starts again; a refused preview, too.
  if (!outcome.ok) return uploadRefused(outcome.by === "form" && outcome.fields?.csv ? CSV_FILE_REQUIRED : outcome.message, outcome.status);
  const { csv, fileName, teamId, name } = outcome.value;
  if (outcome.intent === CSV_INTENTS.check) return data<Outcome>({ step: "map", mapping: { csv, fileName, teamId, name, preview: outcome.data } });
  const mapped = { csv, fileName, teamId, name, preview: outcome.data.preview };
  const { imported } = outcome.data;
  if (!imported) return data<Outcome>({ step: "map", mapping: mapped }, 400);
  if (!imported.ok) {
    const limitReached = limitReachedModal(imported);
    if (limitReached) return redirect(subscriptionHref(new URL("/projects", request.url), limitReached));
    return data<Outcome>({ step: "map", mapping: mapped, errors: { message: imported.message, fields: rowsOf(imported.fields) } }, imported.status);
  }
  return data<Outcome>({ step: "done", report: imported.data });
}

export default function ImportCsv() {
  const panel = useRouteLoaderData<typeof panelLoader>("routes/_app.projects");
  const outcome = useActionData<typeof action>();
  const teams = panel?.teams ?? [];
  return (
    <RestrictedPage capability="createProjects">
      <section aria-labelledby="csv-import-title" className="mx-auto flex max-w-4xl flex-col gap-4">
        <h1 id="csv-import-title" className="text-xl font-semibold">
          Import a CSV
        </h1>
        {outcome?.step === "done" ? <ImportReport report={outcome.report} /> : null}
        {teams.length === 0 ? (
          <p className="text-sm">Projects live in teams: create a team first.</p>
        ) : outcome?.step === "map" ? (
          <>
            <p className="text-sm text-slate-600">
              Choose what each column of the file becomes. Every row is checked first: if anything is wrong, nothing is imported and each error is listed
              with its row (the header line is row 1).
            </p>
            <CsvMappingForm key={outcome.mapping.preview.headers.join("\u0000")} teams={teams} step={outcome.mapping} errors={outcome.errors} />
            <Link to="/projects/import/csv" className="self-start text-sm text-brand-700 hover:underline">
              Choose another file
            </Link>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              A sheet of tasks saved as CSV (UTF-8), one task a row under a header line. Next you choose what each column becomes: the task&apos;s name,
              status, assignees (by e-mail), dates, priority, task group, the task it is a subtask of, or a custom column.
            </p>
            <CsvUploadForm teams={teams} errors={outcome?.step === "upload" ? outcome.errors : undefined} />
            <Link to="/projects/import" className="self-start text-sm text-brand-700 hover:underline">
              Import a Meridian project file (.json) instead
            </Link>
          </>
        )}
      </section>
    </RestrictedPage>
  );
}
