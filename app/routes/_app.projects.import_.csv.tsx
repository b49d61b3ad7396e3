import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useRouteLoaderData } from "@remix-run/react";
import { RestrictedPage } from "~/components/access/Restricted";
import { CSV_INTENTS, CsvMappingForm, CsvUploadForm, type CsvMappingStep } from "~/components/exports/CsvImportForms";
import type { ImportErrors } from "~/components/exports/ImportProjectForm";
import { ImportReport, type ImportReportData } from "~/components/exports/ImportReport";
import { apiResult } from "~/lib/api-result";
import { CSV_FIELDS, type CsvField } from "~/lib/exports/csvImport";
import { COLUMN_TYPES, type ColumnType } from "~/lib/columns";
import { limitReachedModal, subscriptionHref } from "~/lib/subscriptionModal";
import { CSV_FILE_REQUIRED, CSV_NOT_TEXT, CSV_TOO_LARGE, CsvImportFormSchema, MAX_CSV_IMPORT_BYTES } from "~/schemas/exports";
import type { loader as panelLoader } from "./_app.projects";

export const meta: MetaFunction = () => [{ title: "Import a CSV · Meridian" }];

type Outcome =
  | { step: "upload"; errors: ImportErrors }
  | { step: "map"; mapping: CsvMappingStep; errors?: ImportErrors }
  | { step: "done"; report: ImportReportData };

const uploadRefused = (message: string, status = 400) => data<Outcome>({ step: "upload", errors: { message } }, status);

/** The mapping the form posts: for each CSV column `field.i`, and for a custom column `columnName.i` and `type.i`. */
function mappingOf(form: FormData) {
  const count = Math.min(500, Number(form.get("columns")) || 0);
  return Array.from({ length: count }, (_, index) => {
    const field = String(form.get(`field.${index}`) ?? "ignore");
    const type = String(form.get(`type.${index}`) ?? "");
    const known = (CSV_FIELDS as readonly string[]).includes(field) ? (field as CsvField) : "ignore";
    if (known !== "custom") return { field: known };
    return {
      field: known,
      name: String(form.get(`columnName.${index}`) ?? "").trim().slice(0, 50) || undefined,
      type: (COLUMN_TYPES as readonly string[]).includes(type) ? (type as ColumnType) : undefined,
    };
  });
}

/** "Budget 2026.csv" → "Budget 2026": the project's name until the member gives another. */
const nameOf = (fileName: string) => fileName.replace(/\.[^.]*$/, "").trim().slice(0, 200);

/**
 * projects/import/csv (issue 19 §3, decision 0064): a CSV becomes a new project in three steps,
 * with or without JavaScript. Upload: the file is read and project/previewCsvImport guesses its
 * mapping. Map: the member chooses each column's place and checks it (the CSV's text comes back
 * in a hidden field, so nothing is kept on the server between steps). Import: project/importCsv
 * checks every row and creates the project, or nothing and the page lists each row's error.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const teamId = String(form.get("teamId") ?? "");
  if (intent === CSV_INTENTS.upload) {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return uploadRefused(CSV_FILE_REQUIRED);
    if (file.size > MAX_CSV_IMPORT_BYTES) return uploadRefused(CSV_TOO_LARGE, 413);
    const csv = await file.text();
    if (csv.includes("\u0000")) return uploadRefused(CSV_NOT_TEXT);
    const preview = await apiResult(await context.api.project.previewCsvImport.$post({ json: { teamId, csv } }));
    if (!preview.ok) return uploadRefused(preview.message, preview.status);
    const name = String(form.get("name") ?? "").trim() || nameOf(file.name);
    return data<Outcome>({ step: "map", mapping: { csv, fileName: file.name, teamId, name, preview: preview.data } });
  }

  const csv = String(form.get("csv") ?? "");
  if (csv === "") return uploadRefused(CSV_FILE_REQUIRED);
  const mapping = mappingOf(form);
  const step = { csv, fileName: String(form.get("fileName") ?? "file.csv"), teamId, name: String(form.get("name") ?? "") };
  const preview = await apiResult(await context.api.project.previewCsvImport.$post({ json: { teamId, csv, mapping } }));
  if (!preview.ok) return uploadRefused(preview.message, preview.status);
  const mapped = { ...step, preview: preview.data };
  if (intent !== CSV_INTENTS.import || !preview.data.ok) return data<Outcome>({ step: "map", mapping: mapped }, intent === CSV_INTENTS.import ? 400 : 200);

  const submission = parseWithZod(form, { schema: CsvImportFormSchema });
  if (submission.status !== "success") {
    return data<Outcome>({ step: "map", mapping: mapped, errors: { message: Object.values(submission.error ?? {}).flat()[0] ?? "Please choose a team" } }, 400);
  }
  const imported = await apiResult(await context.api.project.importCsv.$post({ json: { ...submission.value, csv, mapping } }));
  if (!imported.ok) {
    const limitReached = limitReachedModal(imported);
    if (limitReached) return redirect(subscriptionHref(new URL("/projects", request.url), limitReached));
    return data<Outcome>({ step: "map", mapping: mapped, errors: { message: imported.message, fields: imported.fields } }, imported.status);
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
