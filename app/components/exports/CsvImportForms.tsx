import { Form, useNavigation } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import type { PanelData } from "~/components/projects/SecondPanel";
import { COLUMN_TYPE_LABELS, COLUMN_TYPES } from "~/lib/columns";
import type { ApiData } from "~/lib/api-result";
import { CSV_FIELD_NAMES, CSV_FIELDS } from "~/lib/exports/csvFields";
import { MAX_CSV_IMPORT_BYTES } from "~/lib/exports/formats";
import { TeamField, type ImportErrors } from "./ImportProjectForm";

/** Where a CSV is imported (routes/_app.projects.import_.csv.tsx): upload, then map its columns, then import. */
export const CSV_IMPORT_PATH = "/projects/import/csv";
export const CSV_INTENTS = { upload: "upload", check: "check", import: "import" } as const;

export type CsvPreview = ApiData<"project", "previewCsvImport", "$post">;
/** The mapping step's state: the file's text travels in a hidden field between the steps. */
export type CsvMappingStep = { csv: string; fileName: string; teamId: string; name: string; preview: CsvPreview };

const field = "rounded border border-slate-300 px-2 py-1 text-sm";
const button = "rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60";

function Errors({ errors, label }: { errors?: ImportErrors; label: string }) {
  if (!errors) return null;
  const rows = Object.values(errors.fields ?? {}).flat();
  return (
    <div role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800 ring-1 ring-red-200">
      <p className="font-medium">{errors.message}</p>
      {rows.length > 0 ? (
        <ul aria-label={label} className="mt-1 list-disc pl-5">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function TeamAndName({ teams, teamId, name, idPrefix }: { teams: PanelData["teams"]; teamId?: string; name?: string; idPrefix: string }) {
  return (
    <>
      <TeamField teams={teams} teamId={teamId} idPrefix={idPrefix} />
      <label className="flex flex-col gap-1" htmlFor={`${idPrefix}-name`}>
        Project name
        <input id={`${idPrefix}-name`} type="text" name="name" required minLength={2} maxLength={200} defaultValue={name} placeholder="The file's name" className={field} />
      </label>
    </>
  );
}

const pendingIntent = (navigation: ReturnType<typeof useNavigation>) =>
  navigation.state === "submitting" && navigation.formAction === CSV_IMPORT_PATH ? navigation.formData?.get("intent") : undefined;

/** Step 1: the CSV file, the team and the project's name. A multipart form, so it works without JavaScript. */
export function CsvUploadForm({ teams, errors }: { teams: PanelData["teams"]; errors?: ImportErrors }) {
  const pending = pendingIntent(useNavigation()) === CSV_INTENTS.upload;
  return (
    <Form method="post" action={CSV_IMPORT_PATH} encType="multipart/form-data" aria-label="Upload a CSV" className="flex flex-col gap-2 text-sm">
      <CsrfField />
      <Errors errors={errors} label="Errors in the file" />
      <label className="flex flex-col gap-1" htmlFor="csv-file">
        CSV file (.csv, at most {MAX_CSV_IMPORT_BYTES / 1024 / 1024} MB)
        <input id="csv-file" type="file" name="file" accept="text/csv,.csv" required className={field} />
      </label>
      <TeamAndName teams={teams} idPrefix="csv-upload" />
      <button type="submit" name="intent" value={CSV_INTENTS.upload} aria-busy={pending || undefined} disabled={pending} className={button}>
        {pending ? "Reading the file…" : "Next: map the columns"}
      </button>
    </Form>
  );
}

/**
 * Step 2: each CSV column's place (a task field, a custom column with its name and type, or
 * ignored), the file's first rows, and every error the import would meet. "Check" shows the
 * errors of the mapping as chosen; "Import" creates the project when there are none.
 */
export function CsvMappingForm({ teams, step, errors }: { teams: PanelData["teams"]; step: CsvMappingStep; errors?: ImportErrors }) {
  const { preview } = step;
  const intent = pendingIntent(useNavigation());
  const shown = errors ?? (preview.ok ? undefined : { message: preview.message ?? "", fields: preview.errors });
  return (
    <Form method="post" action={CSV_IMPORT_PATH} aria-label="Map the CSV's columns" className="flex flex-col gap-3 text-sm">
      <CsrfField />
      <input type="hidden" name="csv" value={step.csv} />
      <input type="hidden" name="fileName" value={step.fileName} />
      <input type="hidden" name="columns" value={preview.headers.length} />
      <p>
        {step.fileName}: {preview.total} {preview.total === 1 ? "row" : "rows"}, {preview.headers.length} {preview.headers.length === 1 ? "column" : "columns"}.
      </p>
      <Errors errors={shown} label="Errors in the file" />
      <TeamAndName teams={teams} teamId={step.teamId} name={step.name} idPrefix="csv-map" />
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="text-left font-medium">Columns of the file</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-2">Column</th>
              <th scope="col" className="py-1 pr-2">Import as</th>
              <th scope="col" className="py-1 pr-2">Custom column name</th>
              <th scope="col" className="py-1 pr-2">Custom column type</th>
            </tr>
          </thead>
          <tbody>
            {preview.headers.map((header, index) => {
              const mapped = preview.mapping[index] ?? { field: "ignore" };
              const label = header || `Column ${index + 1}`;
              return (
                <tr key={`${index}-${header}`} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-2 font-normal">{label}</th>
                  <td className="py-1 pr-2">
                    <select name={`field.${index}`} aria-label={`Import “${label}” as`} defaultValue={mapped.field} className={field}>
                      {CSV_FIELDS.map((one) => (
                        <option key={one} value={one}>
                          {CSV_FIELD_NAMES[one]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="py-1 pr-2">
                    <input name={`columnName.${index}`} aria-label={`Custom column name for “${label}”`} defaultValue={mapped.name ?? header.slice(0, 50)} maxLength={50} className={field} />
                  </td>
                  <td className="py-1 pr-2">
                    <select name={`type.${index}`} aria-label={`Custom column type for “${label}”`} defaultValue={mapped.type ?? "TEXT"} className={field}>
                      {COLUMN_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {COLUMN_TYPE_LABELS[type]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-xs">
          <caption className="text-left text-sm font-medium">
            The first {Math.min(preview.rows.length, preview.total)} of {preview.total} rows
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              {preview.headers.map((header, index) => (
                <th key={`${index}-${header}`} scope="col" className="py-1 pr-2">
                  {header || `Column ${index + 1}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-b border-slate-100">
                {preview.headers.map((_header, index) => (
                  <td key={index} className="max-w-48 truncate py-1 pr-2">
                    {row[index] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex gap-2">
        <button type="submit" name="intent" value={CSV_INTENTS.import} aria-busy={intent === CSV_INTENTS.import || undefined} disabled={intent !== undefined} className={button}>
          {intent === CSV_INTENTS.import ? "Importing…" : "Import"}
        </button>
        <button
          type="submit"
          name="intent"
          value={CSV_INTENTS.check}
          disabled={intent !== undefined}
          className="rounded border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
        >
          {intent === CSV_INTENTS.check ? "Checking…" : "Check the mapping"}
        </button>
      </div>
    </Form>
  );
}
