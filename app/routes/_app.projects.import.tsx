import { RestrictedPage } from "~/components/access/Restricted";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useRouteLoaderData } from "@remix-run/react";
import { CSV_IMPORT_PATH } from "~/components/exports/CsvImportForms";
import { ImportProjectForm, type ImportErrors } from "~/components/exports/ImportProjectForm";
import { ImportReport, type ImportReportData } from "~/components/exports/ImportReport";
import { apiResult } from "~/lib/api-result";
import { limitReachedModal, subscriptionHref } from "~/lib/subscriptionModal";
import { IMPORT_FILE_REQUIRED, IMPORT_NOT_JSON, IMPORT_TOO_LARGE, ImportProjectFormSchema, MAX_IMPORT_BYTES } from "~/schemas/exports";
import type { loader as panelLoader } from "./_app.projects";

export const meta: MetaFunction = () => [{ title: "Import a project · Meridian" }];

type Outcome = { report: ImportReportData; errors?: undefined } | { report?: undefined; errors: ImportErrors };

const refused = (message: string, status = 400, fields?: Record<string, string[]>) => data<Outcome>({ errors: { message, fields } }, status);

/**
 * projects/import (issue 19 §3): a Meridian project file becomes a new project. The file is read
 * here and sent to project/importProject, which checks all of it before writing anything; the page
 * then shows what was made (and who was left unassigned) or every error of the file by row.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: ImportProjectFormSchema });
  if (submission.status !== "success") return refused(Object.values(submission.error ?? {}).flat()[0] ?? "Please choose a team");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refused(IMPORT_FILE_REQUIRED);
  if (file.size > MAX_IMPORT_BYTES) return refused(IMPORT_TOO_LARGE, 413);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return refused(IMPORT_NOT_JSON);
  }
  const imported = await apiResult(await context.api.project.importProject.$post({ json: { ...submission.value, file: parsed } }));
  if (!imported.ok) {
    const limitReached = limitReachedModal(imported);
    if (limitReached) return redirect(subscriptionHref(new URL("/projects", request.url), limitReached));
    return refused(imported.message, imported.status, imported.fields);
  }
  return data<Outcome>({ report: imported.data });
}

export default function ImportProject() {
  const panel = useRouteLoaderData<typeof panelLoader>("routes/_app.projects");
  const outcome = useActionData<typeof action>();
  const teams = panel?.teams ?? [];
  return (
    <RestrictedPage capability="createProjects">
      <section aria-labelledby="import-title" className="mx-auto flex max-w-xl flex-col gap-4">
        <h1 id="import-title" className="text-xl font-semibold">
          Import a project
        </h1>
        {outcome?.report ? <ImportReport report={outcome.report} /> : null}
        <p className="text-sm text-slate-600">
          Choose a file a project was exported to as JSON (Export › JSON). The whole file is checked first: if anything in it is wrong, nothing is imported
          and each error is listed.
        </p>
        {teams.length > 0 ? (
          <ImportProjectForm teams={teams} errors={outcome?.errors} idPrefix="import-page" />
        ) : (
          <p className="text-sm">Projects live in teams: create a team first.</p>
        )}
        <Link to={CSV_IMPORT_PATH} className="self-start text-sm text-brand-700 hover:underline">
          Import a CSV (a sheet of tasks) instead
        </Link>
      </section>
    </RestrictedPage>
  );
}
