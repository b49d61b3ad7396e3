import { RestrictedPage } from "~/components/access/Restricted";
import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useRouteLoaderData } from "@remix-run/react";
import { CSV_IMPORT_PATH } from "~/components/exports/CsvImportForms";
import { ImportProjectForm, type ImportErrors } from "~/components/exports/ImportProjectForm";
import { ImportReport, type ImportReportData } from "~/components/exports/ImportReport";
import { projectImportIntents } from "~/intents/projectImport.server";
import { limitReachedModal, subscriptionHref } from "~/lib/subscriptionModal";
import type { loader as panelLoader } from "./_app.projects";

export const meta: MetaFunction = () => [{ title: "Import a project · Meridian" }];

type Outcome = { report: ImportReportData; errors?: undefined } | { report?: undefined; errors: ImportErrors };

const refused = (message: string, status = 400, fields?: Record<string, string[]>) => data<Outcome>({ errors: { message, fields } }, status);

/**
 * projects/import (issue 19 §3): a Meridian project file becomes a new project. The file is read
 * here and sent to project/importProject, which checks all of it before writing anything; the page
 * then shows what was made (and who was left unassigned) or every error of the file by row.
 * Its form is intents/projectImport.server.ts.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const outcome = await projectImportIntents.run(await request.formData(), context.api, params);
  if (!outcome) return refused("Unknown action");
  if (outcome.ok) return data<Outcome>({ report: outcome.data });
  const limitReached = outcome.by === "api" ? limitReachedModal(outcome) : null;
  if (limitReached) return redirect(subscriptionHref(new URL("/projects", request.url), limitReached));
  return refused(outcome.message, outcome.status, outcome.by === "api" ? outcome.fields : undefined);
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
